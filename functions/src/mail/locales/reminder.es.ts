import type { Translation } from '@ssb/contract';
import type en from './reminder.en';

export default {
  subject:
    '{daysLeft, plural, =1 {Mañana es el último día para pedir útiles escolares para {school}} other {Quedan {daysLeft} días para pedir útiles escolares para {school}}}',
  heading: '{daysLeft, plural, =1 {Mañana es el último día para hacer su pedido} other {Quedan {daysLeft} días para hacer su pedido}}',
  intro:
    'El último día para hacer pedidos para {school} es el {closesOn}. Elija la lista de útiles del grado de su hijo o hija y le preparamos toda la lista en una sola caja.',
  orderBy: 'Haga su pedido antes del {date}',
  next: 'Solo toma unos minutos y no necesita una cuenta.',
  order: 'Hacer el pedido',
  orderLine: 'Hacer el pedido: {url}',
  footer: 'Recibe este recordatorio porque lo pidió, y lo confirmó, para {school} en School Supply Box.',
  unsubscribe: 'Cancelar la suscripción a estos recordatorios',
  unsubscribeLine: 'Cancelar la suscripción a estos recordatorios: {url}',
} satisfies Translation<typeof en>;
