import type { Translation } from '@ssb/contract';
import type en from './reminder.en';

export default {
  intro: 'Le enviaremos un correo electrónico antes de que cierren los pedidos para {school} el {date}. No necesita una cuenta.',
  email: 'Correo electrónico',
  submit: 'Avíseme',
  failed: 'No se guardó su recordatorio',
  done: 'Revise su correo: le enviamos a {email} un mensaje para confirmar. Cuando lo confirme, le enviaremos un correo electrónico {when} antes de que cierren los pedidos el {date}.',
  daysBefore: '{days, plural, one {# día} other {# días}}',
} satisfies Translation<typeof en>;
