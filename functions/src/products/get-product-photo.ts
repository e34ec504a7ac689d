import { notFound } from '../http/errors';
import { bucket } from '../lib/firebase';
import { photoObject, type PhotoSize } from './photos';
import { API_TEXTS } from '../texts';

/** GET /products/{id}/photo/{version}/{size}.webp: the file itself, read from Storage without a Firestore read. */
export async function getProductPhoto(productId: string, version: string, size: PhotoSize): Promise<Buffer> {
  try {
    const [bytes] = await bucket()
      .file(photoObject(productId, version, `${size}.webp`))
      .download();
    return bytes;
  } catch (err) {
    if ((err as { code?: unknown }).code === 404) throw notFound(API_TEXTS.photos.notFound);
    throw err;
  }
}
