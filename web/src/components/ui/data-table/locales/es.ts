import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  loadMore: 'Cargar más',
  shown: 'Se muestran {shown, number} de {total, number} · {remaining, number} más',
  selectAll: 'Seleccionar todas las filas',
} satisfies Translation<typeof en>;
