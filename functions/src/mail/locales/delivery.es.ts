import type { Translation } from '@ssb/contract';
import type en from './delivery.en';

export default {
  deliveredBy: 'Se entrega en {school} antes del {date}',
  dateMoved: {
    subject: 'Nueva fecha de entrega de la caja de {child}: {date}',
    heading: 'Una nueva fecha de entrega',
    intro: 'Las cajas de {school} ahora llegan antes del {date}.',
    next: 'La página del pedido muestra dónde está la caja.',
  },
  tracking: {
    subject: 'La caja de {child} va en camino',
    heading: 'Su caja va en camino',
    intro: 'La caja de {child} se envió con {carrier}.',
    number: 'Número de rastreo: {trackingNumber}',
    lookUp: 'Busque el número en el sitio web de {carrier}.',
    next: 'La página del pedido también muestra el rastreo.',
    track: 'Rastrear la caja',
    trackLine: 'Rastrear la caja: {url}',
  },
} satisfies Translation<typeof en>;
