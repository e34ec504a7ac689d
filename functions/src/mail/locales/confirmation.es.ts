import type { Translation } from '@ssb/contract';
import type en from './confirmation.en';

export default {
  mail: {
    subject: 'Confirme sus recordatorios para {school}',
    heading: 'Confirme sus recordatorios',
    intro:
      'Alguien, probablemente usted, pidió a School Supply Box que enviara un correo electrónico a esta dirección 7 días y 1 día antes de que cierren los pedidos en {school} el {closesOn}. Presione el botón para confirmarlo y recibirá los recordatorios.',
    closes: 'Los pedidos cierran el {date}',
    next: 'Si usted no lo pidió, ignore este correo: no se le enviará nada más, y el enlace dejará de funcionar en {days, plural, one {# día} other {# días}}.',
    confirm: 'Confirmar los recordatorios',
    confirmLine: 'Confirmar los recordatorios: {url}',
    footer: 'Recibe este correo porque esta dirección se escribió en la tienda de School Supply Box para recibir recordatorios sobre {school}.',
  },
  page: {
    confirmHeading: 'Confirme sus recordatorios para {school}',
    confirmText:
      'Presione el botón para recibir un correo electrónico 7 días y 1 día antes de que cierren los pedidos en {school}. Cada recordatorio tiene un enlace para cancelar la suscripción.',
    button: 'Confirmar los recordatorios',
    doneHeading: 'Sus recordatorios están activados',
    doneText:
      'Le enviaremos un correo electrónico 7 días y 1 día antes de que cierren los pedidos en {school}. Cada recordatorio tiene un enlace para cancelar la suscripción.',
    expiredHeading: 'Este enlace venció',
    expiredText:
      'Un enlace de confirmación funciona durante {days, plural, one {# día} other {# días}}. Vuelva a pedir los recordatorios para {school} en la tienda y le enviaremos uno nuevo por correo electrónico.',
    shop: 'Ir a la tienda',
  },
} satisfies Translation<typeof en>;
