import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  loadMore: 'Cargar más',
  selectAll: 'Seleccionar todas las filas',
} satisfies Translation<typeof en>;
