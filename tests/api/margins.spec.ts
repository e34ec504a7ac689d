import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { MarginsResponse } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { closeAdminAuth } from '../support/auth';
import { newGuest, paidGuestBox } from '../support/orders';
import { twoSchoolsWithPersonas, type Personas } from '../support/roles';
import { createPrivateProducts } from '../support/school-data';
import { closeTestDb, createListAt, testDb } from '../support/stack';

// GET /reports/margins (docs/decisions.md §26, "Margins"): revenue, cost and margin of the boxes
// paid on the range's days, by product, list and school, from day counters moved with the
// payment. The test's products, lists and schools are its own, so its rows are exact while other
// workers pay boxes on the same days.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let personas: Personas;
let admin: string;
test.beforeAll(async () => {
  ({ personas } = await twoSchoolsWithPersonas());
  admin = personas.admin;
});

const today = () => new Date().toISOString().slice(0, 10);

async function margins(request: APIRequestContext, from = today(), to = today()) {
  const res = await request.get(`/api/reports/margins?from=${from}&to=${to}`, as(admin));
  expect(res.status(), await res.text()).toBe(200);
  await expectAnswer('GET /reports/margins', res);
  return ((await res.json()) as MarginsResponse).margins;
}

const setCost = (productId: string, costCents: number) => testDb().doc(`products/${productId}`).update({ costCents });

test('revenue, cost and margin by product, list and school, to the cent: after skips and the code, before tax, at the cost of the day each box was paid', async ({
  request,
}) => {
  // $4.00 (costs $1.50), $3.00 ($1.00), an optional $2.00 ($0.50) and a $1.00 item whose cost nobody typed.
  const [a, b, c, d] = await createPrivateProducts([400, 300, 200, 100]);
  await Promise.all([setCost(a!, 150), setCost(b!, 100), setCost(c!, 50)]);
  // In Oregon (no sales tax) a list of 2 × A, C (optional) and D: $11.00; in Illinois (6.25 %) B and A: $7.00.
  const first = await createListAt('9 Test Road, Portland, OR 97201', true, [
    { productId: a!, quantity: 2 },
    { productId: c!, quantity: 1, optional: true },
    { productId: d!, quantity: 1 },
  ]);
  const second = await createListAt('1 Test Way, Springfield, IL 62701', true, [
    { productId: b!, quantity: 1 },
    { productId: a!, quantity: 1 },
  ]);
  const code = `MARGIN${randomUUID().replace(/-/g, '').slice(0, 8)}`.toUpperCase();
  expect((await request.post('/api/promotion-codes', { data: { code, percentOff: 10 }, ...as(admin) })).status()).toBe(201);

  // The first list's box without C and 10 % off ($9.00 less 90 cents), another whole ($11.00); the second list's ($7.00, and its tax left out).
  await paidGuestBox(request, first.listId, { skipped: [c!], code });
  await paidGuestBox(request, first.listId);
  await paidGuestBox(request, second.listId);
  // A second box of the second list, paid then cancelled with its refund: out of the margins.
  const cancelled = await paidGuestBox(request, second.listId);
  const before = await margins(request);
  expect(before.lists.find((row) => row.supplyListId === second.listId)).toMatchObject({ boxes: 2, revenue: 14 });
  const refund = await request.delete(`/api/orders/${cancelled}`, as(admin));
  expect(refund.status(), await refund.text()).toBe(200);
  // A later cost rewrites no past margin.
  await setCost(a!, 999);

  const report = await margins(request);
  expect(report).toMatchObject({ from: today(), to: today() });
  const product = (id: string) => report.products.find((row) => row.productId === id);
  // A: 2 × $3.60 (the discounted box), 2 × $4.00, $4.00; its cost 5 × $1.50.
  expect(product(a!)).toMatchObject({ boxes: 3, quantity: 5, revenue: 19.2, cost: 7.5, margin: 11.7, costKnown: true, uncostedRevenue: 0 });
  expect(product(b!)).toMatchObject({ boxes: 1, quantity: 1, revenue: 3, cost: 1, margin: 2, costKnown: true });
  // C only in the box that kept it.
  expect(product(c!)).toMatchObject({ boxes: 1, quantity: 1, revenue: 2, cost: 0.5, margin: 1.5, costKnown: true });
  // D: 90 cents and $1.00 sold at a cost nobody knows: reported apart, no margin claimed.
  expect(product(d!)).toMatchObject({ boxes: 2, quantity: 2, revenue: 1.9, cost: 0, margin: 0, costKnown: false, uncostedRevenue: 1.9 });

  const list = (id: string) => report.lists.find((row) => row.supplyListId === id);
  // $8.10 + $11.00, of which D's $1.90 has no cost; the known cost $3.00 + $3.50.
  expect(list(first.listId)).toMatchObject({
    schoolId: first.schoolId,
    boxes: 2,
    revenue: 19.1,
    cost: 6.5,
    margin: 10.7,
    costKnown: false,
    uncostedRevenue: 1.9,
  });
  expect(list(second.listId)).toMatchObject({ schoolId: second.schoolId, boxes: 1, revenue: 7, cost: 2.5, margin: 4.5, costKnown: true, uncostedRevenue: 0 });
  const school = (id: string) => report.schools.find((row) => row.schoolId === id);
  expect(school(first.schoolId)).toMatchObject({ boxes: 2, revenue: 19.1, cost: 6.5, margin: 10.7, costKnown: false });
  expect(school(second.schoolId)).toMatchObject({ boxes: 1, revenue: 7, cost: 2.5, margin: 4.5, costKnown: true });
  expect(school(first.schoolId)!.name).toMatch(/^Money School /);
  expect(list(first.listId)!.name).toMatch(/^Money List /);
  expect(product(a!)!.name).toMatch(/^Test Product 0 /);

  // A range that ends before today holds none of them.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const earlier = await margins(request, yesterday, yesterday);
  expect(earlier.products.find((row) => row.productId === a)).toBeUndefined();
});

