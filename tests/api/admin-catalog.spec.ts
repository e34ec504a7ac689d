import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffMessages, type Product, type SupplyList } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth } from '../support/auth';
import { twoSchoolsWithPersonas, type Personas } from '../support/roles';
import { newListCounters } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';

// Products and the administrator's list calls: publish, unpublish, price.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: string;
let personas: Personas;
let schoolId: string;

test.beforeAll(async () => {
  ({ schoolId, personas } = await twoSchoolsWithPersonas());
  admin = personas.admin;
});

const doc = async (path: string) => (await testDb().doc(path).get()).data();

async function createProduct(request: APIRequestContext, data: object): Promise<Product> {
  const res = await request.post('/api/products', { data, ...as(admin) });
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /products', res);
  return ((await res.json()) as { product: Product }).product;
}

/** A list of the test's school written as the school dashboard would leave it: a draft with a stored total, or published with a locked one. */
async function writeList(items: { productId: string; quantity: number }[], options: { published: boolean; totalPriceCents: number | null }) {
  const id = `admin-list-${randomUUID().slice(0, 8)}`;
  const now = new Date();
  const batch = testDb().batch();
  batch.set(testDb().doc(`supplyLists/${id}`), {
    schoolId,
    name: `Admin List ${id}`,
    nameKey: `admin list ${id}`,
    totalPriceCents: options.totalPriceCents,
    note: '',
    published: options.published,
    items,
    productIds: items.map((i) => i.productId),
    orderCount: 0,
    createdAt: now,
    updatedAt: now,
  });
  // The school counts it; the products' counters are left behind, as the delete test needs one that lags.
  batch.update(testDb().doc(`schools/${schoolId}`), newListCounters(options.published));
  await batch.commit();
  return id;
}

