import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { moneyMessages } from '@ssb/contract';
import { checkAnswer } from '../support/answers';
import { closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { expectCaught } from '../support/mail';
import { call } from '../support/school-data';
import { expectStatus, newGuest, submitCard } from '../support/orders';
import { eventApplied, localStripe as stripe, WEBHOOK_WAIT_MS } from '../support/webhook';
import { TAX_NOT_SET_UP_ZIP } from '../../local/payments/tax-api';
import { profiles } from '../../local/stack/profiles';
import { closeTestDb, createListAt, createPricedProduct, testDb } from '../support/stack';

// The money of a checkout (docs/decisions.md §24): POST /orders/checkout/quote prices the body of
// POST /orders/checkout (each box, the code's discount, shipping and Stripe Tax's sales tax at
// the address each box goes to), and the checkout's payment page charges exactly that. These
// tests leave the shop's shipping settings alone (no fee): shipping-checkout.spec.ts sets them.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

type Quote = {
  boxes: { supplyListId: string; subtotal: number; skipped: number }[];
  subtotal: number;
  skipped: number;
  discount: number;
  shipping: number;
  /** Null while a box goes home to an address not given yet. */
  tax: number | null;
  gift: number;
  total: number;
};

/** What the functions log on the test stack. */
const EMULATOR_LOG = join(profiles.e2e.dataDir, 'emulators.log');
const db = () => testDb();

const ILLINOIS_SCHOOL = '1 Test Way, Springfield, IL 62701';
const OREGON_SCHOOL = '2 Test Way, Portland, OR 97201';
const illinoisHome = { line1: '19 Elm Street', line2: '', city: 'Chatham', state: 'IL', zipCode: '62629' };
const oregonHome = { line1: '5 Pine Street', line2: '', city: 'Portland', state: 'OR', zipCode: '97201' };

const product = createPricedProduct;
const schoolList = createListAt;

const child = (supplyListId: string, i = 0, skippedProductIds?: string[]) => ({
  supplyListId,
  studentFirstName: `Kid${i}`,
  studentLastName: 'Money',
  ...(skippedProductIds ? { skippedProductIds } : {}),
});

/** Each call from its own client address, so the tests never share a rate limit. */
async function quote(body: Record<string, unknown>) {
  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout/quote', { body });
  if (res.status !== 404) checkAnswer('POST /orders/checkout/quote', res.status, res.json());
  return res;
}

async function quoted(body: Record<string, unknown>): Promise<Quote> {
  const res = await quote(body);
  expect(res.status, res.text).toBe(200);
  return (res.json() as { quote: Quote }).quote;
}

/** The checkout of the same body: its session, and what its checkout and orders store. */
async function checkout(body: Record<string, unknown>) {
  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body });
  expect(res.status, res.text).toBe(201);
  const { checkoutUrl, orderIds } = res.json() as { checkoutUrl: string; orderIds: string[] };
  return { checkoutUrl, orderIds, sessionId: new URL(checkoutUrl).pathname.split('/').pop()! };
}

test('a box delivered to its school in Illinois owes Illinois sales tax; one delivered home in Oregon owes none', async () => {
  const crayons = await product(299);
  const illinois = await schoolList(ILLINOIS_SCHOOL, true, [{ productId: crayons, quantity: 2 }]);
  const oregonToHome = await schoolList(ILLINOIS_SCHOOL, false, [{ productId: crayons, quantity: 2 }]);

  // 2 × $2.99 = $5.98; 6.25 % of it is 37.375 cents: 37.
  expect(await quoted({ ...newGuest(), boxes: [child(illinois.listId)] })).toEqual({
    boxes: [{ supplyListId: illinois.listId, subtotal: 5.98, skipped: 0 }],
    subtotal: 5.98,
    skipped: 0,
    discount: 0,
    shipping: 0,
    tax: 0.37,
    gift: 0,
    total: 6.35,
  });
  // The school is in Illinois, but the box goes to a home in Oregon: no sales tax.
  expect(await quoted({ ...newGuest(), boxes: [child(oregonToHome.listId)], address: oregonHome })).toMatchObject({ subtotal: 5.98, tax: 0, total: 5.98 });
  // The same box to a home in Illinois owes Illinois's.
  expect(await quoted({ ...newGuest(), boxes: [child(oregonToHome.listId)], address: illinoisHome })).toMatchObject({ tax: 0.37, total: 6.35 });
  // A school in Oregon delivering to school: none.
  const oregon = await schoolList(OREGON_SCHOOL, true, [{ productId: crayons, quantity: 2 }]);
  expect(await quoted({ ...newGuest(), boxes: [child(oregon.listId)] })).toMatchObject({ tax: 0, total: 5.98 });
});

