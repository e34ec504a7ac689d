import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { closeAdminAuth } from '../support/auth';
import { twoSchoolsWithPersonas, type Personas } from '../support/roles';
import { writeList } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';

// Suppliers, and what a product costs the vendor and how many are on the shelf: administrators
// set and see them; no public or representative answer carries them.

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

const STAFF_FIELDS = ['sku', 'supplierId', 'cost', 'packSize', 'stockOnHand', 'reorderPoint'] as const;

async function createSupplier(request: APIRequestContext, name = `Supplier ${randomUUID().slice(0, 6)}`) {
  const res = await request.post('/api/suppliers', { data: { name, email: 'orders@supplier.example.com', leadTimeDays: 7 }, ...as(admin) });
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /suppliers', res);
  return ((await res.json()) as { supplier: { id: string; name: string } }).supplier;
}

async function stockedProduct(request: APIRequestContext, supplierId: string): Promise<Product> {
  const name = `Stocked Pencils ${randomUUID().slice(0, 6)}`;
  const res = await request.post('/api/products', {
    data: { name, price: 3.5, sku: 'PEN-24', supplierId, cost: 1.25, packSize: 12, stockOnHand: 40, reorderPoint: 10 },
    ...as(admin),
  });
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /products', res);
  return ((await res.json()) as { product: Product }).product;
}

function expectNoStaffFields(where: string, product: object) {
  for (const field of STAFF_FIELDS) expect(product, `${where} carries ${field}`).not.toHaveProperty(field);
}

test.describe('stock fields of a product', () => {
  test('an administrator sets SKU, supplier, cost, pack size and stock, and reads them back', async ({ request }) => {
    const supplier = await createSupplier(request);
    const product = await stockedProduct(request, supplier.id);
    expect(product).toMatchObject({ sku: 'PEN-24', supplierId: supplier.id, cost: 1.25, packSize: 12, stockOnHand: 40, reorderPoint: 10 });
    expect((await testDb().doc(`products/${product.id}`).get()).data()).toMatchObject({ costCents: 125, stockOnHand: 40 });
    const read = await request.get(`/api/products/${product.id}`, as(admin));
    await expectAnswer('GET /products/{id}', read);
    expect(((await read.json()) as { product: Product }).product).toMatchObject({ cost: 1.25, stockOnHand: 40 });
    // An update sends the product whole: what is left out is no longer tracked.
    const update = await request.put(`/api/products/${product.id}`, { data: { name: product.name, stockOnHand: 0 }, ...as(admin) });
    expect(update.status(), await update.text()).toBe(200);
    const updated = ((await update.json()) as { product: Product }).product;
    expect(updated).toMatchObject({ stockOnHand: 0 });
    expect(updated).not.toHaveProperty('cost');
    expect(updated).not.toHaveProperty('supplierId');
  });

  test('no public, family or representative answer carries cost, stock or supplier', async ({ request }) => {
    const supplier = await createSupplier(request);
    const product = await stockedProduct(request, supplier.id);
    const listId = await writeList(schoolId, { published: true, totalPriceCents: 1000, items: [{ productId: product.id, quantity: 2 }] });
    const prefix = encodeURIComponent(product.name.toLowerCase());
    for (const [who, token] of [
      ['anonymous', null],
      ['parent', personas.parent],
      ['rep', personas.rep],
    ] as const) {
      const one = await request.get(`/api/products/${product.id}`, as(token));
      expect(one.status()).toBe(200);
      expectNoStaffFields(`${who}: GET /products/{id}`, ((await one.json()) as { product: Product }).product);
      const page = await request.get(`/api/products?name=${prefix}`, as(token));
      const paged = ((await page.json()) as { products: Product[] }).products;
      expect(paged).toHaveLength(1);
      expectNoStaffFields(`${who}: GET /products`, paged[0]!);
      const onList = await request.get(`/api/products/supply-list/${listId}`, as(token));
      expect(onList.status()).toBe(200);
      const listed = ((await onList.json()) as { products: Product[] }).products;
      expect(listed).toHaveLength(1);
      expectNoStaffFields(`${who}: GET /products/supply-list/{id}`, listed[0]!);
      const list = await request.get(`/api/supply-lists/${listId}`, as(token));
      expect(JSON.stringify(await list.json()), `${who}: GET /supply-lists/{id}`).not.toMatch(/costCents|"cost"|stockOnHand|supplierId|"sku"/);
    }
    const search = await request.get(`/api/products/search?q=${prefix}`);
    const found = ((await search.json()) as { products: Product[] }).products;
    expect(found).toHaveLength(1);
    expectNoStaffFields('GET /products/search', found[0]!);
  });

  test('a negative stock, reorder point or cost, a pack size of 0 or a fraction, an unknown supplier: 400, nothing written', async ({ request }) => {
    const supplier = await createSupplier(request);
    const product = await stockedProduct(request, supplier.id);
    const bad = [
      { stockOnHand: -1 },
      { reorderPoint: -5 },
      { cost: -0.01 },
      { packSize: 0 },
      { packSize: 1.5 },
      { stockOnHand: 2.5 },
      { supplierId: 'no-such-supplier' },
    ];
    for (const fields of bad) {
      const created = await request.post('/api/products', { data: { name: 'Refused Product', ...fields }, ...as(admin) });
      expect(created.status(), `POST ${JSON.stringify(fields)}`).toBe(400);
      expect(((await created.json()) as { error?: string }).error).toBeTruthy();
      const updated = await request.put(`/api/products/${product.id}`, { data: { name: product.name, ...fields }, ...as(admin) });
      expect(updated.status(), `PUT ${JSON.stringify(fields)}`).toBe(400);
    }
    expect((await testDb().doc(`products/${product.id}`).get()).data()).toMatchObject({
      stockOnHand: 40,
      reorderPoint: 10,
      costCents: 125,
      supplierId: supplier.id,
    });
  });
});

