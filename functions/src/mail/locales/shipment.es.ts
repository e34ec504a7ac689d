import type { Translation } from '@ssb/contract';
import type en from './shipment.en';

export default {
  shipped: {
    subject: '{count, plural, one {Su caja va camino a {school}} other {Sus {count} cajas van camino a {school}}}',
    intro:
      '{count, plural, one {La caja de útiles escolares de {child} salió de nuestro almacén hacia {school}.} other {Estas {count} cajas de útiles escolares salieron de nuestro almacén hacia {school}.}}',
    arriving: '{count, plural, one {Llega a {school} a más tardar el {date}.} other {Llegan a {school} a más tardar el {date}.}}',
    next: '{count, plural, one {Le escribiremos de nuevo cuando la escuela la tenga.} other {Le escribiremos de nuevo cuando la escuela las tenga.}}',
  },
  atSchool: {
    subject: '{count, plural, one {Su caja está en {school}} other {Sus {count} cajas están en {school}}}',
    intro:
      '{count, plural, one {La caja de útiles escolares de {child} llegó a {school}.} other {Estas {count} cajas de útiles escolares llegaron a {school}.}}',
    collect: 'Cuándo y dónde recoger: {instructions}',
    next: 'Gracias por hacer su pedido con School Supply Box. ¡Que tengan un excelente año escolar!',
  },
  discrepancy: {
    subject: 'Envío a {school}: se recibieron {received} de {expected} cajas de envío',
    heading: 'Una escuela contó otra cosa que el manifiesto',
    intro: '{receivedBy} firmó el envío {shipment} en {school} el {date} y contó {received} cajas de envío; el manifiesto dice {expected}.',
    shipDate: 'Enviado el {date}',
    boxes: '{count, plural, one {# caja} other {# cajas}}',
    note: 'Su nota: {note}',
    noNote: 'No dejaron ninguna nota.',
    carrier: 'Transportista: {carrier}',
    tracking: 'Número de seguimiento: {number}',
    next: 'No se avisó a las familias que las cajas están en la escuela. Consulte con el transportista y con la escuela.',
    open: 'Abrir los envíos',
    openLine: 'Los envíos: {url}',
    footer: 'Recibe esto porque es administrador de School Supply Box.',
  },
} satisfies Translation<typeof en>;
