import { expect, test } from '@playwright/test';
import {
  listLockMessages,
  optionalItemMessages,
  type OrderResponse,
  type PackingSlipResponse,
  type PickListResponse,
  type ProductType,
  type SupplyList,
} from '@ssb/contract';
import { closeAdminAuth } from '../support/auth';
import { box, newGuest } from '../support/orders';
import { personasFor, type Personas } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, stored, writeList, writeOrders } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';
import { localStripe } from '../support/webhook';

// "Already have it" on the list side: POST /supply-lists/{id}/products marks Individual
// products optional, GET answers the marks and how many there are, and the locks and roles of
// docs/product.md §4 and §6 hold them as they hold quantities. Then what an order that skipped an item
// answers, what leaving an item out costs, and that the school's pick list and packing slip
// leave that item out.

test.describe.configure({ mode: 'parallel' });

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

type ListAnswer = { supplyList: SupplyList };

let schoolId: string;
let personas: Personas;
/** Scissors ($2.79, Individual), glue ($1.49, Individual), tissues ($3.99, Classroom), paper ($5.99, School Wide). */
let scissors: string, glue: string, tissues: string, paper: string;

const setType = (productId: string, productType: ProductType) => testDb().doc(`products/${productId}`).update({ productType });
const nameOf = async (productId: string) => (await stored(`products/${productId}`))!.name as string;
/** Each product with its mark: `optional` is answered only when true, so lists without optional items read as before. */
const marks = (list: SupplyList) => list.productsMappings.map((m) => [m.productId, 'optional' in m ? m.optional : 'not optional']);

test.beforeAll(async () => {
  const otherSchoolId = await createPrivateSchool();
  schoolId = await createPrivateSchool();
  [scissors, glue, tissues, paper] = (await createPrivateProducts([279, 149, 399, 599])) as [string, string, string, string];
  await Promise.all([setType(tissues, 'CLASSROOM'), setType(paper, 'SCHOOL_WIDE')]);
  personas = await personasFor(schoolId, otherSchoolId);
});

test('a representative marks an Individual product optional: stored on the list’s item, answered by GET with the count; saving without it unmarks it', async () => {
  const listId = await writeList(schoolId, { items: [{ productId: scissors, quantity: 1 }] });
  const saved = await call<ListAnswer>('POST', `/supply-lists/${listId}/products`, personas.rep, {
    productMappings: [
      { productId: scissors, quantity: 2, optional: true },
      { productId: glue, quantity: 1, optional: false },
      { productId: tissues, quantity: 1 },
    ],
  });
  expect(saved.status).toBe(200);
  expect(marks(saved.body.supplyList)).toEqual([
    [scissors, true],
    [glue, 'not optional'],
    [tissues, 'not optional'],
  ]);
  expect(saved.body.supplyList.optionalCount).toBe(1);
  // Only the mark that is set is stored: lists saved before optional items read the same.
  expect((await stored(`supplyLists/${listId}`))!.items).toEqual([
    { productId: scissors, quantity: 2, optional: true },
    { productId: glue, quantity: 1 },
    { productId: tissues, quantity: 1 },
  ]);

  const read = await call<ListAnswer>('GET', `/supply-lists/${listId}`, personas.rep);
  expect(marks(read.body.supplyList)).toEqual(marks(saved.body.supplyList));
  expect(read.body.supplyList.optionalCount).toBe(1);

  // Taking out another product keeps the mark; the selection saved whole without it drops it.
  const removed = await call<ListAnswer>('DELETE', `/supply-lists/${listId}/products`, personas.rep, { productIds: [glue] });
  expect(marks(removed.body.supplyList)).toEqual([
    [scissors, true],
    [tissues, 'not optional'],
  ]);
  const unmarked = await call<ListAnswer>('POST', `/supply-lists/${listId}/products`, personas.rep, {
    productMappings: [{ productId: scissors, quantity: 2 }],
  });
  expect(unmarked.body.supplyList.optionalCount).toBe(0);
  expect(marks(unmarked.body.supplyList)).toEqual([[scissors, 'not optional']]);
});

test('a published list shows its optional items to the shop, and a product that became a classroom one is no longer optional', async () => {
  const listId = await writeList(schoolId, { published: true, totalPriceCents: 1500, items: [{ productId: glue, quantity: 1 }] });
  await call('POST', `/supply-lists/${listId}/products`, personas.admin, {
    productMappings: [
      { productId: glue, quantity: 1, optional: true },
      { productId: scissors, quantity: 1, optional: true },
    ],
  });
  const shop = await call<ListAnswer>('GET', `/supply-lists/${listId}`, null);
  expect(shop.body.supplyList.optionalCount).toBe(2);

  const [product] = await createPrivateProducts([100]);
  const changing = await writeList(schoolId, { items: [{ productId: product!, quantity: 1 }] });
  await call('POST', `/supply-lists/${changing}/products`, personas.rep, { productMappings: [{ productId: product!, quantity: 1, optional: true }] });
  await setType(product!, 'CLASSROOM');
  const after = await call<ListAnswer>('GET', `/supply-lists/${changing}`, personas.rep);
  expect(after.body.supplyList.optionalCount).toBe(0);
  expect(marks(after.body.supplyList)).toEqual([[product, 'not optional']]);
});

