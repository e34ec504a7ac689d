import type { Translation } from '../i18n/texts';
import type en from './photos.en';

export default {
  photos: {
    wrongType: 'Envíe la foto como imagen JPEG, PNG o WebP, con su Content-Type ({types})',
    tooLarge: 'La foto pesa más de {mb} MB',
  },
} satisfies Translation<typeof en>;
