import type { Translation } from '@ssb/contract';
import type en from './teacher.en';

export default {
  label: 'Maestro',
  notKnownYet: 'Aún no se sabe',
  saved: 'Se guardó el maestro',
  failed: 'No se guardó el maestro. Inténtelo de nuevo.',
} satisfies Translation<typeof en>;
