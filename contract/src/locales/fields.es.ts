import type { Translation } from '../i18n/texts';
import type en from './fields.en';

export default {
  tooLong: 'debe tener como máximo {max} caracteres',
  invalidText: 'contiene caracteres que no son texto válido',
  invalidId: 'Identificador no válido',
} satisfies Translation<typeof en>;
