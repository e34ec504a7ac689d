import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product, PurchaseOrder } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { closeAdminAuth } from '../support/auth';
import { twoSchoolsWithPersonas, type Personas } from '../support/roles';
import { closeTestDb, testDb } from '../support/stack';

// Purchase orders: what the vendor buys from a supplier, ordered, then received in one or more
// deliveries that put the goods on the shelf. Administrators only.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: string;
let personas: Personas;

test.beforeAll(async () => {
  ({ personas } = await twoSchoolsWithPersonas());
  admin = personas.admin;
});

async function createSupplier(request: APIRequestContext) {
  const res = await request.post('/api/suppliers', {
    data: { name: `PO Supplier ${randomUUID().slice(0, 6)}`, email: 'orders@po-supplier.example.com', leadTimeDays: 5 },
    ...as(admin),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { supplier: { id: string; name: string } }).supplier;
}

async function stockedProduct(request: APIRequestContext, supplierId: string, fields: Record<string, unknown> = {}): Promise<Product> {
  const res = await request.post('/api/products', {
    data: {
      name: `PO Crayons ${randomUUID().slice(0, 6)}`,
      price: 2.5,
      sku: `CRY-${randomUUID().slice(0, 4)}`,
      supplierId,
      cost: 0.85,
      packSize: 12,
      stockOnHand: 3,
      ...fields,
    },
    ...as(admin),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: Product }).product;
}

async function draft(request: APIRequestContext, supplierId: string, lines: { productId: string; quantity: number; unitCost: number }[]) {
  const res = await request.post('/api/purchase-orders', { data: { supplierId, lines }, ...as(admin) });
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /purchase-orders', res);
  return ((await res.json()) as { purchaseOrder: PurchaseOrder }).purchaseOrder;
}

const setStatus = (request: APIRequestContext, id: string, status: string) =>
  request.put(`/api/purchase-orders/${id}/status`, { data: { status }, ...as(admin) });
const receive = (request: APIRequestContext, id: string, lines: { productId: string; quantity: number }[]) =>
  request.post(`/api/purchase-orders/${id}/receipts`, { data: { lines }, ...as(admin) });

async function stockOf(productId: string) {
  const doc = (await testDb().doc(`products/${productId}`).get()).data()!;
  return { stockOnHand: doc.stockOnHand as number | undefined, onOrder: (doc.onOrder as number | undefined) ?? 0 };
}

const purchaseOrdersOf = async (supplierId: string) => (await testDb().collection('purchaseOrders').where('supplierId', '==', supplierId).get()).docs;

async function errorOf(res: { json(): Promise<unknown> }) {
  return ((await res.json()) as { error: string }).error;
}

test.describe('who may', () => {
  test('only administrators make, list, read, move, receive and export purchase orders', async ({ request }) => {
    const supplier = await createSupplier(request);
    const product = await stockedProduct(request, supplier.id);
    const po = await draft(request, supplier.id, [{ productId: product.id, quantity: 12, unitCost: 0.85 }]);
    const data = { supplierId: supplier.id, lines: [{ productId: product.id, quantity: 1, unitCost: 1 }] };
    await onlyAdminMay(personas, (token) => request.post('/api/purchase-orders', { data, ...as(token) }));
    await onlyAdminMay(personas, (token) => request.post('/api/purchase-orders/from-demand', { data: { supplierId: supplier.id }, ...as(token) }));
    await onlyAdminMay(personas, (token) => request.get('/api/purchase-orders', as(token)));
    await onlyAdminMay(personas, (token) => request.get(`/api/purchase-orders/${po.id}`, as(token)));
    await onlyAdminMay(personas, (token) => request.get(`/api/purchase-orders/${po.id}.csv`, as(token)));
    await onlyAdminMay(personas, (token) => request.put(`/api/purchase-orders/${po.id}/status`, { data: { status: 'ORDERED' }, ...as(token) }));
    await onlyAdminMay(personas, (token) =>
      request.post(`/api/purchase-orders/${po.id}/receipts`, { data: { lines: [{ productId: product.id, quantity: 1 }] }, ...as(token) }),
    );
    expect(await purchaseOrdersOf(supplier.id)).toHaveLength(1);
    expect((await testDb().doc(`purchaseOrders/${po.id}`).get()).data()).toMatchObject({ status: 'DRAFT', receipts: [] });
    expect(await stockOf(product.id)).toEqual({ stockOnHand: 3, onOrder: 0 });
  });
});

test.describe('a draft', () => {
  test('an administrator makes a numbered draft in dollars, kept in cents, and reads it, its page and its CSV', async ({ request }) => {
    const supplier = await createSupplier(request);
    const crayons = await stockedProduct(request, supplier.id);
    const glue = await stockedProduct(request, supplier.id, { name: `PO Glue ${randomUUID().slice(0, 6)}`, sku: null, packSize: null });
    const po = await draft(request, supplier.id, [
      { productId: crayons.id, quantity: 24, unitCost: 0.85 },
      { productId: glue.id, quantity: 3, unitCost: 1.1 },
    ]);
    expect(po.id).toMatch(/^PO-\d{4,}$/);
    expect(po).toMatchObject({
      supplierId: supplier.id,
      supplierName: supplier.name,
      status: 'DRAFT',
      total: 23.7,
      receipts: [],
      lines: [
        { productId: crayons.id, name: crayons.name, sku: crayons.sku, packSize: 12, quantity: 24, received: 0, unitCost: 0.85, lineTotal: 20.4 },
        { productId: glue.id, name: glue.name, sku: null, packSize: null, quantity: 3, received: 0, unitCost: 1.1, lineTotal: 3.3 },
      ],
    });
    const stored = (await testDb().doc(`purchaseOrders/${po.id}`).get()).data()!;
    expect(stored.lines.map((l: { unitCostCents: number }) => l.unitCostCents)).toEqual([85, 110]);
    // A draft orders nothing yet.
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 3, onOrder: 0 });

    const read = await request.get(`/api/purchase-orders/${po.id}`, as(admin));
    expect(read.status()).toBe(200);
    await expectAnswer('GET /purchase-orders/{id}', read);
    expect(((await read.json()) as { purchaseOrder: PurchaseOrder }).purchaseOrder).toEqual(po);

    const csv = await request.get(`/api/purchase-orders/${po.id}.csv`, as(admin));
    expect(csv.status(), await csv.text()).toBe(200);
    await expectAnswer('GET /purchase-orders/{id}.csv', csv);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toEqual([
      'SKU,Product,Pack size,Quantity,Received,Unit cost,Line total',
      `${crayons.sku},${crayons.name},12,24,0,0.85,20.40`,
      `,${glue.name},,3,0,1.10,3.30`,
      'Total,,,,,,23.70',
    ]);
    const spanish = await request.get(`/api/purchase-orders/${po.id}.csv`, { headers: { ...as(admin).headers, 'Accept-Language': 'es' } });
    expect((await spanish.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'SKU,Producto,Tamaño del paquete,Cantidad,Recibido,Costo unitario,Total de la línea',
    );

    const missing = await request.get('/api/purchase-orders/PO-NOPE', as(admin));
    expect(missing.status()).toBe(404);
    await expectAnswer('GET /purchase-orders/{id}', missing);
  });

  test('a zero, negative or fractional quantity, a bad unit cost, no lines, a product twice, a missing product or supplier: 400, nothing made', async ({
    request,
  }) => {
    const supplier = await createSupplier(request);
    const product = await stockedProduct(request, supplier.id);
    const line = { productId: product.id, quantity: 12, unitCost: 0.85 };
    const bad: [string, unknown, RegExp?][] = [
      ['quantity 0', { supplierId: supplier.id, lines: [{ ...line, quantity: 0 }] }, /whole number of at least 1/],
      ['quantity -1', { supplierId: supplier.id, lines: [{ ...line, quantity: -1 }] }, /whole number of at least 1/],
      ['quantity 1.5', { supplierId: supplier.id, lines: [{ ...line, quantity: 1.5 }] }, /whole number of at least 1/],
      ['unit cost -1', { supplierId: supplier.id, lines: [{ ...line, unitCost: -1 }] }, /unit cost/],
      ['unit cost 0.123', { supplierId: supplier.id, lines: [{ ...line, unitCost: 0.123 }] }, /unit cost/],
      ['no lines', { supplierId: supplier.id, lines: [] }, /at least one product/],
      ['a product twice', { supplierId: supplier.id, lines: [line, line] }, /each product once/],
      ['a missing product', { supplierId: supplier.id, lines: [{ ...line, productId: 'no-such-product' }] }, /Product no-such-product not found/],
      ['a missing supplier', { supplierId: 'no-such-supplier', lines: [line] }, /Supplier no-such-supplier not found/],
    ];
    for (const [what, data, message] of bad) {
      const res = await request.post('/api/purchase-orders', { data, ...as(admin) });
      expect(res.status(), what).toBe(400);
      await expectAnswer('POST /purchase-orders', res);
      expect(await errorOf(res), what).toMatch(message!);
    }
    expect(await purchaseOrdersOf(supplier.id)).toHaveLength(0);
  });
});

