import type { Translation } from '@ssb/contract';
import type en from './digest.en';

export default {
  label: 'Enviarme por correo electrónico los nuevos pedidos pagados de cada día',
  description: 'Un correo electrónico al día mientras los pedidos estén abiertos, con los pedidos pagados el día anterior.',
  failed: 'No se guardó su elección: {reason}',
} satisfies Translation<typeof en>;