test('a box going home before its address is given is quoted without tax, and its checkout still needs the address', async () => {
  const crayons = await product(299);
  const toHome = await schoolList(ILLINOIS_SCHOOL, false, [{ productId: crayons, quantity: 2 }]);
  const toSchool = await schoolList(ILLINOIS_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
  const boxes = [child(toHome.listId), child(toSchool.listId, 1)];
  // The tax waits for the address (even the Illinois school's box: the checkout's tax is one figure); the total is before tax.
  expect(await quoted({ ...newGuest(), boxes })).toEqual({
    boxes: [
      { supplyListId: toHome.listId, subtotal: 5.98, skipped: 0 },
      { supplyListId: toSchool.listId, subtotal: 2.99, skipped: 0 },
    ],
    subtotal: 8.97,
    skipped: 0,
    discount: 0,
    shipping: 0,
    tax: null,
    gift: 0,
    total: 8.97,
  });
  // Given the address, the tax is there.
  expect(await quoted({ ...newGuest(), boxes, address: illinoisHome })).toMatchObject({ tax: 0.56, total: 9.53 });

  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body: { ...newGuest(), boxes } });
  expect(res.status, res.text).toBe(400);
});

test('tax is rounded per product line, not on the box: two $1.00 items in Illinois owe 6 + 6 cents, not 13', async () => {
  const [a, b] = [await product(100), await product(100)];
  const list = await schoolList(ILLINOIS_SCHOOL, true, [
    { productId: a, quantity: 1 },
    { productId: b, quantity: 1 },
  ]);
  expect(await quoted({ ...newGuest(), boxes: [child(list.listId)] })).toMatchObject({ subtotal: 2, tax: 0.12, total: 2.12 });
});

test('what the family already has comes off the box before tax', async () => {
  const [kept, skipped] = [await product(400), await product(200, 'INDIVIDUAL')];
  const list = await schoolList(ILLINOIS_SCHOOL, true, [
    { productId: kept, quantity: 1 },
    { productId: skipped, quantity: 1, optional: true },
  ]);
  // $6.00 less the $2.00 item: $4.00, taxed 25 cents.
  expect(await quoted({ ...newGuest(), boxes: [child(list.listId, 0, [skipped])] })).toEqual({
    boxes: [{ supplyListId: list.listId, subtotal: 6, skipped: 2 }],
    subtotal: 6,
    skipped: 2,
    discount: 0,
    shipping: 0,
    tax: 0.25,
    gift: 0,
    total: 4.25,
  });
});