test.describe('ordering, receiving, cancelling', () => {
  test('ordering puts the quantities on order; receipts in two parts make it PARTIAL then RECEIVED, stock up and on order down, each kept with who and when', async ({
    request,
  }) => {
    const supplier = await createSupplier(request);
    const crayons = await stockedProduct(request, supplier.id);
    const untracked = await stockedProduct(request, supplier.id, { stockOnHand: null });
    const po = await draft(request, supplier.id, [
      { productId: crayons.id, quantity: 24, unitCost: 0.85 },
      { productId: untracked.id, quantity: 5, unitCost: 2 },
    ]);

    const ordered = await setStatus(request, po.id, 'ORDERED');
    expect(ordered.status(), await ordered.text()).toBe(200);
    await expectAnswer('PUT /purchase-orders/{id}/status', ordered);
    expect(((await ordered.json()) as { purchaseOrder: PurchaseOrder }).purchaseOrder).toMatchObject({ status: 'ORDERED', orderedAt: expect.any(String) });
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 3, onOrder: 24 });
    expect(await stockOf(untracked.id)).toEqual({ stockOnHand: undefined, onOrder: 5 });

    const first = await receive(request, po.id, [{ productId: crayons.id, quantity: 10 }]);
    expect(first.status(), await first.text()).toBe(201);
    await expectAnswer('POST /purchase-orders/{id}/receipts', first);
    const partial = ((await first.json()) as { purchaseOrder: PurchaseOrder }).purchaseOrder;
    expect(partial.status).toBe('PARTIAL');
    expect(partial.lines.map((l) => l.received)).toEqual([10, 0]);
    expect(partial.receipts).toEqual([{ at: expect.any(String), by: 'admin@example.com', lines: [{ productId: crayons.id, quantity: 10 }] }]);
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 13, onOrder: 14 });

    const second = await receive(request, po.id, [
      { productId: crayons.id, quantity: 14 },
      { productId: untracked.id, quantity: 5 },
    ]);
    expect(second.status(), await second.text()).toBe(201);
    const received = ((await second.json()) as { purchaseOrder: PurchaseOrder }).purchaseOrder;
    expect(received.status).toBe('RECEIVED');
    expect(received.receipts).toHaveLength(2);
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 27, onOrder: 0 });
    // Receiving a product that had no stock figure starts counting it.
    expect(await stockOf(untracked.id)).toEqual({ stockOnHand: 5, onOrder: 0 });

    // A received order is final.
    for (const status of ['ORDERED', 'CANCELLED']) {
      const res = await setStatus(request, po.id, status);
      expect(res.status(), status).toBe(409);
      await expectAnswer('PUT /purchase-orders/{id}/status', res);
      expect(await errorOf(res)).toBe(`This purchase order is RECEIVED: it cannot become ${status}`);
    }
    const more = await receive(request, po.id, [{ productId: crayons.id, quantity: 1 }]);
    expect(more.status()).toBe(409);
    expect(await errorOf(more)).toBe('This purchase order is RECEIVED: only an ORDERED or PARTIAL one receives goods');
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 27, onOrder: 0 });
  });

  test('receiving more than is still to come, a product not on the order, or a zero or negative count: 400 naming it, nothing moved', async ({ request }) => {
    const supplier = await createSupplier(request);
    const crayons = await stockedProduct(request, supplier.id);
    const other = await stockedProduct(request, supplier.id);
    const po = await draft(request, supplier.id, [{ productId: crayons.id, quantity: 12, unitCost: 0.85 }]);
    expect((await setStatus(request, po.id, 'ORDERED')).status()).toBe(200);
    expect((await receive(request, po.id, [{ productId: crayons.id, quantity: 5 }])).status()).toBe(201);

    const tooMany = await receive(request, po.id, [{ productId: crayons.id, quantity: 8 }]);
    expect(tooMany.status()).toBe(400);
    await expectAnswer('POST /purchase-orders/{id}/receipts', tooMany);
    expect(await errorOf(tooMany)).toBe(`Receiving 8 of ${crayons.name} is more than the 7 still to come`);
    const notOnOrder = await receive(request, po.id, [{ productId: other.id, quantity: 1 }]);
    expect(notOnOrder.status()).toBe(400);
    expect(await errorOf(notOnOrder)).toBe(`${other.name} is not on this purchase order`);
    for (const quantity of [0, -3, 1.5]) {
      const res = await receive(request, po.id, [{ productId: crayons.id, quantity }]);
      expect(res.status(), String(quantity)).toBe(400);
      expect(await errorOf(res)).toMatch(/whole number of at least 1/);
    }
    const stored = (await testDb().doc(`purchaseOrders/${po.id}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'PARTIAL', lines: [{ received: 5 }] });
    expect(stored.receipts).toHaveLength(1);
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 8, onOrder: 7 });
  });

  test('a draft is not received nor ordered twice; cancelling an order takes what has not arrived off order; a cancelled one is final', async ({ request }) => {
    const supplier = await createSupplier(request);
    const crayons = await stockedProduct(request, supplier.id);
    const po = await draft(request, supplier.id, [{ productId: crayons.id, quantity: 12, unitCost: 0.85 }]);
    const early = await receive(request, po.id, [{ productId: crayons.id, quantity: 1 }]);
    expect(early.status()).toBe(409);
    expect(await errorOf(early)).toBe('This purchase order is DRAFT: only an ORDERED or PARTIAL one receives goods');
    const bogus = await setStatus(request, po.id, 'RECEIVED');
    expect(bogus.status()).toBe(400);

    expect((await setStatus(request, po.id, 'ORDERED')).status()).toBe(200);
    const twice = await setStatus(request, po.id, 'ORDERED');
    expect(twice.status()).toBe(409);
    expect(await errorOf(twice)).toBe('This purchase order is ORDERED: it cannot become ORDERED');
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 3, onOrder: 12 });

    expect((await receive(request, po.id, [{ productId: crayons.id, quantity: 4 }])).status()).toBe(201);
    const cancelled = await setStatus(request, po.id, 'CANCELLED');
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect(((await cancelled.json()) as { purchaseOrder: PurchaseOrder }).purchaseOrder).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: expect.any(String),
    });
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 7, onOrder: 0 });
    const again = await setStatus(request, po.id, 'ORDERED');
    expect(again.status()).toBe(409);
    expect((await receive(request, po.id, [{ productId: crayons.id, quantity: 1 }])).status()).toBe(409);

    // A draft cancelled was never on order.
    const dropped = await draft(request, supplier.id, [{ productId: crayons.id, quantity: 6, unitCost: 0.85 }]);
    expect((await setStatus(request, dropped.id, 'CANCELLED')).status()).toBe(200);
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 7, onOrder: 0 });
    expect((await setStatus(request, 'PO-NOPE', 'ORDERED')).status()).toBe(404);
  });

  test('two receipts at once move stock exactly once each: of two that together are too many, one is refused', async ({ request }) => {
    const supplier = await createSupplier(request);
    const crayons = await stockedProduct(request, supplier.id, { stockOnHand: 0 });
    const po = await draft(request, supplier.id, [{ productId: crayons.id, quantity: 10, unitCost: 0.85 }]);
    expect((await setStatus(request, po.id, 'ORDERED')).status()).toBe(200);

    const racing = await Promise.all([
      receive(request, po.id, [{ productId: crayons.id, quantity: 6 }]),
      receive(request, po.id, [{ productId: crayons.id, quantity: 6 }]),
    ]);
    expect(racing.map((r) => r.status()).sort()).toEqual([201, 400]);
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 6, onOrder: 4 });

    const fitting = await Promise.all([
      receive(request, po.id, [{ productId: crayons.id, quantity: 2 }]),
      receive(request, po.id, [{ productId: crayons.id, quantity: 2 }]),
    ]);
    expect(fitting.map((r) => r.status())).toEqual([201, 201]);
    expect(await stockOf(crayons.id)).toEqual({ stockOnHand: 10, onOrder: 0 });
    const stored = (await testDb().doc(`purchaseOrders/${po.id}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'RECEIVED', lines: [{ received: 10 }] });
    expect(stored.receipts).toHaveLength(3);
  });
});

