import type { Translation } from '@ssb/contract';
import type en from './list-products.en';

export default {
  title: 'Productos y nota: {name}',
  note: 'Nota de la lista de útiles',
  notePlaceholder: 'Los clientes ven esta nota cuando piden esta lista',
  selected: '{count, plural, one {# producto seleccionado} other {# productos seleccionados}}',
  search: 'Buscar productos',
  searchPlaceholder: 'Escriba el nombre de un producto',
  noMatch: 'Ningún producto coincide con su búsqueda.',
  productsLabel: 'Productos',
  loading: 'Cargando productos...',
  quantity: 'Cantidad',
  quantityLabel: 'Cantidad de {name}',
  noPrice: 'Sin precio',
  optional: {
    label: 'Opcional',
    switchLabel: 'Opcional: {name}',
    shared: '{type}: siempre va en la caja',
    hint: 'Una familia que ya tiene un producto opcional puede dejarlo fuera de su caja («Ya lo tengo») y pagar menos.',
  },
  cancel: 'Cancelar',
  save: '{count, plural, one {Guardar productos y nota (# producto)} other {Guardar productos y nota (# productos)}}',
  saveFailed: 'Guardar los productos y la nota de la lista',
} satisfies Translation<typeof en>;
