import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { checkAnswer, routeServing } from '../support/answers';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { expectStatus, newGuest, submitCard } from '../support/orders';
import { personasFor, representativeOf, type Personas } from '../support/roles';
import { seasonStartOn, todayIn } from '@ssb/contract';
import { call, createPrivateProducts, writeList } from '../support/school-data';
import { eventApplied, localStripe as stripe, WEBHOOK_WAIT_MS } from '../support/webhook';
import { closeTestDb, createListAt, stack, testDb } from '../support/stack';

// The school's share (docs/decisions.md §25): each paid box earns its school a share of its item
// price, a refund reverses it in proportion, an administrator records payouts up to the balance,
// and the school's staff read it all as a ledger and its CSV. Schools in Oregon: no sales tax, so
// what a box paid is its item price.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const OREGON_SCHOOL = '2 Test Way, Portland, OR 97201';
const tag = () => randomUUID().slice(0, 8);

type Totals = { earned: number; reversed: number; paidOut: number; balance: number };
type Entry = { id: string; at: string; day: string; kind: string; amount: number; orderId?: string; supplyListId?: string; reference?: string };
type LedgerPage = { ledger: { entries: Entry[]; totals: Totals }; nextCursor: string | null };

let admin: string;
test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

/** A school of its own in Oregon with one list of `quantity` × a product at `priceCents`, and its share. */
async function schoolWithShare(share: Record<string, number> | null, priceCents = 1000, quantity = 2) {
  const [productId] = await createPrivateProducts([priceCents]);
  const { schoolId, listId } = await createListAt(OREGON_SCHOOL, true, [{ productId: productId!, quantity }]);
  if (share) {
    const res = await call<{ school: { fundraisingShare: unknown } }>('PUT', `/schools/${schoolId}`, admin, { fundraisingShare: share });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.school.fundraisingShare).toEqual(share);
  }
  return { schoolId, listId };
}

const child = (supplyListId: string, i = 0) => ({ supplyListId, studentFirstName: `Child${i}`, studentLastName: 'Sharewell' });

/** A checkout of `boxes` paid by card; answers its orders' ids once they are paid. */
async function paidCheckout(request: Parameters<typeof expectStatus>[0], boxes: ReturnType<typeof child>[], extra: Record<string, unknown> = {}) {
  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body: { ...newGuest(), boxes, ...extra } });
  expect(res.status, res.text).toBe(201);
  const { checkoutUrl, orderIds } = res.json() as { checkoutUrl: string; orderIds: string[] };
  if (new URL(checkoutUrl).pathname !== '/my-orders') expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  for (const orderId of orderIds) await expectStatus(request, orderId, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
  return orderIds;
}

