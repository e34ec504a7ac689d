import type { Translation } from '@ssb/contract';
import type en from './en';

export default {
  title: 'La lista de útiles de su clase',
  loading: 'Cargando la solicitud…',
  asked: '{school} le pide a {teacher} la lista de útiles de {grade}.',
  how: 'Pegue su lista desde su documento: un artículo y su cantidad en cada línea.',
  listLabel: 'Su lista',
  listExample: 'Por ejemplo:\n2 cajas de 24 crayones\n1 paquete de lápices n.º 2\nCuaderno de renglón ancho',
  noteLabel: 'Una nota para la escuela (opcional)',
  send: 'Enviar la lista',
  sending: 'Enviando su lista…',
  sent: 'Gracias: {school} recibió su lista. La escuela la revisa antes de que la vean las familias.',
  alreadySent: 'Esta lista ya se envió: gracias. Para cambiarla, pida un enlace nuevo a la escuela.',
  validUntil: 'Este enlace funciona hasta el {date}.',
  linkProblem: 'Este enlace no abre una solicitud de lista. Use el enlace de su correo electrónico.',
} satisfies Translation<typeof en>;
