import { defineTexts } from './i18n/texts';
import en from './locales/photos.en';

/** What PUT /products/{id}/photo takes: the image types and the largest body. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_LIMIT_BYTES = 5 * 1024 * 1024;

// The API refuses a photo with these texts (415, 413) and the product dialog says the same before
// sending one: one catalog, loaded only by the API and the administrator's product dialog.
export const photoMessages = defineTexts('contract.photos', en, { es: () => import('./locales/photos.es') }).photos;

export const photoWrongTypeMessage = () => photoMessages.wrongType({ types: PHOTO_TYPES.join(', ') });
export const photoTooLargeMessage = () => photoMessages.tooLarge({ mb: PHOTO_LIMIT_BYTES / 1024 / 1024 });

/** Why the API would refuse this file as a product's photo, or null when it takes it. */
export function photoRefusal(file: { type: string; size: number }): string | null {
  if (!PHOTO_TYPES.some((type) => type === file.type.toLowerCase())) return photoWrongTypeMessage();
  if (file.size > PHOTO_LIMIT_BYTES) return photoTooLargeMessage();
  return null;
}