async function ledgerOf(schoolId: string, token = admin, query = ''): Promise<LedgerPage> {
  const res = await call<LedgerPage>('GET', `/schools/${schoolId}/ledger${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function download(path: string, token: string | null) {
  const res = await fetch(`${stack.app}/api${path}`, { headers: token ? bearer(token) : {} });
  const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(await res.arrayBuffer());
  checkAnswer(routeServing('GET', path)!, res.status, res.ok ? undefined : JSON.parse(text));
  return { status: res.status, type: res.headers.get('content-type'), text };
}

test('a paid box earns its school its share of the item price, and a cancellation reverses exactly what it earned, once', async ({ request }) => {
  const { schoolId, listId } = await schoolWithShare({ percent: 10 });
  // The shop reads the share on the school's public answer.
  expect((await call<{ school: { fundraisingShare: unknown } }>('GET', `/schools/${schoolId}`, null)).body.school.fundraisingShare).toEqual({ percent: 10 });
  const [orderId] = await paidCheckout(request, [child(listId)]);

  // 10 % of 2 × $10.00.
  const earned = await ledgerOf(schoolId);
  expect(earned.ledger.entries).toEqual([
    {
      id: `earned-${orderId}`,
      at: expect.any(String),
      day: expect.any(String),
      kind: 'earned',
      amount: 2,
      orderId,
      supplyListId: listId,
      share: { percent: 10 },
    },
  ]);
  expect(earned.ledger.totals).toEqual({ earned: 2, reversed: 0, paidOut: 0, balance: 2 });

  expect((await request.delete(`/api/orders/${orderId}`, { headers: bearer(admin) })).status()).toBe(200);
  // Stripe's event of the same refund arrives after: it reverses nothing more.
  await eventApplied(orderId!, 'charge.refunded');
  const reversed = await ledgerOf(schoolId);
  expect(reversed.ledger.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
    ['reversed', 2],
    ['earned', 2],
  ]);
  expect(reversed.ledger.totals).toEqual({ earned: 2, reversed: 2, paidOut: 0, balance: 0 });
});

test('a household of three boxes in one checkout earns three shares of a dollar and a half each', async ({ request }) => {
  const { schoolId, listId } = await schoolWithShare({ perBox: 1.5 });
  const orderIds = await paidCheckout(request, [child(listId, 0), child(listId, 1), child(listId, 2)]);
  const { ledger } = await ledgerOf(schoolId);
  expect(ledger.entries.map((entry) => entry.orderId).sort()).toEqual([...orderIds].sort());
  expect(ledger.entries.every((entry) => entry.kind === 'earned' && entry.amount === 1.5)).toBe(true);
  expect(ledger.totals).toEqual({ earned: 4.5, reversed: 0, paidOut: 0, balance: 4.5 });
});

test('a partial refund reverses the share in proportion to what went back of what the box paid', async ({ request }) => {
  const { schoolId, listId } = await schoolWithShare({ percent: 10 });
  const [orderId] = await paidCheckout(request, [child(listId)]);
  const paymentIntent = (await testDb().doc(`orders/${orderId}`).get()).get('paymentIntentId') as string;
  // $5.00 of the $20.00 paid: a quarter of the $2.00 earned.
  await stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
  await eventApplied(orderId!, 'charge.refunded');
  await expect
    .poll(async () => (await ledgerOf(schoolId)).ledger.totals, { timeout: WEBHOOK_WAIT_MS })
    .toEqual({ earned: 2, reversed: 0.5, paidOut: 0, balance: 1.5 });
  expect((await ledgerOf(schoolId)).ledger.entries[0]).toMatchObject({ id: `reversed-${orderId}-50`, kind: 'reversed', amount: 0.5, orderId });
});

test('a box paid by a voucher earns its school’s share of its item price too', async ({ request }) => {
  const { schoolId, listId } = await schoolWithShare({ percent: 25 });
  const voucher = `FREE${tag().toUpperCase()}`;
  expect((await call('POST', '/promotion-codes', admin, { code: voucher, percentOff: 100 })).status).toBe(201);
  const [orderId] = await paidCheckout(request, [child(listId)], { promotionCode: voucher });
  expect((await testDb().doc(`orders/${orderId}`).get()).get('paidWith')).toBe('voucher');
  const { ledger } = await ledgerOf(schoolId);
  expect(ledger.entries).toMatchObject([{ kind: 'earned', amount: 5, orderId }]);
  expect(ledger.totals.balance).toBe(5);
});

test('a box that paid nothing by card (a voucher’s, one recorded paid at the office) has its whole share reversed when cancelled', async ({ request }) => {
  const { schoolId, listId } = await schoolWithShare({ percent: 25 });
  const voucher = `FREE${tag().toUpperCase()}`;
  expect((await call('POST', '/promotion-codes', admin, { code: voucher, percentOff: 100 })).status).toBe(201);
  const [byVoucher] = await paidCheckout(request, [child(listId)], { promotionCode: voucher });
  const recorded = await call<{ order: { id: string } }>('POST', '/orders', admin, { ...newGuest(), ...child(listId, 1), status: 'PAYMENT_SUCCESS' });
  expect(recorded.status).toBe(201);
  expect((await ledgerOf(schoolId)).ledger.totals).toEqual({ earned: 10, reversed: 0, paidOut: 0, balance: 10 });

  for (const orderId of [byVoucher!, recorded.body.order.id])
    expect((await request.delete(`/api/orders/${orderId}`, { headers: bearer(admin) })).status()).toBe(200);
  const { ledger } = await ledgerOf(schoolId);
  expect(ledger.totals).toEqual({ earned: 10, reversed: 10, paidOut: 0, balance: 0 });
  expect(ledger.entries.filter((entry) => entry.kind === 'reversed').map((entry) => [entry.orderId, entry.amount])).toEqual(
    expect.arrayContaining([
      [byVoucher, 5],
      [recorded.body.order.id, 5],
    ]),
  );
});

test.describe('payouts and the ledger’s answers', () => {
  let personas: Personas;
  let schoolId: string;
  let listId: string;
  test.beforeAll(async () => {
    ({ schoolId, listId } = await schoolWithShare({ perBox: 5 }));
    const other = await schoolWithShare(null);
    personas = await personasFor(schoolId, other.schoolId);
    // A box recorded paid at the office earns as a card payment does.
    const recorded = await call('POST', '/orders', admin, { ...newGuest(), ...child(listId), status: 'PAYMENT_SUCCESS' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  });

  test('an administrator records payouts up to the balance, and one above it is refused with what is left', async () => {
    expect((await ledgerOf(schoolId)).ledger.totals).toEqual({ earned: 5, reversed: 0, paidOut: 0, balance: 5 });
    const today = new Date().toISOString().slice(0, 10);
    const key = `payout-${tag()}`;
    const paid = await fetch(`${stack.app}/api/schools/${schoolId}/payouts`, {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ amount: 3, paidOn: today, reference: 'Check 1042' }),
    });
    const body = (await paid.json()) as { entry: Entry; totals: Totals };
    checkAnswer('POST /schools/{id}/payouts', paid.status, body);
    expect(paid.status).toBe(201);
    expect(body.entry).toMatchObject({ kind: 'payout', amount: 3, day: today, reference: 'Check 1042' });
    expect(body.totals.balance).toBe(2);
    // The same request again is the same payout.
    const again = await fetch(`${stack.app}/api/schools/${schoolId}/payouts`, {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ amount: 3, paidOn: today, reference: 'Check 1042' }),
    });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { entry: Entry }).entry.id).toBe(body.entry.id);

    const above = await call('POST', `/schools/${schoolId}/payouts`, admin, { amount: 2.01, paidOn: today, reference: '' });
    expect(above).toEqual({ status: 409, body: { error: 'The school has $2.00 to pay out: a payout cannot be more.' } });
    expect((await ledgerOf(schoolId)).ledger.totals).toEqual({ earned: 5, reversed: 0, paidOut: 3, balance: 2 });
    // A representative reads the ledger but records no payout.
    expect((await call('POST', `/schools/${schoolId}/payouts`, personas.rep, { amount: 1, paidOn: today, reference: '' })).status).toBe(403);
  });

  test('a payout’s amount, day and reference are checked', async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const body of [
      { amount: 0, paidOn: '2026-01-05', reference: '' },
      { amount: 1.001, paidOn: '2026-01-05', reference: '' },
      { amount: 1, paidOn: tomorrow, reference: '' },
      { amount: 1, paidOn: '2026-13-01', reference: '' },
      { amount: 1, paidOn: '2026-01-05', reference: 'x'.repeat(101) },
    ]) {
      expect((await call('POST', `/schools/${schoolId}/payouts`, admin, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  test('the ledger and its CSV are for the school’s representatives and administrators, without any child’s name', async () => {
    const expected = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403, rep: 200, admin: 200 } as const;
    for (const [persona, status] of Object.entries(expected) as [keyof Personas, number][]) {
      expect((await call('GET', `/schools/${schoolId}/ledger`, personas[persona])).status, persona).toBe(status);
      expect((await download(`/schools/${schoolId}/ledger.csv`, personas[persona])).status, `${persona} CSV`).toBe(status);
    }
    const page = await ledgerOf(schoolId, personas.rep);
    expect(JSON.stringify(page)).not.toContain('Sharewell');
    const csv = await download(`/schools/${schoolId}/ledger.csv`, personas.rep);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.text).not.toContain('Sharewell');
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Kind, row.Amount])).toEqual(
      page.ledger.entries.map((entry) => [entry.kind === 'payout' ? 'Payout' : 'Earned', entry.amount.toFixed(2)]),
    );
  });

  test('a payout’s reference that reads as a formula is written as text in the CSV', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await call('POST', `/schools/${schoolId}/payouts`, admin, { amount: 0.01, paidOn: today, reference: '=HYPERLINK("http://x")' })).status).toBe(201);
    const csv = await download(`/schools/${schoolId}/ledger.csv`, admin);
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  test('a period answers its entries, newest first, a page at a time; a bad period is refused', async () => {
    const all = await ledgerOf(schoolId, admin, '?limit=1');
    expect(all.ledger.entries).toHaveLength(1);
    expect(all.nextCursor).not.toBeNull();
    const next = await ledgerOf(schoolId, admin, `?limit=1&cursor=${all.nextCursor}`);
    expect(next.ledger.entries[0]!.id).not.toBe(all.ledger.entries[0]!.id);
    const before = await ledgerOf(schoolId, admin, '?from=2020-01-01&to=2020-12-31');
    expect(before.ledger.entries).toEqual([]);
    expect(before.ledger.totals).toMatchObject({ earned: 0, reversed: 0, paidOut: 0 });
    for (const query of ['?from=2026-02-01&to=2026-01-01', '?from=yesterday', '?limit=0']) {
      expect((await call('GET', `/schools/${schoolId}/ledger${query}`, admin)).status, query).toBe(400);
    }
  });
});

test.describe('the Fundraising tab’s figures', () => {
  type Figures = {
    fundraising: {
      season: { from: string } & Totals;
      months: { month: string; earned: number; reversed: number; paidOut: number }[];
      lists: { supplyListId: string; name: string | null; boxes: number; earned: number; reversed: number }[];
      weeks: { week: string; earned: number; reversed: number }[];
      statement: {
        month: string;
        totals: Totals;
        groups: { kind: string; week: string; supplyListId: string | null; name: string | null; count: number; amount: number }[];
        payouts: Entry[];
      };
    };
  };
  let personas: Personas;
  let schoolId: string;
  let listId: string;
  let secondId: string;
  const today = () => todayIn('America/Los_Angeles', new Date());
  /** The Monday (YYYY-MM-DD) of a day's week: the weeks the chart counts. */
  const mondayOf = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return date.toISOString().slice(0, 10);
  };

  test.beforeAll(async ({ request }) => {
    // 10 % of a $20.00 box and of a $10.00 one: $2.00 and $1.00.
    ({ schoolId, listId } = await schoolWithShare({ percent: 10 }));
    const [productId] = await createPrivateProducts([1000]);
    secondId = await writeList(schoolId, { published: true, items: [{ productId: productId!, quantity: 1 }], name: `Kinder ${tag()}` });
    const other = await schoolWithShare(null);
    personas = await personasFor(schoolId, other.schoolId);
    const [refunded] = await paidCheckout(request, [child(listId, 0), child(listId, 1), child(secondId, 2)]);
    expect((await request.delete(`/api/orders/${refunded}`, { headers: bearer(admin) })).status()).toBe(200);
    await eventApplied(refunded!, 'charge.refunded');
    const payout = await call('POST', `/schools/${schoolId}/payouts`, admin, { amount: 1, paidOn: today(), reference: 'Check 7' });
    expect(payout.status).toBe(201);
  });

  test('the season by list, by month and by week, and the month’s statement with its boxes grouped by list and week, from counters', async () => {
    const res = await call<Figures>('GET', `/schools/${schoolId}/fundraising`, personas.rep);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    checkAnswer('GET /schools/{id}/fundraising', res.status, res.body);
    const { fundraising } = res.body;
    const month = today().slice(0, 7);
    const week = mondayOf(today());
    const lists = await Promise.all([listId, secondId].map(async (id) => (await testDb().doc(`supplyLists/${id}`).get()).get('name') as string));
    expect(fundraising.season).toEqual({ from: seasonStartOn(today()), earned: 5, reversed: 2, paidOut: 1, balance: 2 });
    expect(fundraising.months).toEqual([{ month, earned: 5, reversed: 2, paidOut: 1 }]);
    expect(fundraising.lists).toEqual([
      { supplyListId: listId, name: lists[0], boxes: 2, earned: 4, reversed: 2 },
      { supplyListId: secondId, name: lists[1], boxes: 1, earned: 1, reversed: 0 },
    ]);
    expect(fundraising.weeks).toEqual([{ week, earned: 5, reversed: 2 }]);
    expect(fundraising.statement.month).toBe(month);
    expect(fundraising.statement.totals).toEqual({ earned: 5, reversed: 2, paidOut: 1, balance: 2 });
    expect(fundraising.statement.groups).toEqual([
      { kind: 'earned', week, supplyListId: listId, name: lists[0], count: 2, amount: 4 },
      { kind: 'earned', week, supplyListId: secondId, name: lists[1], count: 1, amount: 1 },
      { kind: 'reversed', week, supplyListId: listId, name: lists[0], count: 1, amount: 2 },
    ]);
    expect(fundraising.statement.payouts).toMatchObject([{ kind: 'payout', amount: 1, day: today(), reference: 'Check 7' }]);
    expect(JSON.stringify(fundraising)).not.toContain('Sharewell');

    // Another month's statement has nothing of this one's, and the season's figures stay.
    const before = await call<Figures>('GET', `/schools/${schoolId}/fundraising?month=2020-01`, admin);
    expect(before.status).toBe(200);
    expect(before.body.fundraising.statement).toEqual({
      month: '2020-01',
      totals: { earned: 0, reversed: 0, paidOut: 0, balance: 0 },
      groups: [],
      payouts: [],
    });
    expect(before.body.fundraising.season.balance).toBe(2);
  });

  test('the figures are for the school’s representatives and administrators; a bad month is refused', async () => {
    const expected = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403, rep: 200, admin: 200 } as const;
    for (const [persona, status] of Object.entries(expected) as [keyof Personas, number][]) {
      expect((await call('GET', `/schools/${schoolId}/fundraising`, personas[persona])).status, persona).toBe(status);
    }
    for (const query of ['?month=2026-13', '?month=yesterday', '?month=2026-1']) {
      expect((await call('GET', `/schools/${schoolId}/fundraising${query}`, admin)).status, query).toBe(400);
    }
  });
});

test('only administrators set a share, and a share is a percent or an amount per box within bounds', async () => {
  const { schoolId } = await schoolWithShare(null);
  for (const fundraisingShare of [{ percent: 0 }, { percent: 100.5 }, { percent: 1.234 }, { perBox: 0 }, { perBox: 500.01 }, { percent: 5, perBox: 1 }, {}]) {
    const res = await call('PUT', `/schools/${schoolId}`, admin, { fundraisingShare });
    expect(res.status, JSON.stringify(fundraisingShare)).toBe(400);
  }
  const { token: rep } = await representativeOf(schoolId);
  expect((await call('PUT', `/schools/${schoolId}`, rep, { fundraisingShare: { percent: 5 } })).status).toBe(403);
  expect(
    (await call<{ school: { fundraisingShare: unknown } }>('PUT', `/schools/${schoolId}`, admin, { fundraisingShare: { perBox: 500 } })).body.school
      .fundraisingShare,
  ).toEqual({
    perBox: 500,
  });
  expect(
    (await call<{ school: { fundraisingShare: unknown } }>('PUT', `/schools/${schoolId}`, admin, { fundraisingShare: null })).body.school.fundraisingShare,
  ).toBeNull();
});
