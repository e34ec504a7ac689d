import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { BulkStatusResponse, DemandResponse, DemandRow, SetOrderStatusResponse } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth } from '../support/auth';
import { box, expectStatus, newGuest, placeBoxes, submitCard } from '../support/orders';
import { personasFor, type Personas } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, stored, writeList } from '../support/school-data';
import { closeTestDb, stack, testDb } from '../support/stack';

// Packing takes stock, and purchasing's demand: a box's move into Preparing takes its tracked
// items off the shelf in the same transaction (once, however the moves race), a move back or a
// cancellation puts them back, and GET /purchasing/demand answers what paid boxes not yet packed
// need from counters, per school or for the shop.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let personas: Personas;
let schoolId: string;
let otherSchoolId: string;

test.beforeAll(async () => {
  [schoolId, otherSchoolId] = await Promise.all([createPrivateSchool('Demand School'), createPrivateSchool('Other Demand School')]);
  personas = await personasFor(schoolId, otherSchoolId);
});

const tag = () => randomUUID().slice(0, 6);

/** Products of the test's own: `fields` (a name, stock, SKU, supplier) on top of a private product's. */
async function products(...fields: Record<string, unknown>[]): Promise<string[]> {
  const ids = await createPrivateProducts(fields.map(() => 200));
  await Promise.all(ids.map((id, i) => testDb().doc(`products/${id}`).update(fields[i]!)));
  return ids;
}

/** A guest's checkout of a box of each list, each leaving out what `skipped` says, paid by card. */
async function paidBoxes(request: Parameters<typeof placeBoxes>[0], boxes: { listId: string; skipped?: string[] }[]): Promise<string[]> {
  const { checkoutUrl, orderIds } = await placeBoxes(request, {
    ...newGuest(),
    boxes: boxes.map(({ listId, skipped }) => ({ ...box(listId), ...(skipped ? { skippedProductIds: skipped } : {}) })),
  });
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  for (const id of orderIds) await expectStatus(request, id, 'PAYMENT_SUCCESS');
  return orderIds;
}