test.describe('from demand', () => {
  /** What unpacked paid boxes need of each product, as the demand counters keep it (set here directly). */
  async function needs(units: Record<string, number>) {
    await testDb().doc('demand/shop').set({ products: units }, { merge: true });
  }

  test('a draft of the supplier’s shortfalls only, rounded up to whole packs at each product’s cost; ordering it takes the shortfall away', async ({
    request,
  }) => {
    const supplier = await createSupplier(request);
    const other = await createSupplier(request);
    const packed = await stockedProduct(request, supplier.id, { stockOnHand: 3, packSize: 12, cost: 0.85 });
    const enough = await stockedProduct(request, supplier.id, { stockOnHand: 10 });
    const loose = await stockedProduct(request, supplier.id, { name: `PO Eraser ${randomUUID().slice(0, 6)}`, stockOnHand: null, packSize: null, cost: null });
    const elsewhere = await stockedProduct(request, other.id, { stockOnHand: 0 });
    await needs({ [packed.id]: 30, [enough.id]: 5, [loose.id]: 4, [elsewhere.id]: 9 });

    const res = await request.post('/api/purchase-orders/from-demand', { data: { supplierId: supplier.id }, ...as(admin) });
    expect(res.status(), await res.text()).toBe(201);
    await expectAnswer('POST /purchase-orders/from-demand', res);
    const po = ((await res.json()) as { purchaseOrder: PurchaseOrder }).purchaseOrder;
    expect(po).toMatchObject({ status: 'DRAFT', supplierId: supplier.id });
    const lines = [...po.lines].sort((a, b) => a.quantity - b.quantity);
    expect(lines).toEqual([
      expect.objectContaining({ productId: loose.id, quantity: 4, unitCost: 0, lineTotal: 0 }),
      expect.objectContaining({ productId: packed.id, quantity: 36, unitCost: 0.85, lineTotal: 30.6 }),
    ]);

    expect((await setStatus(request, po.id, 'ORDERED')).status()).toBe(200);
    const demand = await request.get(`/api/purchasing/demand?supplierId=${supplier.id}`, as(admin));
    const rows = ((await demand.json()) as { demand: { productId: string; onOrder: number; shortfall: number }[] }).demand;
    expect(rows.find((r) => r.productId === packed.id)).toMatchObject({ onOrder: 36, shortfall: 0 });
    const again = await request.post('/api/purchase-orders/from-demand', { data: { supplierId: supplier.id }, ...as(admin) });
    expect(again.status()).toBe(409);
    await expectAnswer('POST /purchase-orders/from-demand', again);
    expect(await errorOf(again)).toBe(`Nothing from ${supplier.name} is short: there is no shortfall to order`);
  });

  test('an unknown supplier: 400; a bad body: 400', async ({ request }) => {
    const unknown = await request.post('/api/purchase-orders/from-demand', { data: { supplierId: 'no-such-supplier' }, ...as(admin) });
    expect(unknown.status()).toBe(400);
    expect(await errorOf(unknown)).toBe('Supplier no-such-supplier not found');
    const bad = await request.post('/api/purchase-orders/from-demand', { data: {}, ...as(admin) });
    expect(bad.status()).toBe(400);
  });
});

