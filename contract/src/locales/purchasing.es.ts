import type { Translation } from '../i18n/texts';
import type en from './purchasing.en';

export default {
  purchasing: {
    quantityInvalid: 'Ingrese un número entero de 1 o más',
    unitCostInvalid: 'Ingrese un costo unitario de 0 o más, con dos decimales como máximo',
    linesRequired: 'Agregue al menos un producto',
    productTwice: 'Nombre cada producto una sola vez',
    csvColumns: {
      sku: 'SKU',
      product: 'Producto',
      packSize: 'Tamaño del paquete',
      quantity: 'Cantidad',
      received: 'Recibido',
      unitCost: 'Costo unitario',
      lineTotal: 'Total de la línea',
    },
    csvTotal: 'Total',
  },
} satisfies Translation<typeof en>;
