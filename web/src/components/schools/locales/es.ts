import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  summary: 'Período de pedidos: {range} ({timeZone}) · {status}',
  allYear: 'Período de pedidos: ninguno, se aceptan pedidos todo el año',
  status: { open: 'abierto ahora', before: 'todavía no abre', after: 'cerrado' },
} satisfies Translation<typeof en>;