test.describe('suppliers', () => {
  test('only administrators create and list suppliers', async ({ request }) => {
    const data = { name: 'Refused Supplier', email: 'refused@supplier.example.com', leadTimeDays: 3 };
    await onlyAdminMay(personas, (token) => request.post('/api/suppliers', { data, ...as(token) }));
    await onlyAdminMay(personas, (token) => request.get('/api/suppliers', as(token)));
    const name = `Acme Paper ${randomUUID().slice(0, 6)}`;
    const created = await createSupplier(request, name);
    expect(created).toMatchObject({ name, email: 'orders@supplier.example.com', leadTimeDays: 7 });
    const list = await request.get('/api/suppliers', as(admin));
    expect(list.status()).toBe(200);
    await expectAnswer('GET /suppliers', list);
    const suppliers = ((await list.json()) as { suppliers: { id: string; name: string }[] }).suppliers;
    expect(suppliers.find((s) => s.id === created.id)).toMatchObject({ name });
    expect(suppliers.some((s) => s.name === 'Refused Supplier')).toBe(false);
  });

  test('a supplier without a name, with a bad e-mail or a lead time that is not 0–365 whole days: 400', async ({ request }) => {
    const good = { name: 'Bad Input Supplier', email: 'a@supplier.example.com', leadTimeDays: 5 };
    for (const fields of [
      { name: '' },
      { email: 'not-an-email' },
      { leadTimeDays: -1 },
      { leadTimeDays: 366 },
      { leadTimeDays: 2.5 },
      { leadTimeDays: undefined },
    ]) {
      const res = await request.post('/api/suppliers', { data: { ...good, ...fields }, ...as(admin) });
      expect(res.status(), JSON.stringify(fields)).toBe(400);
      expect(((await res.json()) as { error?: string }).error).toBeTruthy();
    }
  });
});