test.describe('the list', () => {
  test('newest first, by status, a page at a time', async ({ request }) => {
    const supplier = await createSupplier(request);
    const product = await stockedProduct(request, supplier.id);
    const line = { productId: product.id, quantity: 12, unitCost: 0.85 };
    const a = await draft(request, supplier.id, [line]);
    const b = await draft(request, supplier.id, [line]);
    const c = await draft(request, supplier.id, [line]);
    expect((await setStatus(request, b.id, 'ORDERED')).status()).toBe(200);

    const ordered = await request.get('/api/purchase-orders?status=ORDERED&limit=200', as(admin));
    expect(ordered.status()).toBe(200);
    await expectAnswer('GET /purchase-orders', ordered);
    const orderedIds = ((await ordered.json()) as { purchaseOrders: PurchaseOrder[] }).purchaseOrders.map((p) => p.id);
    expect(orderedIds).toContain(b.id);
    expect(orderedIds).not.toContain(a.id);

    // Newest first, across pages: c, then a (b is ORDERED).
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await request.get(`/api/purchase-orders?status=DRAFT&limit=1${cursor ? `&cursor=${cursor}` : ''}`, as(admin));
      expect(res.status()).toBe(200);
      const page = (await res.json()) as { purchaseOrders: PurchaseOrder[]; nextCursor: string | null };
      expect(page.purchaseOrders.length).toBeLessThanOrEqual(1);
      seen.push(...page.purchaseOrders.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor && !seen.includes(a.id));
    expect(seen.indexOf(c.id)).toBeLessThan(seen.indexOf(a.id));
    expect(seen).not.toContain(b.id);

    const badStatus = await request.get('/api/purchase-orders?status=LOST', as(admin));
    expect(badStatus.status()).toBe(400);
  });
});
