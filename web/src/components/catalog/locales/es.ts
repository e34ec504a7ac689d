import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  views: {
    label: 'Mostrar',
    all: 'Todos',
    selected: 'Seleccionados ({count})',
    noneSelected: 'Todavía no hay ningún producto seleccionado.',
  },
  decrease: 'Reducir la cantidad de {productName}',
  increase: 'Aumentar la cantidad de {productName}',
  totalAfterSave: 'Total al guardar: {total}',
} satisfies Translation<typeof en>;
