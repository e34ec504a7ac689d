import type { Translation } from '@ssb/contract';
import type en from './list-request.en';

export default {
  subject: '{school} le pide su lista de útiles de {grade}',
  heading: 'Su lista de útiles de la clase, por favor',
  intro: 'Hola, {teacher}: {school} vende a sus familias los útiles escolares en School Supply Box y le pide la lista de útiles de {grade}.',
  how: 'Abra la página y pegue su lista, un artículo y su cantidad en cada línea (por ejemplo, “2 cajas de 24 crayones”). No se necesita una cuenta. La escuela revisa la lista antes de que la vean las familias.',
  validUntil: 'El enlace funciona hasta el {date}, una sola vez.',
  open: 'Enviar la lista',
  openLine: 'Enviar la lista: {url}',
  footer: 'Usted recibe este mensaje porque el personal de {school} pidió su lista. Si no lo esperaba, puede ignorarlo.',
} satisfies Translation<typeof en>;
