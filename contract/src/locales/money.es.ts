import type { Translation } from '../i18n/texts';
import type en from './money.en';

export default {
  shipping: {
    homeDelivery: 'Envío a domicilio: {fee}, gratis en pedidos de {freeOver} o más',
    homeDeliveryFee: 'Envío a domicilio: {fee}',
    freeOverInvalid: 'Ingrese un monto de pedido mayor que $0.00 para el envío gratis, o déjelo vacío',
  },
  codes: {
    expiredOrUsedUp: 'Este código venció o ya se usó por completo.',
    unknown: 'No reconocemos este código.',
    codeInvalid: 'Un código tiene de 3 a 30 letras y dígitos',
    exists: 'El código {code} ya existe',
    percentOrAmount: 'Indique un porcentaje de descuento o un monto de descuento, no ambos',
    percentInvalid: 'Un porcentaje de descuento es mayor que 0 y como máximo 100, con dos decimales como máximo',
    amountInvalid: 'Un monto de descuento es mayor que $0.00, con dos decimales como máximo',
    usesInvalid: 'El número de usos es un número entero de 1 o más',
    countInvalid: 'Un lote tiene de 1 a {max} códigos',
    schoolUnknown: 'No hay ninguna escuela con este id',
    expiresOnPast: 'El último día en que funciona un código no puede estar en el pasado',
    schoolRequired: 'Elija una escuela',
    csvColumns: { code: 'Código', school: 'Escuela', discount: 'Descuento' },
  },
  sponsorship: {
    amountInvalid: 'Una donación es de ${min} a ${max}, con dos decimales como máximo',
    schoolNotInCheckout: 'Una donación es para la escuela de una de las cajas de esta compra',
    studentNameRequired: 'Ingrese el nombre y el apellido del niño o la niña',
  },
} satisfies Translation<typeof en>;
