import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_SIZES, PHOTO_TYPES, type Product } from '@ssb/contract';
import { badRequest, notFound } from '../http/errors';
import { bucket, db } from '../lib/firebase';
import { toStaffProduct } from './convert';
import { PHOTO_CACHE_CONTROL, photoObject, removePhotoObjects } from './photos';
import { findProduct, productsCollection } from './repository';
import { API_TEXTS } from '../texts';

type PhotoType = (typeof PHOTO_TYPES)[number];

const FORMAT_OF: Record<PhotoType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** The photo's square WebP of each size, cropped to its centre; refused when the bytes are not the type they were sent as. */
async function squares(original: Buffer, type: PhotoType): Promise<Map<string, Buffer>> {
  const unreadable = () => badRequest(API_TEXTS.photos.unreadable);
  const metadata = await sharp(original)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (metadata.format !== FORMAT_OF[type]) throw unreadable();
  const made = await Promise.all(
    PHOTO_SIZES.map(async (size) => {
      // rotate() first: a phone's JPEG says its orientation in EXIF, which WebP does not keep.
      const webp = await sharp(original).rotate().resize(Number(size), Number(size), { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
      return [`${size}.webp`, webp] as const;
    }),
  );
  return new Map(made);
}

/**
 * PUT /products/{id}/photo: keeps the original and its square WebPs in Storage, then points the
 * product at them. The files are written before the product names them, so no answer ever names
 * a file that is not there; the photo it replaces is removed after.
 */
export async function putProductPhoto(productId: string, original: Buffer, type: PhotoType): Promise<Product> {
  if (!(await findProduct(productId))) throw notFound(API_TEXTS.notFound.product);
  const webps = await squares(original, type);
  const version = createHash('sha256').update(original).digest('base64url').slice(0, 22);
  const save = (name: Parameters<typeof photoObject>[2], bytes: Buffer, contentType: string) =>
    bucket()
      .file(photoObject(productId, version, name))
      .save(bytes, { resumable: false, contentType, metadata: { cacheControl: PHOTO_CACHE_CONTROL } });
  await Promise.all([save('original', original, type), ...[...webps].map(([name, bytes]) => save(name as `${'320' | '960'}.webp`, bytes, 'image/webp'))]);

  const ref = productsCollection().doc(productId);
  const outcome = await db()
    .runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current) throw notFound(API_TEXTS.notFound.product);
      const photo = { version, originalType: type };
      tx.update(ref, { photo });
      return { product: { ...current, photo }, replaced: current.photo?.version };
    })
    .catch(async (err: unknown) => {
      // The product went meanwhile: its new files go too.
      await removePhotoObjects(productId, version);
      throw err;
    });
  if (outcome.replaced && outcome.replaced !== version) await removePhotoObjects(productId, outcome.replaced);
  return toStaffProduct(productId, outcome.product);
}
