import type { Translation } from '../i18n/texts';
import type en from './margins.en';

export default {
  margins: {
    fromInvalid: 'Indique el primer día como fecha, AAAA-MM-DD',
    toInvalid: 'Indique el último día como fecha, AAAA-MM-DD',
    toBeforeFrom: 'El último día no puede ser anterior al primero',
    rangeTooLong: 'Elija {days} días como máximo',
  },
} satisfies Translation<typeof en>;
