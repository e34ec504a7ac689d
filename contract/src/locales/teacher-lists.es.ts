import type { Translation } from '../i18n/texts';
import type en from './teacher-lists.en';

export default {
  teacherNameRequired: 'Escriba el nombre del maestro',
  teacherEmailRequired: 'Escriba el correo electrónico del maestro',
  gradeRequired: 'Escriba el grado',
  listRequired: 'Pegue la lista, un artículo por línea',
  tooManyLines: 'Una lista tiene como máximo {max} líneas',
  lineTooLong: 'Cada línea tiene como máximo {max} caracteres',
  textTooLong: 'Una lista tiene como máximo {max} caracteres',
  linkInvalid: 'Este enlace no es válido. Abra el enlace del correo electrónico que recibió, completo.',
  linkExpired: 'Este enlace venció. Pida uno nuevo a la escuela.',
  alreadySubmitted: 'Esta lista ya se envió: gracias. Para cambiarla, pida un enlace nuevo a la escuela.',
  notSubmitted: 'El maestro todavía no envió la lista',
  draftMade: 'Ya se hizo un borrador con esta lista',
  representativesApprove: 'Solo los representantes de la escuela aprueban sus listas: la aprobación dice que la escuela la verificó',
  unknownRequest: 'No existe esa solicitud de lista',
  tooMany: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
} satisfies Translation<typeof en>;
