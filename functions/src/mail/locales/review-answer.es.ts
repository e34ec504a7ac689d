import type { Translation } from '@ssb/contract';
import type en from './review-answer.en';

export default {
  published: {
    subject: '{school}: {list} está publicada',
    heading: 'Su lista de útiles está publicada',
    intro: 'Un administrador publicó {list} de {school}, que usted envió para revisión.',
    next: 'Las familias ya pueden pedirla en la tienda.',
  },
  sentBack: {
    subject: '{school}: {list} fue devuelta',
    heading: 'Su lista de útiles necesita cambios',
    intro: 'Un administrador le devolvió {list} de {school} antes de publicarla.',
    noteHeading: 'Su nota',
    next: 'Cambie la lista y vuelva a enviarla para revisión.',
  },
  open: 'Abrir Listas de útiles',
  openLine: 'Sus listas de útiles: {url}',
  footer: 'Usted recibe este mensaje como representante de su escuela en School Supply Box.',
} satisfies Translation<typeof en>;
