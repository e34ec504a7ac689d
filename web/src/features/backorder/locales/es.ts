import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  title: 'Un artículo de su caja se retrasa',
  loading: 'Cargando sus opciones…',
  item: '{item} (× {quantity}) está pendiente.',
  revised: 'Ahora lo esperamos para el {date}.',
  again: 'Este artículo se retrasa por segunda vez.',
  question: '¿Qué desea que hagamos?',
  substitute: 'Recibir {substitute} en su lugar, sin costo adicional',
  refund: 'Reembolso: {amount}',
  noRefund: 'Nada que pagar, sin reembolso',
  working: 'Guardando su elección…',
  chosen: {
    wait: 'Eligió esperar. Prepararemos la caja cuando llegue el artículo.',
    substitute: 'Eligió {substitute} en su lugar. Lo pondremos en la caja.',
    remove: 'Se quitó el artículo de la caja. Se reembolsaron {amount} a la tarjeta con la que pagó.',
    cancel: 'Se canceló la caja. Se reembolsaron {amount} a la tarjeta con la que pagó.',
  },
  defaulted: 'No respondió antes de la fecha revisada, así que se eligió por usted, como dice la regla de pedidos retrasados.',
  myOrders: 'Ver Mis pedidos',
  linkProblem: 'Este enlace no abre ninguna opción. Use el enlace de su correo electrónico.',
} satisfies Translation<typeof en>;