test.describe('codes', () => {
  let admin: string;
  test.beforeAll(async () => {
    admin = await signIn('admin@example.com');
  });
  const code = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 8)}`.toUpperCase();
  async function made(body: Record<string, unknown>): Promise<string> {
    const res = await call<{ promotionCode: { id: string } }>('POST', '/promotion-codes', admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.promotionCode.id;
  }

  test('a percentage code, typed in any case, comes off the boxes before tax, and the payment page charges the quote', async () => {
    const crayons = await product(1000);
    const list = await schoolList(ILLINOIS_SCHOOL, true, [{ productId: crayons, quantity: 2 }]);
    const typed = code('Ten');
    await made({ code: typed, percentOff: 10 });
    const body = { ...newGuest(), boxes: [child(list.listId)], promotionCode: typed.toLowerCase() };
    // $20.00 less 10 %: $18.00, taxed 6.25 %: $1.125, rounded to $1.13.
    expect(await quoted(body)).toMatchObject({ subtotal: 20, discount: 2, tax: 1.13, total: 19.13 });
    const { sessionId, orderIds } = await checkout(body);
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(1913);
    const lines = await stripe.checkout.sessions.listLineItems(sessionId);
    // The code discounts the box, never the Sales tax line.
    const taxLine = lines.data.find((line) => line.description === 'Sales tax');
    expect(taxLine).toMatchObject({ amount_total: 113, amount_discount: 0 });
    const stored = (await db().doc(`checkouts/${orderIds[0]}`).get()).data();
    expect(stored).toMatchObject({ amountCents: 1913, money: { subtotalCents: 2000, skippedCents: 0, discountCents: 200, shippingCents: 0, taxCents: 113 } });
    expect(stored!.money.taxCalculationIds).toHaveLength(1);
    expect((await db().doc(`orders/${orderIds[0]}`).get()).data()).toMatchObject({ money: { subtotalCents: 2000, discountCents: 200, taxCents: 113 } });
  });

  test('once paid, the code counts a redemption on our record and the tax is recorded as a Stripe Tax transaction of the checkout', async ({ request }) => {
    const crayons = await product(1000);
    const list = await schoolList(ILLINOIS_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
    const typed = code('Paid');
    const codeId = await made({ code: typed, percentOff: 20 });
    const { checkoutUrl, orderIds } = await checkout({ ...newGuest(), boxes: [child(list.listId)], promotionCode: typed });
    expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await expectStatus(request, orderIds[0]!, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
    await expect.poll(async () => (await db().doc(`promotionCodes/${codeId}`).get()).get('timesRedeemed'), { timeout: WEBHOOK_WAIT_MS }).toBe(1);
    const money = (await db().doc(`checkouts/${orderIds[0]}`).get()).get('money') as { taxTransactionIds: string[]; taxCents: number };
    expect(money.taxTransactionIds).toHaveLength(1);
    const transaction = await stripe.tax.transactions.retrieve(money.taxTransactionIds[0]!);
    expect(transaction).toMatchObject({ reference: orderIds[0], type: 'transaction' });
    // $10.00 less 20 %: $8.00 at 6.25 %.
    expect(money.taxCents).toBe(50);
  });

  /**
   * An Illinois school's list of an $8.00 item and a $2.00 one the family may already have, and a
   * code of 10 % off: with the $2.00 item skipped, $7.20 sold and 45 cents of tax, $7.65 paid.
   */
  async function tenPercentOffInIllinois() {
    const [kept, skipped] = [await product(800), await product(200, 'INDIVIDUAL')];
    const list = await schoolList(ILLINOIS_SCHOOL, true, [
      { productId: kept, quantity: 1 },
      { productId: skipped, quantity: 1, optional: true },
    ]);
    const typed = code('Ten');
    await made({ code: typed, percentOff: 10 });
    return { list, skipped, typed };
  }

  test('the confirmation e-mail says the paid box line by line, as My Orders does, and the checkout’s total', async ({ request }) => {
    const { list, skipped, typed } = await tenPercentOffInIllinois();
    const body = { ...newGuest(), boxes: [child(list.listId, 0, [skipped])], promotionCode: typed };
    // $10.00 less the $2.00 item, less 10 % of $8.00, and 6.25 % of $7.20: 45 cents.
    expect(await quoted(body)).toMatchObject({ subtotal: 10, discount: 0.8, tax: 0.45, total: 7.65 });
    const { checkoutUrl, orderIds } = await checkout(body);
    expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await expectStatus(request, orderIds[0]!, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
    const [mail] = await expectCaught(body.email, 1);
    const lines = ['Subtotal: $10.00', 'You already have: −$2.00', 'Discount: −$0.80', 'Sales tax: $0.45', 'Total: $7.65'];
    expect(mail!.text).toContain(lines.join('\n'));
    expect(mail!.text).toContain('Total paid: $7.65');
    expect(mail!.text).not.toContain('Shipping');
    for (const line of [...lines, 'Total paid: $7.65']) expect(mail!.html).toContain(line);
  });

  test('a voucher paying everything opens no payment page: the boxes are paid at once by voucher and the family lands on the paid My Orders page', async () => {
    const crayons = await product(299);
    const list = await schoolList(ILLINOIS_SCHOOL, true, [{ productId: crayons, quantity: 2 }]);
    const voucher = code('Free');
    const voucherId = await made({ code: voucher, percentOff: 100, maxRedemptions: 1 });
    const body = { ...newGuest(), boxes: [child(list.listId)], promotionCode: voucher };
    expect(await quoted(body)).toMatchObject({ subtotal: 5.98, discount: 5.98, tax: 0, total: 0 });
    const { checkoutUrl, orderIds } = await checkout(body);
    const paidPage = new URL(checkoutUrl);
    expect([paidPage.pathname, paidPage.searchParams.get('status'), paidPage.searchParams.get('orderId')]).toEqual(['/my-orders', 'paid', orderIds[0]]);
    expect(paidPage.searchParams.get('receipt')).toBeTruthy();
    const order = (await db().doc(`orders/${orderIds[0]}`).get()).data()!;
    expect(order).toMatchObject({ status: 'PAYMENT_SUCCESS', paidWith: 'voucher', checkoutSessionId: null });
    expect(order.paidAt).toBeTruthy();
    expect((await db().doc(`checkouts/${orderIds[0]}`).get()).data()).toMatchObject({ sessionId: null, amountCents: 0 });
    expect((await db().doc(`promotionCodes/${voucherId}`).get()).get('timesRedeemed')).toBe(1);
    expect((await db().doc(`supplyLists/${list.listId}`).get()).get('orderCount')).toBe(1);
    // Single use: the next family is told it has been used.
    const again = await quote({ ...newGuest(), boxes: [child(list.listId)], promotionCode: voucher });
    expect([again.status, (again.json() as { error: string }).error]).toEqual([400, 'This code has expired or has been used up.']);
  });

  test('an administrator cancels a paid box: it gets back what it paid, its items less its share of the discount plus its sales tax', async ({ request }) => {
    const crayons = await product(1000);
    const illinois = await schoolList(ILLINOIS_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
    const oregon = await schoolList(OREGON_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
    const typed = code('Back');
    await made({ code: typed, percentOff: 10 });
    const { checkoutUrl, orderIds } = await checkout({ ...newGuest(), boxes: [child(illinois.listId, 0), child(oregon.listId, 1)], promotionCode: typed });
    expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    for (const id of orderIds) await expectStatus(request, id, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
    // The Illinois box: $10.00 less $1.00, and 6.25 % of $9.00 (56 cents): $9.56.
    const cancelled = await call<{ refund: { amount: number } }>('DELETE', `/orders/${orderIds[0]}`, admin);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund).toMatchObject({ amount: 9.56 });
    expect((await db().doc(`refunds/${orderIds[0]}`).get()).get('amountCents')).toBe(956);
    // Its tax is reversed in Stripe Tax: its line, 56 cents of tax, and nothing of the other box.
    const money = (await db().doc(`checkouts/${orderIds[0]}`).get()).get('money') as { taxReversalIds: string[] };
    expect(money.taxReversalIds).toHaveLength(1);
    const reversal = await stripe.tax.transactions.retrieve(money.taxReversalIds[0]!);
    expect(reversal).toMatchObject({ type: 'reversal', reference: `${orderIds[0]}-cancelled` });
    const lines = await stripe.tax.transactions.listLineItems(reversal.id);
    expect(lines.data.map((line) => [line.amount, line.amount_tax])).toEqual([[-900, -56]]);
  });

  test('a partial refund made in Stripe’s dashboard is told by part in proportion, to the cent; the cancellation then gives back the rest, every part', async ({
    request,
  }) => {
    const crayons = await product(1000);
    const illinois = await schoolList(ILLINOIS_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
    const typed = code('Part');
    await made({ code: typed, percentOff: 10 });
    const { checkoutUrl, orderIds } = await checkout({ ...newGuest(), boxes: [child(illinois.listId)], promotionCode: typed });
    const orderId = orderIds[0]!;
    expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await expectStatus(request, orderId, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
    // $9.56 paid: $10.00 of items, $1.00 off, 56 cents of tax. $5.00 given back in the dashboard names no part.
    const paymentIntent = (await db().doc(`orders/${orderId}`).get()).get('paymentIntentId') as string;
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    await eventApplied(orderId, 'charge.refunded');
    const partial = (await db().doc(`refunds/${orderId}`).get()).data()!;
    expect(partial).toMatchObject({ amountCents: 500, parts: { itemsCents: 523, discountCents: 52, shippingCents: 0, taxCents: 29 } });

    expect((await call('DELETE', `/orders/${orderId}`, admin)).status).toBe(200);
    const whole = (await db().doc(`refunds/${orderId}`).get()).data()!;
    expect(whole).toMatchObject({ amountCents: 956, parts: { itemsCents: 1000, discountCents: 100, shippingCents: 0, taxCents: 56 } });
    const page = await call<{ details: { payment: { refunded: number; refundParts: unknown } } }>('GET', `/orders/${orderId}`, admin);
    expect(page.body.details.payment).toMatchObject({ refunded: 9.56, refundParts: { items: 10, discount: 1, shipping: 0, tax: 0.56 } });
  });

  test('an amount off never takes more than the boxes come to', async () => {
    const crayons = await product(299);
    const list = await schoolList(OREGON_SCHOOL, true, [{ productId: crayons, quantity: 2 }]);
    const small = code('Two');
    await made({ code: small, amountOff: 2 });
    expect(await quoted({ ...newGuest(), boxes: [child(list.listId)], promotionCode: small })).toMatchObject({ discount: 2, total: 3.98 });
    const big = code('Big');
    await made({ code: big, amountOff: 50 });
    expect(await quoted({ ...newGuest(), boxes: [child(list.listId)], promotionCode: big })).toMatchObject({ discount: 5.98, tax: 0, total: 0 });
  });

  test("a school's code discounts that school's boxes only, and says nothing to another school's", async () => {
    const crayons = await product(1000);
    const ours = await schoolList(OREGON_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
    const theirs = await schoolList(OREGON_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
    const schools = code('Sch');
    await made({ code: schools, percentOff: 50, schoolId: ours.schoolId });
    const both = { ...newGuest(), boxes: [child(ours.listId, 0), child(theirs.listId, 1)], promotionCode: schools };
    expect(await quoted(both)).toMatchObject({ subtotal: 20, discount: 5, total: 15 });
    const { sessionId } = await checkout(both);
    expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(1500);

    const res = await quote({ ...newGuest(), boxes: [child(theirs.listId)], promotionCode: schools });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: moneyMessages.codes.unknown });
  });

  test('an unknown code, an expired one and one used up are refused with what the family is told', async () => {
    const crayons = await product(1000);
    const list = await schoolList(OREGON_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
    const refusal = async (promotionCode: string) => {
      const res = await quote({ ...newGuest(), boxes: [child(list.listId)], promotionCode });
      return [res.status, (res.json() as { error: string }).error];
    };
    expect(await refusal(code('Nobody'))).toEqual([400, "We don't recognise this code."]);

    const expired = code('Old');
    const expiredId = await made({ code: expired, percentOff: 10 });
    await db()
      .doc(`promotionCodes/${expiredId}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await refusal(expired)).toEqual([400, 'This code has expired or has been used up.']);

    const usedUp = code('Once');
    const usedUpId = await made({ code: usedUp, percentOff: 10, maxRedemptions: 1 });
    await db().doc(`promotionCodes/${usedUpId}`).update({ timesRedeemed: 1 });
    expect(await refusal(usedUp)).toEqual([400, 'This code has expired or has been used up.']);

    // The checkout refuses them the same way, and stores nothing.
    const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', {
      body: { ...newGuest(), boxes: [child(list.listId)], promotionCode: usedUp },
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: 'This code has expired or has been used up.' });
  });

  test('an order recorded at the office is priced as a checkout: its Illinois school’s sales tax and a code, answered and stored as its money, its tax recorded at once', async () => {
    const crayons = await product(1000);
    const list = await schoolList(ILLINOIS_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
    const typed = code('Office');
    const codeId = await made({ code: typed, percentOff: 10 });
    const body = { supplyListId: list.listId, ...newGuest(), studentFirstName: 'Ola', studentLastName: 'Office', promotionCode: typed.toLowerCase() };
    const res = await call<{ order: { id: string; money?: unknown } }>('POST', '/orders', admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // $10.00 less 10 %, and 6.25 % of $9.00: $9.56.
    expect(res.body.order.money, 'the office order answers its money').toEqual({ subtotal: 10, skipped: 0, discount: 1, shipping: 0, tax: 0.56, total: 9.56 });
    const { id } = res.body.order;
    expect((await db().doc(`orders/${id}`).get()).get('money')).toMatchObject({ subtotalCents: 1000, discountCents: 100, taxCents: 56 });
    const stored = (await db().doc(`checkouts/${id}`).get()).data()!;
    expect(stored).toMatchObject({ amountCents: 956, money: { taxCents: 56, discountCents: 100 } });
    // Paid at the office: a sale the vendor owes tax on, recorded from the calculation at once; the code's use counted.
    expect(stored.money.taxTransactionIds).toHaveLength(1);
    expect(await stripe.tax.transactions.retrieve(stored.money.taxTransactionIds[0] as string)).toMatchObject({ type: 'transaction', reference: id });
    expect((await db().doc(`promotionCodes/${codeId}`).get()).get('timesRedeemed')).toBe(1);

    // One still to be paid is priced the same, and no tax is recorded until it is paid.
    const later = await call<{ order: { id: string; money?: unknown } }>('POST', '/orders', admin, { ...body, ...newGuest(), status: 'AWAITING_PAYMENT' });
    expect(later.status).toBe(201);
    expect(later.body.order.money).toMatchObject({ tax: 0.56, total: 9.56 });
    expect((await db().doc(`checkouts/${later.body.order.id}`).get()).get('money.taxTransactionIds')).toEqual([]);
  });

  test('an order recorded at the office refuses a code it cannot take and a bad one (400), and only administrators record', async () => {
    const crayons = await product(1000);
    const list = await schoolList(ILLINOIS_SCHOOL, true, [{ productId: crayons, quantity: 1 }]);
    const body = { supplyListId: list.listId, ...newGuest(), studentFirstName: 'Ola', studentLastName: 'Office' };
    const unknown = await call<{ error: string }>('POST', '/orders', admin, { ...body, promotionCode: code('Nobody') });
    expect([unknown.status, unknown.body.error]).toEqual([400, "We don't recognise this code."]);
    for (const promotionCode of ['x'.repeat(31), 42])
      expect((await call('POST', '/orders', admin, { ...body, promotionCode })).status, String(promotionCode)).toBe(400);
    const parent = await signIn('parent@example.com');
    expect((await call('POST', '/orders', parent, body)).status).toBe(403);
    expect((await call('POST', '/orders', null, body)).status).toBe(401);
  });
});

