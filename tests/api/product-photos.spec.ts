import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { Product, SupplyList } from '@ssb/contract';
import { PROJECT_ID } from '../../local/stack/profiles';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { closeAdminAuth } from '../support/auth';
import { twoSchoolsWithPersonas, type Personas } from '../support/roles';
import { closeTestDb, createListAt, createPricedProduct, ports, testDb } from '../support/stack';

// A product's photo: the original and two square WebP sizes kept in (the local) Cloud Storage,
// served from an address that changes with the photo.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let personas: Personas;

test.beforeAll(async () => {
  ({ personas } = await twoSchoolsWithPersonas());
});

const storage = `http://127.0.0.1:${ports.storage}/storage/v1/b/${PROJECT_ID}.appspot.com/o`;
const storedObject = (name: string) => fetch(`${storage}/${encodeURIComponent(name)}`);

/** A PNG drawn here, wider than tall, so the square crop shows. */
const png = (width = 640, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const putPhoto = (request: APIRequestContext, productId: string, body: Buffer, contentType: string, token: string | null = personas.admin) =>
  request.put(`/api/products/${productId}/photo`, { data: body, headers: { 'Content-Type': contentType, ...as(token).headers } });

test('an administrator puts a photo: the original and a 320 px and a 960 px square WebP are stored and served for a year', async ({ request }) => {
  const productId = await createPricedProduct(499);
  const res = await putPhoto(request, productId, await png(), 'image/png');
  expect(res.status(), await res.text()).toBe(200);
  await expectAnswer('PUT /products/{id}/photo', res);
  const { product } = (await res.json()) as { product: Product };
  expect(product.thumbnailUrl).toMatch(new RegExp(`^/api/products/${productId}/photo/[\\w-]+/320\\.webp$`));
  expect(product.photoUrl).toMatch(new RegExp(`^/api/products/${productId}/photo/[\\w-]+/960\\.webp$`));

  const { photo } = (await testDb().doc(`products/${productId}`).get()).data() as { photo: { version: string } };
  for (const name of ['original', '320.webp', '960.webp']) {
    expect((await storedObject(`products/${productId}/photos/${photo.version}/${name}`)).status, name).toBe(200);
  }

  const thumbnail = await request.get(product.thumbnailUrl!);
  expect(thumbnail.status()).toBe(200);
  await expectAnswer('GET /products/{id}/photo/{version}/{size}.webp', thumbnail);
  expect(thumbnail.headers()['content-type']).toBe('image/webp');
  expect(thumbnail.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await sharp(await thumbnail.body()).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
  const large = await request.get(product.photoUrl!);
  expect(await sharp(await large.body()).metadata()).toMatchObject({ format: 'webp', width: 960, height: 960 });

  // Everyone reads the product with its photo's addresses.
  const read = await request.get(`/api/products/${productId}`);
  expect(((await read.json()) as { product: Product }).product).toMatchObject({ photoUrl: product.photoUrl, thumbnailUrl: product.thumbnailUrl });
  // And a list holding it names its thumbnail, for the shop's chosen list.
  const { listId } = await createListAt('100 Main St, Portland, OR 97201', true, [{ productId, quantity: 1 }]);
  const list = await request.get(`/api/supply-lists/${listId}`);
  await expectAnswer('GET /supply-lists/{id}', list);
  const { productsMappings } = ((await list.json()) as { supplyList: SupplyList }).supplyList;
  expect(productsMappings[0]?.product.thumbnailUrl).toBe(product.thumbnailUrl);
  // And its larger photo, which the order step opens.
  expect(productsMappings[0]?.product.photoUrl).toBe(product.photoUrl);

  // A new photo has new addresses; the old one's files go.
  const again = await putPhoto(request, productId, await png(300, 500), 'image/png');
  const replaced = ((await again.json()) as { product: Product }).product;
  expect(replaced.thumbnailUrl).not.toBe(product.thumbnailUrl);
  expect((await storedObject(`products/${productId}/photos/${photo.version}/original`)).status).toBe(404);
});

test('only administrators put or delete a photo', async ({ request }) => {
  const productId = await createPricedProduct(299);
  const image = await png(64, 64);
  await onlyAdminMay(personas, (token) => putPhoto(request, productId, image, 'image/png', token));
  await onlyAdminMay(personas, (token) => request.delete(`/api/products/${productId}/photo`, as(token)));
  expect((await testDb().doc(`products/${productId}`).get()).data()).not.toHaveProperty('photo');
});

test('a photo of another type is refused with 415, one above 5 MB with 413, one of an unknown product with 404', async ({ request }) => {
  const productId = await createPricedProduct(199);
  const gif = await putPhoto(request, productId, Buffer.from('GIF89a'), 'image/gif');
  expect(gif.status()).toBe(415);
  await expectAnswer('PUT /products/{id}/photo', gif);
  expect(await gif.json()).toEqual({ error: 'Send the photo as a JPEG, PNG or WebP image, with its Content-Type (image/jpeg, image/png, image/webp)' });
  const big = await putPhoto(request, productId, Buffer.alloc(6 * 1024 * 1024, 1), 'image/jpeg');
  expect(big.status()).toBe(413);
  await expectAnswer('PUT /products/{id}/photo', big);
  expect(await big.json()).toEqual({ error: 'The photo is larger than 5 MB' });
  // In the language the product dialog asks in.
  const spanish = await request.put(`/api/products/${productId}/photo`, {
    data: Buffer.alloc(6 * 1024 * 1024, 1),
    headers: { 'Content-Type': 'image/jpeg', 'Accept-Language': 'es', ...as(personas.admin).headers },
  });
  expect(await spanish.json()).toEqual({ error: 'La foto pesa más de 5 MB' });
  const unknown = await putPhoto(request, 'no-such-product', await png(32, 32), 'image/png');
  expect(unknown.status()).toBe(404);
  await expectAnswer('PUT /products/{id}/photo', unknown);
  // Bytes that are not the image they say they are.
  const broken = await putPhoto(request, productId, Buffer.from('not a png at all'), 'image/png');
  expect(broken.status()).toBe(400);
  expect((await testDb().doc(`products/${productId}`).get()).data()).not.toHaveProperty('photo');
});

test('deleting the photo removes its files and its addresses', async ({ request }) => {
  const productId = await createPricedProduct(899);
  const put = await putPhoto(request, productId, await png(), 'image/png');
  const { product } = (await put.json()) as { product: Product };
  const { photo } = (await testDb().doc(`products/${productId}`).get()).data() as { photo: { version: string } };

  const res = await request.delete(`/api/products/${productId}/photo`, as(personas.admin));
  expect(res.status(), await res.text()).toBe(200);
  await expectAnswer('DELETE /products/{id}/photo', res);
  const answered = ((await res.json()) as { product: Product }).product;
  expect(answered).not.toHaveProperty('photoUrl');
  expect(answered).not.toHaveProperty('thumbnailUrl');
  for (const name of ['original', '320.webp', '960.webp']) {
    expect((await storedObject(`products/${productId}/photos/${photo.version}/${name}`)).status, name).toBe(404);
  }
  const gone = await request.get(product.thumbnailUrl!);
  expect(gone.status()).toBe(404);
  await expectAnswer('GET /products/{id}/photo/{version}/{size}.webp', gone);
  expect((await request.delete(`/api/products/no-such-product/photo`, as(personas.admin))).status()).toBe(404);
});

test('deleting the product removes its photo’s files too', async ({ request }) => {
  // A product no list uses, so it may be deleted.
  const created = await request.post('/api/products', { data: { name: 'Photo Frame' }, ...as(personas.admin) });
  const productId = ((await created.json()) as { product: Product }).product.id;
  await putPhoto(request, productId, await png(), 'image/png');
  const { photo } = (await testDb().doc(`products/${productId}`).get()).data() as { photo: { version: string } };
  const res = await request.delete(`/api/products/${productId}`, as(personas.admin));
  expect(res.status(), await res.text()).toBe(204);
  for (const name of ['original', '320.webp', '960.webp']) {
    expect((await storedObject(`products/${productId}/photos/${photo.version}/${name}`)).status, name).toBe(404);
  }
});