test('a box recorded paid at the office counts at once at that day’s cost; set back to awaiting payment it leaves, paid again it counts again at the cost of then', async ({
  request,
}) => {
  const [item] = await createPrivateProducts([500]);
  await setCost(item!, 300);
  const list = await createListAt('9 Test Road, Portland, OR 97201', true, [{ productId: item!, quantity: 2 }]);
  const body = { supplyListId: list.listId, ...newGuest(), studentFirstName: 'Ola', studentLastName: 'Office' };
  const recorded = await request.post('/api/orders', { data: body, ...as(admin) });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const { id } = ((await recorded.json()) as { order: { id: string } }).order;
  const row = async () => (await margins(request)).products.find((r) => r.productId === item);
  expect(await row()).toMatchObject({ boxes: 1, quantity: 2, revenue: 10, cost: 6, margin: 4 });
  // The order is what its family and its school's representatives may read in Firestore: what the vendor pays is not on it.
  const stored = (await testDb().doc(`orders/${id}`).get()).data()!;
  expect(JSON.stringify(stored), 'the stored order names no cost').not.toMatch(/cost/i);

  const setStatus = async (status: string) => {
    const res = await request.put(`/api/orders/${id}/status`, { data: { status }, ...as(admin) });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setStatus('AWAITING_PAYMENT');
  expect(await row(), 'no longer paid: out').toBeUndefined();
  await setCost(item!, 350);
  await setStatus('PAYMENT_SUCCESS');
  expect(await row(), 'paid again, at the cost of its new payment').toMatchObject({ boxes: 1, quantity: 2, revenue: 10, cost: 7, margin: 3 });
});

test('only administrators read the margins', async ({ request }) => {
  await onlyAdminMay(personas, (token) => request.get(`/api/reports/margins?from=${today()}&to=${today()}`, as(token)));
});

test('bad dates are 400 with what is wrong: missing, not a date, from after to, more than 366 days', async ({ request }) => {
  const cases: [string, string][] = [
    ['', 'from: Give the first day as a date, YYYY-MM-DD'],
    [`from=${today()}`, 'to: Give the last day as a date, YYYY-MM-DD'],
    ['from=2026-02-30&to=2026-03-01', 'from: Give the first day as a date, YYYY-MM-DD'],
    ['from=2026-03-02&to=2026-03-01', 'to: The last day cannot come before the first'],
    ['from=2025-01-01&to=2026-01-02', 'to: Choose at most 366 days'],
  ];
  for (const [query, error] of cases) {
    const res = await request.get(`/api/reports/margins?${query}`, as(admin));
    expect(res.status(), query).toBe(400);
    expect(((await res.json()) as { error: string }).error, query).toBe(error);
  }
  const spanish = await request.get('/api/reports/margins?from=2026-03-02&to=2026-03-01', { headers: { ...as(admin).headers, 'Accept-Language': 'es' } });
  expect(((await spanish.json()) as { error: string }).error).toBe('to: El último día no puede ser anterior al primero');
  const within = await request.get('/api/reports/margins?from=2025-01-01&to=2026-01-01', as(admin));
  expect(within.status(), 'a year and a day apart is 366 days: allowed').toBe(200);
});
