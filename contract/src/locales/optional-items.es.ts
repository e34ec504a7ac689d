import type { Translation } from '../i18n/texts';
import type en from './optional-items.en';

export default {
  notIndividual:
    '{productName} no puede ser opcional: solo los productos individuales pueden serlo (los útiles del salón y de toda la escuela se comparten, así que van en cada caja)',
  notOnList: 'El producto {productId} no está en esta lista de útiles',
  notOptional: '{productName} no es opcional: va en cada caja',
  skippedTwice: 'Cada artículo se puede dejar fuera una sola vez',
  emptyBox: 'Deje al menos un artículo en la caja',
  belowMinimum: 'Una caja debe costar al menos {min}: deje más artículos en ella',
} satisfies Translation<typeof en>;