test('the quote is what the payment page charges, for one box and for ten', async () => {
  const [a, b, c] = [await product(333), await product(125), await product(999)];
  const list = await schoolList(ILLINOIS_SCHOOL, true, [
    { productId: a, quantity: 3 },
    { productId: b, quantity: 1 },
    { productId: c, quantity: 2 },
  ]);
  const toHome = await schoolList(OREGON_SCHOOL, false, [
    { productId: a, quantity: 1 },
    { productId: c, quantity: 1 },
  ]);
  for (const count of [1, 10]) {
    const boxes = Array.from({ length: count }, (_, i) => child(i % 2 ? toHome.listId : list.listId, i));
    const body = { ...newGuest(), boxes, address: illinoisHome };
    const { total } = await quoted(body);
    const { sessionId } = await checkout(body);
    expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total, `${count} boxes`).toBe(Math.round(total * 100));
  }
});

test('bad input is 400 naming the field', async () => {
  for (const body of [{ boxes: [] }, { boxes: [{ supplyListId: '' }] }, { boxes: [child('x')], promotionCode: 'x'.repeat(31) }, { boxes: 'none' }]) {
    const res = await quote(body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect((res.json() as { error: string }).error).toBeTruthy();
  }
});

test('where Stripe Tax is not set up, the quote and the checkout are refused with a clear message, nothing is stored, and the log says why', async () => {
  const crayons = await product(299);
  const toHome = await schoolList(OREGON_SCHOOL, false, [{ productId: crayons, quantity: 2 }]);
  // The local payment provider answers this ZIP code as an account without Stripe Tax would be answered.
  const body = { ...newGuest(), boxes: [child(toHome.listId)], address: { ...illinoisHome, zipCode: TAX_NOT_SET_UP_ZIP } };
  const logAt = statSync(EMULATOR_LOG).size;
  const message = 'Checkout is closed for a moment: sales tax cannot be worked out. Please try again later.';

  const quoteRes = await quote(body);
  expect(quoteRes.status, quoteRes.text).toBe(503);
  expect(quoteRes.json()).toMatchObject({ error: message });
  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body });
  expect(res.status, res.text).toBe(503);
  expect(res.json()).toMatchObject({ success: false, error: message });

  expect((await db().collection('orders').where('supplyListId', '==', toHome.listId).get()).size).toBe(0);
  // A checkout is named by its first box's id: no order, no checkout.
  expect((await db().doc(`supplyLists/${toHome.listId}`).get()).get('orderCount')).toBe(0);
  const logged = () => readFileSync(EMULATOR_LOG, 'utf8').slice(logAt);
  await expect.poll(logged, { message: 'the log line', timeout: 10_000 }).toContain('Stripe Tax is not set up for this Stripe account');
});
