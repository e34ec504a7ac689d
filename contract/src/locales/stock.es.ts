import type { Translation } from '../i18n/texts';
import type en from './stock.en';

export default {
  stock: {
    costInvalid: 'Ingrese un costo de 0 o más, con dos decimales como máximo',
    countInvalid: 'Ingrese un número entero de 0 o más',
    packSizeInvalid: 'El tamaño del paquete debe ser un número entero de 1 o más',
    supplierNameRequired: 'Ingrese el nombre del proveedor',
    leadTimeInvalid: 'El plazo de entrega debe ser un número entero de días de 0 a 365',
  },
} satisfies Translation<typeof en>;
