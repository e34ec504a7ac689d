import type { Translation } from '@ssb/contract';
import type en from './review.en';

export default {
  subject: '{school}: {list} espera revisión',
  heading: 'Una lista de útiles espera revisión',
  intro: '{representative} envió {list} de {school} para revisión.',
  items: '{count, plural, one {# producto} other {# productos}}',
  price: 'Precio: {amount}',
  autoPrice: 'Precio: {amount} (según sus productos)',
  next: 'Revise sus productos y su precio en la pestaña Listas de útiles y luego publíquela: las familias podrán pedirla en cuanto se publique.',
  review: 'Abrir Listas de útiles',
  reviewLine: 'Listas de útiles que esperan revisión: {url}',
  footer: 'Usted recibe este mensaje como administrador de School Supply Box.',
} satisfies Translation<typeof en>;