const setStatus = (orderId: string, status: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.app}/api/orders/${orderId}/status`, {
    method: 'PUT',
    headers: { ...bearer(personas.admin), 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ status }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as SetOrderStatusResponse & { stockWarning?: string } }));

const stockOf = async (productId: string) => (await stored(`products/${productId}`))!.stockOnHand as number | undefined;

/** The demand rows of `productIds` (others' tests add their own products to the shop's demand). */
async function demand(query: string, productIds: string[]): Promise<DemandRow[]> {
  const answer = await call<DemandResponse>('GET', `/purchasing/demand${query}`, personas.admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.demand.filter((row) => productIds.includes(row.productId));
}

test.describe('GET /purchasing/demand: who may read it', () => {
  test('administrators only: 401 without a token, 403 for the unverified, a parent and representatives', async ({ request }) => {
    await onlyAdminMay(personas, (token) => request.get(`/api/purchasing/demand?schoolId=${schoolId}`, as(token)));
    const res = await request.get(`/api/purchasing/demand?schoolId=${schoolId}`, as(personas.admin));
    expect(res.status()).toBe(200);
    await expectAnswer('GET /purchasing/demand', res);
  });

  for (const query of ['schoolId=a%20b', 'supplierId=..%2Fx', `schoolId=${'x'.repeat(129)}`, 'schoolId=']) {
    test(`a malformed id (${query.slice(0, 20)}): 400`, async ({ request }) => {
      const res = await request.get(`/api/purchasing/demand?${query}`, as(personas.admin));
      expect(res.status(), await res.text()).toBe(400);
      expect(((await res.json()) as { error?: string }).error).toBeTruthy();
    });
  }
});

test('demand counts paid boxes not yet packed, after skips, per school and for the shop, and follows packing, cancel and revert', async ({ request }) => {
  const supplierId = `test-supplier-${tag()}`;
  const [glue, scissors] = await products({ name: `Glue ${tag()}`, sku: 'GLU-1', supplierId, stockOnHand: 3, onOrder: 1 }, { name: `Scissors ${tag()}` });
  const ids = [glue!, scissors!];
  const listA = await writeList(schoolId, {
    published: true,
    items: [
      { productId: glue!, quantity: 2 },
      { productId: scissors!, quantity: 1, optional: true },
    ],
  });
  const listB = await writeList(otherSchoolId, { published: true, items: [{ productId: glue!, quantity: 1 }] });

  // A box waiting for its payment needs nothing yet.
  await placeBoxes(request, { ...newGuest(), boxes: [box(listA)] });
  expect(await demand(`?schoolId=${schoolId}`, ids)).toEqual([]);

  const [whole] = await paidBoxes(request, [{ listId: listA }]);
  const [skipping] = await paidBoxes(request, [{ listId: listA, skipped: [scissors!] }]);
  await paidBoxes(request, [{ listId: listB }]);
  const row = (productId: string, fields: Partial<DemandRow>) => expect.objectContaining({ productId, ...fields });
  expect(await demand(`?schoolId=${schoolId}`, ids)).toEqual([
    { productId: glue, name: expect.stringMatching(/^Glue/), sku: 'GLU-1', supplierId, needed: 4, onHand: 3, onOrder: 1, shortfall: 0 },
    { productId: scissors, name: expect.stringMatching(/^Scissors/), sku: null, supplierId: null, needed: 1, onHand: null, onOrder: 0, shortfall: 1 },
  ]);
  expect(await demand(`?schoolId=${otherSchoolId}`, ids)).toEqual([row(glue!, { needed: 1, shortfall: 0 })]);
  expect(await demand('', ids)).toEqual([row(glue!, { needed: 5, onHand: 3, onOrder: 1, shortfall: 1 }), row(scissors!, { needed: 1, shortfall: 1 })]);
  expect(await demand(`?supplierId=${supplierId}`, ids)).toEqual([row(glue!, { needed: 5 })]);

  // Packing: out of demand and off the shelf.
  expect((await setStatus(whole!, 'PREPARING')).status).toBe(200);
  expect(await stockOf(glue!)).toBe(1);
  expect(await demand(`?schoolId=${schoolId}`, ids)).toEqual([row(glue!, { needed: 2, onHand: 1, shortfall: 0 })]);
  // A cancelled paid box needs nothing.
  expect((await call('DELETE', `/orders/${skipping}`, personas.admin)).status).toBe(200);
  expect(await demand(`?schoolId=${schoolId}`, ids)).toEqual([]);
  // Unpacked again: needed again, and its items back on the shelf.
  expect((await setStatus(whole!, 'PAYMENT_SUCCESS')).status).toBe(200);
  expect(await stockOf(glue!)).toBe(3);
  expect(await demand(`?schoolId=${schoolId}`, ids)).toEqual([row(glue!, { needed: 2, onHand: 3 }), row(scissors!, { needed: 1 })]);
  expect(await demand('', ids)).toEqual([row(glue!, { needed: 3, onHand: 3, shortfall: 0 }), row(scissors!, { needed: 1 })]);
});

test.describe('packing takes stock', () => {
  /** Two paid boxes of a list holding 2 glue sticks (3 on the shelf), 1 box of crayons (1 on the shelf) and an untracked ruler. */
  async function lastUnits(request: Parameters<typeof placeBoxes>[0]) {
    const [glue, crayons, ruler] = await products(
      { name: `Glue sticks ${tag()}`, stockOnHand: 3 },
      { name: `Crayons 24 ${tag()}`, stockOnHand: 1 },
      { name: `Ruler ${tag()}` },
    );
    const listId = await writeList(schoolId, {
      published: true,
      items: [
        { productId: glue!, quantity: 2 },
        { productId: crayons!, quantity: 1 },
        { productId: ruler!, quantity: 1 },
      ],
    });
    const boxes = await paidBoxes(request, [{ listId }, { listId }]);
    const names = await Promise.all([glue!, crayons!].map(async (id) => (await stored(`products/${id}`))!.name as string));
    return { glue: glue!, crayons: crayons!, ruler: ruler!, boxes: boxes as [string, string], warning: `2 short: ${names.join(', ')}` };
  }

  test('two boxes packed at once take the last units exactly once each: stock ends at the sum, the second is warned, the untracked ruler untouched', async ({
    request,
  }) => {
    const { glue, crayons, ruler, boxes, warning } = await lastUnits(request);
    // The same box moved twice at once as well: only one of its moves takes.
    const answers = await Promise.all([setStatus(boxes[0], 'PREPARING'), setStatus(boxes[1], 'PREPARING'), setStatus(boxes[0], 'PREPARING')]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stockOf(glue)).toBe(-1);
    expect(await stockOf(crayons)).toBe(-1);
    expect(await stored(`products/${ruler}`)).not.toHaveProperty('stockOnHand');
    expect(answers.map((a) => a.body.stockWarning).filter(Boolean)).toEqual([warning]);
    expect((await stored(`orders/${boxes[0]}`))!.stockTaken).toEqual({ [glue]: 2, [crayons]: 1 });

    // Back to paid: its items go back; cancelled while packed: its items go back too.
    expect((await setStatus(boxes[0], 'PAYMENT_SUCCESS')).status).toBe(200);
    expect(await stockOf(glue)).toBe(1);
    expect(await stored(`orders/${boxes[0]}`)).not.toHaveProperty('stockTaken');
    expect((await setStatus(boxes[1], 'CANCELLED')).status).toBe(200);
    expect(await stockOf(glue)).toBe(3);
    expect(await stockOf(crayons)).toBe(1);
    expect(await stored(`products/${ruler}`)).not.toHaveProperty('stockOnHand');
  });

  test('a packed box completed keeps its stock taken; the warning in Spanish; a bulk move warns too', async ({ request }) => {
    const { glue, crayons, boxes, warning } = await lastUnits(request);
    expect((await setStatus(boxes[0], 'PREPARING')).body.stockWarning).toBeUndefined();
    expect((await setStatus(boxes[0], 'COMPLETED')).status).toBe(200);
    expect(await stockOf(glue)).toBe(1);
    const spanish = await setStatus(boxes[1], 'COMPLETED', { 'Accept-Language': 'es' });
    expect(spanish.body.stockWarning).toBe(warning.replace('2 short:', 'Faltan 2:'));
    expect(await stockOf(crayons)).toBe(-1);
    expect((await setStatus(boxes[1], 'PAYMENT_SUCCESS')).status).toBe(200);

    const bulk = await call<BulkStatusResponse & { stockWarning?: string }>('POST', '/orders/bulk-status', personas.admin, {
      status: 'PREPARING',
      orderIds: [boxes[1]],
    });
    expect(bulk.body).toEqual({ moved: 1, skipped: [], stockWarning: warning });
    expect(await stockOf(glue)).toBe(-1);
  });
});