for (const [type, product] of [
  ['Classroom', () => tissues],
  ['School Wide', () => paper],
] as const) {
  test(`making a ${type} product optional is a 400 that names it, and nothing is written`, async () => {
    const listId = await writeList(schoolId, { items: [{ productId: scissors, quantity: 1 }] });
    const before = await stored(`supplyLists/${listId}`);
    const answer = await call('POST', `/supply-lists/${listId}/products`, personas.admin, {
      productMappings: [
        { productId: scissors, quantity: 1, optional: true },
        { productId: product(), quantity: 1, optional: true },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: `productMappings: ${optionalItemMessages.notIndividual({ productName: await nameOf(product()) })}` });
    expect(await stored(`supplyLists/${listId}`)).toEqual(before);
  });
}

test('a published list with an order keeps its optional marks against its representative (409); an administrator may change them, as quantities', async () => {
  const items = [{ productId: scissors, quantity: 1 }];
  const listId = await writeList(schoolId, { published: true, totalPriceCents: 1500, items });
  await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS']);
  const before = await stored(`supplyLists/${listId}`);

  const refused = await call('POST', `/supply-lists/${listId}/products`, personas.rep, {
    productMappings: [{ productId: scissors, quantity: 1, optional: true }],
  });
  expect(refused).toEqual({ status: 409, body: { error: listLockMessages.productsLocked } });
  expect(await stored(`supplyLists/${listId}`)).toEqual(before);

  const byAdmin = await call<ListAnswer>('POST', `/supply-lists/${listId}/products`, personas.admin, {
    productMappings: [{ productId: scissors, quantity: 1, optional: true }],
  });
  expect(byAdmin.status).toBe(200);
  expect(byAdmin.body.supplyList).toMatchObject({ optionalCount: 1, totalPrice: 15 });
});

test('on a published list without orders a representative adds and removes items but changes no optional mark (409, nothing written); an administrator does', async () => {
  const [ruler] = (await createPrivateProducts([99])) as [string];
  const listId = await writeList(schoolId, {
    published: true,
    totalPriceCents: 1500,
    items: [
      { productId: scissors, quantity: 1, optional: true },
      { productId: glue, quantity: 1 },
    ],
  });
  const save = (token: string, productMappings: { productId: string; quantity: number; optional?: boolean }[]) =>
    call<ListAnswer>('POST', `/supply-lists/${listId}/products`, token, { productMappings });
  const before = await stored(`supplyLists/${listId}`);
  for (const [change, productMappings] of [
    [
      'marks a required item',
      [
        { productId: scissors, quantity: 1, optional: true },
        { productId: glue, quantity: 1, optional: true },
      ],
    ],
    [
      'unmarks an optional item',
      [
        { productId: scissors, quantity: 1 },
        { productId: glue, quantity: 1 },
      ],
    ],
    [
      'adds an item as optional',
      [
        { productId: scissors, quantity: 1, optional: true },
        { productId: glue, quantity: 1 },
        { productId: ruler, quantity: 1, optional: true },
      ],
    ],
  ] as const) {
    expect(await save(personas.rep, [...productMappings]), change).toEqual({ status: 409, body: { error: listLockMessages.optionalMarks } });
    expect(await stored(`supplyLists/${listId}`), change).toEqual(before);
  }

  // What the spec gives a representative stays: items added (required) and taken out, the price locked.
  const added = await save(personas.rep, [
    { productId: scissors, quantity: 2, optional: true },
    { productId: glue, quantity: 1 },
    { productId: ruler, quantity: 1 },
  ]);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  expect(added.body.supplyList).toMatchObject({ totalPrice: 15, optionalCount: 1 });
  expect(marks(added.body.supplyList)).toEqual([
    [scissors, true],
    [glue, 'not optional'],
    [ruler, 'not optional'],
  ]);
  const removed = await call<ListAnswer>('DELETE', `/supply-lists/${listId}/products`, personas.rep, { productIds: [scissors] });
  expect(removed.status).toBe(200);
  expect(removed.body.supplyList).toMatchObject({ totalPrice: 15, optionalCount: 0 });

  const byAdmin = await save(personas.admin, [
    { productId: glue, quantity: 1, optional: true },
    { productId: ruler, quantity: 1 },
  ]);
  expect(byAdmin.status).toBe(200);
  expect(marks(byAdmin.body.supplyList)).toEqual([
    [glue, true],
    [ruler, 'not optional'],
  ]);
});

/** A guest's checkout of one box of `listId` that leaves out `skippedProductIds`. */
const checkoutSkipping = (listId: string, skippedProductIds: string[]) =>
  call<{ checkoutUrl: string; orderIds: string[]; error?: string }>('POST', '/orders/checkout', null, {
    ...newGuest(),
    boxes: [{ ...box(listId), skippedProductIds }],
  });

test('a representative cannot make a $40 published list sell for $0.50 with 79 optional 50-cent stickers (409); added as required, they come off nothing', async () => {
  const [kit, stickers] = (await createPrivateProducts([4000, 50])) as [string, string];
  const listId = await writeList(schoolId, { published: true, totalPriceCents: 4000, items: [{ productId: kit, quantity: 1 }] });
  const before = await stored(`supplyLists/${listId}`);
  const refused = await call('POST', `/supply-lists/${listId}/products`, personas.rep, {
    productMappings: [
      { productId: kit, quantity: 1 },
      { productId: stickers, quantity: 79, optional: true },
    ],
  });
  expect(refused).toEqual({ status: 409, body: { error: listLockMessages.optionalMarks } });
  expect(await stored(`supplyLists/${listId}`)).toEqual(before);

  const added = await call<ListAnswer>('POST', `/supply-lists/${listId}/products`, personas.rep, {
    productMappings: [
      { productId: kit, quantity: 1 },
      { productId: stickers, quantity: 79 },
    ],
  });
  expect(added.body.supplyList).toMatchObject({ totalPrice: 40, optionalCount: 0 });
  expect(await checkoutSkipping(listId, [stickers])).toEqual({
    status: 400,
    body: expect.objectContaining({ error: optionalItemMessages.notOptional({ productName: await nameOf(stickers) }) }),
  });
});

test('a skipped item takes off its share of the list’s price: a $10 item and a $20 optional one in a list priced $15, the $20 one skipped, charge $5.00', async () => {
  const [book, calculator] = (await createPrivateProducts([1000, 2000])) as [string, string];
  const listId = await writeList(schoolId, {
    published: true,
    totalPriceCents: 1500,
    items: [
      { productId: book, quantity: 1 },
      { productId: calculator, quantity: 1, optional: true },
    ],
  });
  const placed = await checkoutSkipping(listId, [calculator]);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const [orderId] = placed.body.orderIds;
  expect((await stored(`orders/${orderId}`))!.snapshot).toMatchObject({
    totalCents: 500,
    items: [{ productId: book, quantity: 1, priceCents: 1000 }],
    skippedItems: [{ productId: calculator, quantity: 1, priceCents: 2000 }],
  });
  const sessionId = new URL(placed.body.checkoutUrl).pathname.split('/').pop()!;
  expect((await localStripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(500);
});

for (const persona of ['otherRep', 'parent'] as const) {
  test(`${persona === 'otherRep' ? 'a representative of another school' : 'a parent'} cannot mark a list’s products optional (403), and nothing is written`, async () => {
    const listId = await writeList(schoolId, { items: [{ productId: scissors, quantity: 1 }] });
    const before = await stored(`supplyLists/${listId}`);
    const answer = await call('POST', `/supply-lists/${listId}/products`, personas[persona], {
      productMappings: [{ productId: scissors, quantity: 1, optional: true }],
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: expect.any(String) });
    expect(await stored(`supplyLists/${listId}`)).toEqual(before);
  });
}

test('an order that skipped an item answers it apart; the pick list and the packing slip leave it out of the box', async () => {
  const listId = await writeList(schoolId, { published: true, totalPriceCents: 1000, items: [{ productId: glue, quantity: 2 }] });
  const item = async (productId: string, priceCents: number, quantity: number) => ({
    productId,
    name: await nameOf(productId),
    description: '',
    priceCents,
    quantity,
  });
  const snapshot = {
    listName: 'Grade 2',
    schoolName: 'Test',
    note: '',
    items: [await item(glue, 149, 2)],
    skippedItems: [await item(scissors, 279, 1)],
    totalCents: 1000 - 279,
  };
  const [orderId] = await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS'], Date.now() - 60_000, { snapshot });

  const order = await call<OrderResponse>('GET', `/orders/${orderId}`, personas.rep);
  expect(order.body.order.supplyList).toMatchObject({
    totalPrice: 7.21,
    productsMappings: [{ productId: glue, quantity: 2 }],
    skippedItems: [{ productId: scissors, quantity: 1, product: { id: scissors, price: 2.79 } }],
  });

  const pickList = await call<PickListResponse>('GET', `/schools/${schoolId}/pick-list`, personas.rep);
  const picked = pickList.body.pickList.products.map((p) => p.productId);
  expect(picked).toContain(glue);
  expect(picked).not.toContain(scissors);
  const slip = await call<PackingSlipResponse>('GET', `/orders/${orderId}/packing-slip`, personas.rep);
  expect(slip.body.packingSlip.items.map((i) => i.productId)).toEqual([glue]);
});
