import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  title: 'Pagar a {merchant}',
  testMode: 'Modo de prueba',
  complete: 'Este pago se completó. ¡Gracias!',
  expired: 'Esta sesión de pago venció.',
  returnTo: 'Volver a {merchant}',
  columns: { item: 'Artículo', quantity: 'Cant.', amount: 'Importe', discount: 'Descuento', total: 'Total' },
  cardNumber: 'Número de tarjeta',
  pay: 'Pagar',
  cancel: 'Cancelar',
  testCards: 'Tarjetas de prueba: {succeeding} se aprueba, {declined} se rechaza.',
  cardErrors: {
    declined: 'Su tarjeta fue rechazada.',
    missing: 'Ingrese un número de tarjeta.',
    invalid: 'El número de tarjeta no es válido. Use la tarjeta de prueba {card}.',
    discountEnded: 'El descuento de este pago ya no se puede usar.',
  },
  notFound: {
    title: 'No se encontró el pago',
    notice: 'Este enlace de pago no es válido.',
  },
} satisfies Translation<typeof en>;