test.describe('products', () => {
  test('an administrator creates a product: INDIVIDUAL by default, description and price optional, used in no list yet', async ({ request }) => {
    const bare = await createProduct(request, { name: 'Ruler (12 inch)' });
    expect(bare).toMatchObject({ name: 'Ruler (12 inch)', description: '', price: null, productType: 'INDIVIDUAL', supplyListCount: 0 });
    const full = await createProduct(request, { name: 'Class Globe', description: 'For the classroom.', price: 24.99, productType: 'CLASSROOM' });
    expect(full).toMatchObject({ price: 24.99, productType: 'CLASSROOM' });
    expect(await doc(`products/${full.id}`)).toMatchObject({ priceCents: 2499, nameKey: 'class globe', supplyListCount: 0 });
    // Everyone reads products; only administrators see how many lists use one.
    const read = await request.get(`/api/products/${full.id}`);
    await expectAnswer('GET /products/{id}', read);
    const publicView = ((await read.json()) as { product: Product }).product;
    expect(publicView).toMatchObject({ name: 'Class Globe', price: 24.99 });
    expect(publicView).not.toHaveProperty('supplyListCount');
    const adminPage = await request.get('/api/products?name=crayons', as(admin));
    await expectAnswer('GET /products', adminPage);
    const adminList = ((await adminPage.json()) as { products: Product[] }).products;
    expect(adminList.find((p) => p.id === 'prod-crayons')?.supplyListCount).toBeGreaterThan(0);
  });

  test('an update replaces the product as the dialog sends it: what is left out is empty', async ({ request }) => {
    const product = await createProduct(request, { name: 'Stapler', description: 'Desk stapler', price: 6.5, productType: 'CLASSROOM' });
    const res = await request.put(`/api/products/${product.id}`, { data: { name: 'Mini Stapler', productType: 'SCHOOL_WIDE' }, ...as(admin) });
    expect(res.status()).toBe(200);
    await expectAnswer('PUT /products/{id}', res);
    expect(((await res.json()) as { product: Product }).product).toMatchObject({
      name: 'Mini Stapler',
      description: '',
      price: null,
      productType: 'SCHOOL_WIDE',
    });
  });

  test('bad input is 400 naming the field; unknown products are 404', async ({ request }) => {
    // The contract's message where it has one for the mistake; else the field it is about.
    const priceInvalid = `price: ${staffMessages.priceInvalid}`;
    const bad: [Record<string, unknown>, unknown][] = [
      [{}, expect.stringMatching(/^name: /)],
      [{ name: '' }, `name: ${staffMessages.productNameRequired}`],
      [{ name: 'A', price: -1 }, priceInvalid],
      [{ name: 'A', price: 1.005 }, priceInvalid],
      [{ name: 'A', price: '2' }, expect.stringMatching(/^price: /)],
      [{ name: 'A', productType: 'BULK' }, expect.stringMatching(/^productType: /)],
      [{ name: 'A', description: 'x'.repeat(1001) }, expect.stringMatching(/^description: /)],
    ];
    for (const [data, error] of bad) {
      const res = await request.post('/api/products', { data, ...as(admin) });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toEqual(error);
      expect((await request.put('/api/products/prod-crayons', { data, ...as(admin) })).status(), JSON.stringify(data)).toBe(400);
    }
    expect((await request.put('/api/products/no-such-product', { data: { name: 'A' }, ...as(admin) })).status()).toBe(404);
    expect((await request.delete('/api/products/no-such-product', as(admin))).status()).toBe(404);
  });

  test('a product has a Stripe product tax code: txcd_99999999 unless given, answered with the product to everyone', async ({ request }) => {
    const bare = await createProduct(request, { name: 'Eraser (pink)' });
    expect(bare.taxCode).toBe('txcd_99999999');
    expect(await doc(`products/${bare.id}`)).toMatchObject({ taxCode: 'txcd_99999999' });
    const coded = await createProduct(request, { name: 'Composition Notebook', price: 2.5, taxCode: 'txcd_35010000' });
    expect(coded.taxCode).toBe('txcd_35010000');
    const read = await request.get(`/api/products/${coded.id}`);
    await expectAnswer('GET /products/{id}', read);
    expect(((await read.json()) as { product: Product }).product.taxCode).toBe('txcd_35010000');
    // The dialog sends the whole product: a code left out is the default again.
    const updated = await request.put(`/api/products/${coded.id}`, { data: { name: 'Composition Notebook' }, ...as(admin) });
    await expectAnswer('PUT /products/{id}', updated);
    expect(((await updated.json()) as { product: Product }).product.taxCode).toBe('txcd_99999999');

    // A product stored before products had a tax code reads as the default: no migration is needed.
    const id = `prod-untaxed-${randomUUID().slice(0, 8)}`;
    await testDb()
      .doc(`products/${id}`)
      .set({ name: 'Old Ruler', nameKey: 'old ruler', description: '', priceCents: 150, productType: 'INDIVIDUAL', supplyListCount: 0, createdAt: new Date() });
    const old = await request.get(`/api/products/${id}`);
    await expectAnswer('GET /products/{id}', old);
    expect(((await old.json()) as { product: Product }).product).toMatchObject({ name: 'Old Ruler', taxCode: 'txcd_99999999' });
  });

  test('a tax code of another shape is 400 with the contract’s message, in English and in Spanish', async ({ request }) => {
    for (const taxCode of ['txcd_1234567', 'txcd_123456789', 'TXCD_12345678', 'tx_12345678', 'txcd_1234567a', '', 12345678]) {
      const res = await request.post('/api/products', { data: { name: 'Bad Code', taxCode }, ...as(admin) });
      expect(res.status(), JSON.stringify(taxCode)).toBe(400);
      await expectAnswer('POST /products', res);
      expect(((await res.json()) as { error: string }).error, JSON.stringify(taxCode)).toBe(
        'taxCode: Enter a product tax code: txcd_ and 8 digits, such as txcd_99999999',
      );
    }
    const spanish = await request.put('/api/products/prod-crayons', {
      data: { name: 'Crayons', taxCode: 'txcd_1' },
      headers: { ...bearer(admin), 'Accept-Language': 'es' },
    });
    expect(spanish.status()).toBe(400);
    expect(((await spanish.json()) as { error: string }).error).toBe('taxCode: Ingrese un código fiscal de producto: txcd_ y 8 dígitos, como txcd_99999999');
    expect((await testDb().collection('products').where('name', '==', 'Bad Code').get()).size).toBe(0);
  });

  test('a new price re-prices the drafts that use it; published lists keep their locked price and orders never change', async ({ request }) => {
    const product = await createProduct(request, { name: 'Highlighters (4 pack)', price: 3 });
    const items = [
      { productId: product.id, quantity: 2 },
      { productId: 'prod-crayons', quantity: 1 },
    ];
    const draft = await writeList(items, { published: false, totalPriceCents: 2 * 300 + 299 });
    const published = await writeList(items, { published: true, totalPriceCents: 1234 });
    const order = await doc('orders/order-demo-0001');

    const res = await request.put(`/api/products/${product.id}`, { data: { name: 'Highlighters (4 pack)', price: 4.25 }, ...as(admin) });
    expect(res.status()).toBe(200);
    expect(await doc(`supplyLists/${draft}`)).toMatchObject({ totalPriceCents: 2 * 425 + 299 });
    expect(await doc(`supplyLists/${published}`)).toMatchObject({ totalPriceCents: 1234 });
    expect(await doc('orders/order-demo-0001')).toEqual(order);
    const shown = ((await (await request.get(`/api/supply-lists/${draft}`, as(admin))).json()) as { supplyList: SupplyList }).supplyList;
    expect(shown.totalPrice).toBe(11.49);
  });

  test('a product a list uses cannot be deleted (409); an unused one can', async ({ request }) => {
    const used = await request.delete('/api/products/prod-crayons', as(admin));
    expect(used.status()).toBe(409);
    await expectAnswer('DELETE /products/{id}', used);
    expect(((await used.json()) as { error: string }).error).toMatch(/^This product is used in \d+ supply lists?\./);
    expect(await doc('products/prod-crayons')).toBeTruthy();

    const product = await createProduct(request, { name: 'Temporary Product' });
    const listed = await writeList([{ productId: product.id, quantity: 1 }], { published: false, totalPriceCents: 0 });
    // Even when a counter lags, the list using it keeps it.
    expect((await request.delete(`/api/products/${product.id}`, as(admin))).status()).toBe(409);
    await testDb().doc(`supplyLists/${listed}`).delete();
    const deleted = await request.delete(`/api/products/${product.id}`, as(admin));
    expect(deleted.status()).toBe(204);
    await expectAnswer('DELETE /products/{id}', deleted);
    expect((await request.get(`/api/products/${product.id}`)).status()).toBe(404);
  });

  test('only an administrator creates, edits or deletes products', async ({ request }) => {
    const product = await createProduct(request, { name: 'Guarded Product', price: 1 });
    const name = `Refused ${randomUUID()}`;
    await onlyAdminMay(personas, (token) => request.post('/api/products', { data: { name }, ...as(token) }));
    await onlyAdminMay(personas, (token) => request.put(`/api/products/${product.id}`, { data: { name }, ...as(token) }));
    await onlyAdminMay(personas, (token) => request.delete(`/api/products/${product.id}`, as(token)));
    expect(await doc(`products/${product.id}`)).toMatchObject({ name: 'Guarded Product', priceCents: 100 });
    expect((await testDb().collection('products').where('name', '==', name).get()).size).toBe(0);
  });
});

