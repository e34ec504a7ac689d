import { Router } from 'express';
import { IdParam, ProductPhotoParams } from '@ssb/contract';
import { authenticate } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { imageBody, imageType } from '../http/image-body';
import { validated } from '../http/validate';
import { deleteProductPhoto } from '../products/delete-product-photo';
import { getProductPhoto } from '../products/get-product-photo';
import { PHOTO_CACHE_CONTROL } from '../products/photos';
import { putProductPhoto } from '../products/put-product-photo';

/** A product's photo: its body is an image, not JSON, so the app mounts this before its JSON check. */
export const productPhotosRouter = Router();

productPhotosRouter.put(
  '/:id/photo',
  authenticate(),
  requireAdmin(),
  imageBody(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ product: await putProductPhoto(params.id, req.body as Buffer, imageType(req)!) });
  }),
);

productPhotosRouter.delete(
  '/:id/photo',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json({ product: await deleteProductPhoto(params.id) });
  }),
);

productPhotosRouter.get(
  '/:id/photo/:version/:size.webp',
  validated({ params: ProductPhotoParams }, async ({ params }, _req, res) => {
    const bytes = await getProductPhoto(params.id, params.version, params.size);
    res.set({ 'Content-Type': 'image/webp', 'Cache-Control': PHOTO_CACHE_CONTROL }).send(bytes);
  }),
);
