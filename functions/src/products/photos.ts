import { PHOTO_SIZES } from '@ssb/contract';
import type { ProductDoc } from './repository';
import { bucket } from '../lib/firebase';

/** A photo's files never change under their address (it holds the version): cached for a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** Where a photo's files live in Storage: the original as sent, and one square WebP per size. */
export const photoObject = (productId: string, version: string, name: 'original' | `${PhotoSize}.webp`) => `products/${productId}/photos/${version}/${name}`;

export const photoObjects = (productId: string, version: string) => [
  photoObject(productId, version, 'original'),
  ...PHOTO_SIZES.map((size) => photoObject(productId, version, `${size}.webp`)),
];

/** The addresses the API serves a photo from; the version in them changes with the photo. */
export function photoUrls(productId: string, photo: ProductDoc['photo']): { photoUrl?: string; thumbnailUrl?: string } {
  if (!photo) return {};
  const url = (size: PhotoSize) => `/api/products/${productId}/photo/${photo.version}/${size}.webp`;
  return { photoUrl: url('960'), thumbnailUrl: url('320') };
}

/** Removes a photo's files; one already gone is no failure (a retried delete, a half-made upload). */
export async function removePhotoObjects(productId: string, version: string): Promise<void> {
  await Promise.all(photoObjects(productId, version).map((name) => bucket().file(name).delete({ ignoreNotFound: true })));
}