test.describe('publishing and prices', () => {
  const shopLists = async (request: APIRequestContext) =>
    ((await (await request.get(`/api/schools/${schoolId}/supply-lists`)).json()) as { supplyLists: SupplyList[] }).supplyLists.map((l) => l.id);
  const publishedCount = async () => (await doc(`schools/${schoolId}`))!.publishedListCount as number;

  test('publishing shows a list in the shop at once with its price locked; unpublishing hides it; the school counts its published lists', async ({
    request,
  }) => {
    const list = await writeList([{ productId: 'prod-crayons', quantity: 2 }], { published: false, totalPriceCents: null });
    const before = await publishedCount();
    const res = await request.put(`/api/supply-lists/${list}/publish`, as(admin));
    expect(res.status(), await res.text()).toBe(200);
    await expectAnswer('PUT /supply-lists/{id}/publish', res);
    expect(((await res.json()) as { supplyList: SupplyList }).supplyList).toMatchObject({ id: list, published: true, totalPrice: 5.98, orderCount: 0 });
    expect(await doc(`supplyLists/${list}`)).toMatchObject({ published: true, totalPriceCents: 598 });
    expect(await shopLists(request)).toContain(list);
    expect(await publishedCount()).toBe(before + 1);

    // Publishing again changes nothing.
    await request.put(`/api/supply-lists/${list}/publish`, as(admin));
    expect(await publishedCount()).toBe(before + 1);

    const hidden = await request.put(`/api/supply-lists/${list}/unpublish`, as(admin));
    await expectAnswer('PUT /supply-lists/{id}/unpublish', hidden);
    expect(((await hidden.json()) as { supplyList: SupplyList }).supplyList.published).toBe(false);
    expect(await shopLists(request)).not.toContain(list);
    expect(await publishedCount()).toBe(before);
    await request.put(`/api/supply-lists/${list}/unpublish`, as(admin));
    expect(await publishedCount()).toBe(before);
  });

  test('an empty list, or one too cheap to charge, is refused with a clear message', async ({ request }) => {
    const empty = await writeList([], { published: false, totalPriceCents: null });
    const res = await request.put(`/api/supply-lists/${empty}/publish`, as(admin));
    expect(res.status()).toBe(409);
    await expectAnswer('PUT /supply-lists/{id}/publish', res);
    expect(((await res.json()) as { error: string }).error).toBe('This list has no products yet. Add at least one product before publishing it.');
    const cheap = await writeList([{ productId: 'prod-planner', quantity: 1 }], { published: false, totalPriceCents: null });
    const tooCheap = await request.put(`/api/supply-lists/${cheap}/publish`, as(admin));
    expect(tooCheap.status()).toBe(409);
    expect(((await tooCheap.json()) as { error: string }).error).toMatch(/at least \$0\.50/);
    expect(await doc(`supplyLists/${cheap}`)).toMatchObject({ published: false });
  });

  test('the administrator sets a price, on a published list too, and the shop shows it', async ({ request }) => {
    const list = await writeList([{ productId: 'prod-crayons', quantity: 1 }], { published: true, totalPriceCents: 299 });
    const res = await request.put(`/api/supply-lists/${list}/price`, { data: { totalPrice: 12.5 }, ...as(admin) });
    expect(res.status()).toBe(200);
    await expectAnswer('PUT /supply-lists/{id}/price', res);
    expect(((await res.json()) as { supplyList: SupplyList }).supplyList.totalPrice).toBe(12.5);
    const shop = ((await (await request.get(`/api/schools/${schoolId}/supply-lists`)).json()) as { supplyLists: SupplyList[] }).supplyLists;
    expect(shop.find((l) => l.id === list)?.totalPrice).toBe(12.5);
    // A published list must stay chargeable.
    expect((await request.put(`/api/supply-lists/${list}/price`, { data: { totalPrice: 0.2 }, ...as(admin) })).status()).toBe(409);
    const draft = await writeList([{ productId: 'prod-crayons', quantity: 1 }], { published: false, totalPriceCents: 299 });
    expect((await request.put(`/api/supply-lists/${draft}/price`, { data: { totalPrice: 0 }, ...as(admin) })).status()).toBe(200);
  });

  test('bad prices are 400 and unknown lists 404', async ({ request }) => {
    // The contract's message for a number that is no price; else the field it is about.
    const priceInvalid = `totalPrice: ${staffMessages.priceInvalid}`;
    const notANumber = expect.stringMatching(/^totalPrice: /);
    const bad: [Record<string, unknown>, unknown][] = [
      [{}, notANumber],
      [{ totalPrice: -1 }, priceInvalid],
      [{ totalPrice: 1.234 }, priceInvalid],
      [{ totalPrice: '5' }, notANumber],
      [{ totalPrice: null }, notANumber],
      [{ totalPrice: 1_000_000 }, priceInvalid],
    ];
    for (const [data, error] of bad) {
      const res = await request.put('/api/supply-lists/list-lincoln-5/price', { data, ...as(admin) });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toEqual(error);
    }
    for (const action of ['publish', 'unpublish']) expect((await request.put(`/api/supply-lists/no-such-list/${action}`, as(admin))).status()).toBe(404);
    expect((await request.put('/api/supply-lists/no-such-list/price', { data: { totalPrice: 1 }, ...as(admin) })).status()).toBe(404);
  });

  test('only an administrator publishes, unpublishes or sets a list price, not even the school’s representative', async ({ request }) => {
    const list = await writeList([{ productId: 'prod-crayons', quantity: 1 }], { published: false, totalPriceCents: 299 });
    await onlyAdminMay(personas, (token) => request.put(`/api/supply-lists/${list}/publish`, as(token)));
    await onlyAdminMay(personas, (token) => request.put(`/api/supply-lists/${list}/unpublish`, as(token)));
    await onlyAdminMay(personas, (token) => request.put(`/api/supply-lists/${list}/price`, { data: { totalPrice: 1 }, ...as(token) }));
    expect(await doc(`supplyLists/${list}`)).toMatchObject({ published: false, totalPriceCents: 299 });
  });
});
