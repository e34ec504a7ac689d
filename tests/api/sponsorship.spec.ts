import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { checkAnswer } from '../support/answers';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { mailsTo } from '../support/mail';
import { expectStatus, newGuest, submitCard } from '../support/orders';
import { personasFor, type Personas } from '../support/roles';
import { receiptToken } from '../support/signed-links';
import { call } from '../support/school-data';
import { closeTestDb, createListAt, createPricedProduct, testDb } from '../support/stack';
import { localStripe as stripe, deliverSessionEvent, WEBHOOK_WAIT_MS } from '../support/webhook';

// Sponsored boxes (docs/decisions.md §25): a family adds a gift for a school's sponsorship pool to
// its checkout, a line of the same payment; once paid the pool grows by it; the school's staff give
// boxes paid from it; a refund of the checkout takes the gift back out, unless it was given already.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const OREGON_SCHOOL = '2 Test Way, Portland, OR 97201';
const tag = () => randomUUID().slice(0, 8);
const db = () => testDb();

/** A school in Oregon (no sales tax) with one published $10.00 list delivered to school, and its name. */
async function tenDollarSchool() {
  const list = await createListAt(OREGON_SCHOOL, true, [{ productId: await createPricedProduct(1000), quantity: 1 }]);
  const schoolName = (await db().doc(`schools/${list.schoolId}`).get()).get('name') as string;
  return { ...list, schoolName };
}

const donorBox = (supplyListId: string) => ({ supplyListId, studentFirstName: 'Donor', studentLastName: 'Child' });

async function quoted(body: Record<string, unknown>) {
  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout/quote', { body });
  checkAnswer('POST /orders/checkout/quote', res.status, res.json());
  expect(res.status, res.text).toBe(200);
  return (res.json() as { quote: Record<string, unknown> }).quote;
}

/** A guest's checkout of `body`: its answer, its payment page and the session's id. */
async function checkout(body: Record<string, unknown>) {
  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body });
  expect(res.status, res.text).toBe(201);
  const { checkoutUrl, orderIds } = res.json() as { checkoutUrl: string; orderIds: string[] };
  return { checkoutUrl, orderIds, sessionId: new URL(checkoutUrl).pathname.split('/').pop()! };
}

/** A guest pays a box of `listId` with a gift of `amount` to `schoolId`'s pool; answers the guest, the order and the paid page's receipt token. */
async function paidGift(request: Parameters<typeof expectStatus>[0], listId: string, schoolId: string, amount: number) {
  const guest = newGuest();
  const placed = await checkout({ ...guest, boxes: [donorBox(listId)], gift: { schoolId, amount } });
  const paid = await submitCard(placed.checkoutUrl, '4242 4242 4242 4242');
  expect(paid.status).toBe(303);
  await expectStatus(request, placed.orderIds[0]!, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
  const receipt = new URL(paid.headers.get('location')!).searchParams.get('receipt')!;
  return { guest, ...placed, orderId: placed.orderIds[0]!, receipt };
}

async function poolOf(schoolId: string, token: string) {
  const res = await call<{ sponsorship: Record<string, number> }>('GET', `/schools/${schoolId}/sponsorship`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.sponsorship;
}

const sponsoredChild = () => ({ studentFirstName: `Secret${tag()}`, studentLastName: `Kidname${tag()}` });

test.describe('the gift in the checkout', () => {
  test('the quote answers the gift beside the boxes, untaxed and undiscounted, and the total includes it; the payment page has its own line and charges the quote', async () => {
    const school = await tenDollarSchool();
    const body = { ...newGuest(), boxes: [donorBox(school.listId)], gift: { schoolId: school.schoolId, amount: 12.5 } };
    expect(await quoted(body)).toEqual({
      boxes: [{ supplyListId: school.listId, subtotal: 10, skipped: 0 }],
      subtotal: 10,
      skipped: 0,
      discount: 0,
      shipping: 0,
      tax: 0,
      gift: 12.5,
      total: 22.5,
    });
    expect(await quoted({ ...body, gift: undefined })).toMatchObject({ gift: 0, total: 10 });
    const { sessionId, orderIds } = await checkout(body);
    expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(2250);
    const lines = await stripe.checkout.sessions.listLineItems(sessionId);
    expect(lines.data.find((line) => line.description === `Sponsor a box at ${school.schoolName}`)).toMatchObject({ amount_total: 1250 });
    // The gift is the checkout's, never a box's money: what the box paid stays its own.
    expect((await db().doc(`checkouts/${orderIds[0]}`).get()).data()).toMatchObject({
      amountCents: 2250,
      gift: { schoolId: school.schoolId, amountCents: 1250, receivedAt: null },
    });
    expect((await db().doc(`orders/${orderIds[0]}`).get()).get('money')).toEqual({
      subtotalCents: 1000,
      skippedCents: 0,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      shippingTaxCents: 0,
      lines: [{ productId: expect.any(String), amountCents: 1000, discountCents: 0, taxCents: 0 }],
    });
  });

  test('a gift is $1 to $500 with two decimals, to the school of one of the boxes: anything else is a 400 that says so', async () => {
    const school = await tenDollarSchool();
    const other = await tenDollarSchool();
    const ask = (gift: unknown) => callFrom(randomLoopback(), 'POST', '/api/orders/checkout/quote', { body: { boxes: [donorBox(school.listId)], gift } });
    for (const amount of [0.99, 500.01, 12.345, -5]) {
      const res = await ask({ schoolId: school.schoolId, amount });
      expect(res.status, `${amount}: ${res.text}`).toBe(400);
      expect((res.json() as { error: string }).error).toContain('A gift is $1 to $500, with at most two decimals');
    }
    const elsewhere = await ask({ schoolId: other.schoolId, amount: 5 });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: "A gift goes to the school of one of this checkout's boxes" });
    const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', {
      body: { ...newGuest(), boxes: [donorBox(school.listId)], gift: { schoolId: other.schoolId, amount: 5 } },
    });
    expect(res.status).toBe(400);
  });
});

test.describe('the pool', () => {
  let admin: string;
  test.beforeAll(async () => {
    admin = await signIn('admin@example.com');
  });

  test('a paid gift grows the pool once, however often Stripe tells of the payment, and the confirmation thanks the family', async ({ request }) => {
    const school = await tenDollarSchool();
    expect(await poolOf(school.schoolId, admin)).toEqual({ balance: 0, given: 0, used: 0, boxes: 0 });
    const paid = await paidGift(request, school.listId, school.schoolId, 12.5);
    await expect.poll(async () => (await poolOf(school.schoolId, admin)).given, { timeout: WEBHOOK_WAIT_MS }).toBe(12.5);
    // The same payment told again, under another event id: the gift is counted once.
    await deliverSessionEvent(request, 'checkout.session.completed', paid.sessionId, { payment_status: 'paid' });
    await new Promise((done) => setTimeout(done, 1500));
    expect(await poolOf(school.schoolId, admin)).toEqual({ balance: 12.5, given: 12.5, used: 0, boxes: 0 });
    await expect.poll(async () => (await mailsTo(paid.guest.email)).filter((mail) => mail.kind === 'confirmed').length, { timeout: WEBHOOK_WAIT_MS }).toBe(1);
    const [confirmation] = (await mailsTo(paid.guest.email)).filter((mail) => mail.kind === 'confirmed');
    expect(confirmation!.message.text).toContain(`Thank you for sponsoring a box at ${school.schoolName}: $12.50 goes to a family in need.`);
    expect(confirmation!.message.text).toContain('Total paid: $22.50');
  });

  test('a refund of the checkout refunds the gift too and takes it out of the pool', async ({ request }) => {
    const school = await tenDollarSchool();
    const paid = await paidGift(request, school.listId, school.schoolId, 7);
    await expect.poll(async () => (await poolOf(school.schoolId, admin)).balance, { timeout: WEBHOOK_WAIT_MS }).toBe(7);
    const cancelled = await call<{ refund: { amount: number } }>('DELETE', `/orders/${paid.orderId}`, admin);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.refund).toMatchObject({ amount: 17 });
    const refunds = await stripe.refunds.list({ payment_intent: (await db().doc(`orders/${paid.orderId}`).get()).get('paymentIntentId') as string });
    expect(refunds.data.reduce((sum, refund) => sum + refund.amount, 0)).toBe(1700);
    expect(await poolOf(school.schoolId, admin)).toEqual({ balance: 0, given: 7, used: 0, boxes: 0 });
    // The family is told all that went back, the gift with the box.
    const cancelledMail = (await mailsTo(paid.guest.email)).find((mail) => mail.kind === 'cancelled');
    expect(cancelledMail?.message.text).toContain('Total refunded: $17.00');
  });
});

test('a voucher that pays every box still leaves the gift to pay by card: the payment page opens for the gift alone, and once paid the pool grows by it', async ({
  request,
}) => {
  const admin = await signIn('admin@example.com');
  const school = await tenDollarSchool();
  const voucher = `FREE${tag().replace(/-/g, '')}`.toUpperCase();
  const made = await call('POST', '/promotion-codes', admin, { code: voucher, percentOff: 100, maxRedemptions: 1 });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const body = { ...newGuest(), boxes: [donorBox(school.listId)], promotionCode: voucher, gift: { schoolId: school.schoolId, amount: 5 } };
  expect(await quoted(body)).toMatchObject({ subtotal: 10, discount: 10, gift: 5, total: 5 });
  const { checkoutUrl, sessionId, orderIds } = await checkout(body);
  expect(new URL(checkoutUrl).pathname).not.toBe('/my-orders');
  expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(500);
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderIds[0]!, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
  await expect.poll(async () => (await poolOf(school.schoolId, admin)).given, { timeout: WEBHOOK_WAIT_MS }).toBe(5);
});

test('Pay now after a failed payment opens a new page with the gift’s line again, for the same total, and its payment grows the pool', async ({ request }) => {
  const admin = await signIn('admin@example.com');
  const school = await tenDollarSchool();
  const { checkoutUrl, orderIds } = await checkout({ ...newGuest(), boxes: [donorBox(school.listId)], gift: { schoolId: school.schoolId, amount: 3 } });
  const orderId = orderIds[0]!;
  expect((await submitCard(checkoutUrl, '4000 0000 0000 0002')).status).toBe(200);
  const first = await stripe.checkout.sessions.retrieve(new URL(checkoutUrl).pathname.split('/').pop()!);
  expect((await request.get(first.cancel_url!, { maxRedirects: 0 })).status()).toBe(303);
  await expectStatus(request, orderId, 'PAYMENT_FAILED');
  const again = await request.post(`/api/orders/${orderId}/pay`, { data: { token: receiptToken(orderId) } });
  expect(again.status(), await again.text()).toBe(200);
  const { checkoutUrl: second } = (await again.json()) as { checkoutUrl: string };
  const sessionId = new URL(second).pathname.split('/').pop()!;
  expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(1300);
  const lines = await stripe.checkout.sessions.listLineItems(sessionId);
  expect(lines.data.find((line) => line.description === `Sponsor a box at ${school.schoolName}`)).toMatchObject({ amount_total: 300 });
  expect((await submitCard(second, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
  await expect.poll(async () => (await poolOf(school.schoolId, admin)).given, { timeout: WEBHOOK_WAIT_MS }).toBe(3);
});

test('a payment that arrives after its box was marked failed gives the gift back with the box, and the pool never counts it', async () => {
  const admin = await signIn('admin@example.com');
  const school = await tenDollarSchool();
  const { checkoutUrl, orderIds, sessionId } = await checkout({
    ...newGuest(),
    boxes: [donorBox(school.listId)],
    gift: { schoolId: school.schoolId, amount: 4 },
  });
  expect((await call('PUT', `/orders/${orderIds[0]}/status`, admin, { status: 'PAYMENT_FAILED' })).status).toBe(200);
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string;
  await expect
    .poll(async () => (await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((refund) => refund.amount).sort((a, b) => a - b), {
      timeout: WEBHOOK_WAIT_MS,
    })
    .toEqual([400, 1000]);
  expect(await poolOf(school.schoolId, admin)).toEqual({ balance: 0, given: 0, used: 0, boxes: 0 });
});

test.describe('sponsored boxes', () => {
  let personas: Personas;
  let school: Awaited<ReturnType<typeof tenDollarSchool>>;
  test.beforeAll(async () => {
    school = await tenDollarSchool();
    const other = await tenDollarSchool();
    personas = await personasFor(school.schoolId, other.schoolId);
  });

  test('the pool and its boxes are the school’s staff’s: its representatives and administrators; another school’s representative and a parent get 403, nobody signed in 401', async () => {
    for (const [who, token, status] of [
      ['anonymous', null, 401],
      ['parent', personas.parent, 403],
      ['otherRep', personas.otherRep, 403],
      ['rep', personas.rep, 200],
      ['admin', personas.admin, 200],
    ] as const) {
      expect((await call('GET', `/schools/${school.schoolId}/sponsorship`, token)).status, who).toBe(status);
      const given = await call('POST', `/schools/${school.schoolId}/sponsored-orders`, token, { supplyListId: school.listId, ...sponsoredChild() });
      // Allowed, the pool is empty: 409, and nothing is placed.
      expect(given.status, who).toBe(status === 200 ? 409 : status);
    }
  });

  test('bad input is a 400: no child’s name, a list of another school is not found', async () => {
    const noName = await call('POST', `/schools/${school.schoolId}/sponsored-orders`, personas.rep, {
      supplyListId: school.listId,
      studentFirstName: ' ',
      studentLastName: 'X',
    });
    expect(noName.status).toBe(400);
    const other = await tenDollarSchool();
    const elsewhere = await call('POST', `/schools/${school.schoolId}/sponsored-orders`, personas.rep, { supplyListId: other.listId, ...sponsoredChild() });
    expect(elsewhere.status).toBe(404);
  });

  test('a box given from the pool is paid from it, delivered to the school; short, the pool refuses the next box and says what is left; a gift already given is not refunded (409)', async ({
    request,
  }) => {
    const paid = await paidGift(request, school.listId, school.schoolId, 12.5);
    await expect.poll(async () => (await poolOf(school.schoolId, personas.rep)).balance, { timeout: WEBHOOK_WAIT_MS }).toBe(12.5);

    const child = sponsoredChild();
    const given = await call<{ order: Record<string, unknown> }>('POST', `/schools/${school.schoolId}/sponsored-orders`, personas.rep, {
      supplyListId: school.listId,
      ...child,
    });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    expect(given.body.order).toMatchObject({ status: 'PAYMENT_SUCCESS', schoolId: school.schoolId, ...child });
    const orderId = given.body.order.id as string;
    expect((await db().doc(`orders/${orderId}`).get()).data()).toMatchObject({
      paidWith: 'sponsorship',
      delivery: { toSchool: true },
      money: { subtotalCents: 1000, skippedCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0 },
    });
    expect(await poolOf(school.schoolId, personas.admin)).toEqual({ balance: 2.5, given: 12.5, used: 10, boxes: 1 });

    const short = await call('POST', `/schools/${school.schoolId}/sponsored-orders`, personas.rep, { supplyListId: school.listId, ...sponsoredChild() });
    expect(short.status).toBe(409);
    expect(short.body).toEqual({ error: 'The sponsorship fund has $2.50 left: not enough for this box.' });
    expect(await poolOf(school.schoolId, personas.admin)).toEqual({ balance: 2.5, given: 12.5, used: 10, boxes: 1 });

    // The gift was given to a family: the donor's checkout cannot take it back; nothing changes.
    const refused = await call('DELETE', `/orders/${paid.orderId}`, personas.admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'The sponsorship fund has already given this gift to a family: cancel the boxes without refunding the gift, or refund it in Stripe.',
    });
    expect((await db().doc(`orders/${paid.orderId}`).get()).get('status')).toBe('PAYMENT_SUCCESS');

    // The child's name is the school's: the donor's receipt, lookup and e-mails never hold it.
    const receipt = await callFrom(randomLoopback(), 'GET', `/api/orders/${paid.orderId}/receipt?token=${paid.receipt}`);
    const lookup = await callFrom(randomLoopback(), 'POST', '/api/orders/lookup', { body: paid.guest });
    const mails = await mailsTo(paid.guest.email);
    for (const seen of [receipt.text, lookup.text, JSON.stringify(mails)]) {
      expect(seen).not.toContain(child.studentFirstName);
      expect(seen).not.toContain(child.studentLastName);
    }
    expect(receipt.status).toBe(200);
    expect(lookup.status).toBe(200);
    // The school's staff see it among the school's orders.
    const schoolOrders = await call('GET', `/orders/school/${school.schoolId}`, personas.rep);
    expect(JSON.stringify(schoolOrders.body)).toContain(child.studentLastName);
  });

  test('a sponsored box cancelled gives its price back to the pool; revived, it takes it again', async () => {
    const fresh = await tenDollarSchool();
    await db().doc(`sponsorshipPools/${fresh.schoolId}`).set({ givenCents: 1500, usedCents: 0, refundedCents: 0, boxes: 0 });
    const given = await call<{ order: { id: string } }>('POST', `/schools/${fresh.schoolId}/sponsored-orders`, personas.admin, {
      supplyListId: fresh.listId,
      ...sponsoredChild(),
    });
    expect(given.status).toBe(201);
    expect(await poolOf(fresh.schoolId, personas.admin)).toEqual({ balance: 5, given: 15, used: 10, boxes: 1 });
    const cancelled = await call<{ refund: unknown }>('DELETE', `/orders/${given.body.order.id}`, personas.admin);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.refund).toBeNull();
    expect(await poolOf(fresh.schoolId, personas.admin)).toEqual({ balance: 15, given: 15, used: 0, boxes: 0 });
    expect((await call('PUT', `/orders/${given.body.order.id}/status`, personas.admin, { status: 'PREPARING' })).status).toBe(200);
    expect(await poolOf(fresh.schoolId, personas.admin)).toEqual({ balance: 5, given: 15, used: 10, boxes: 1 });
  });

  test('an Idempotency-Key gives the same box again, paid once', async () => {
    const fresh = await tenDollarSchool();
    await db().doc(`sponsorshipPools/${fresh.schoolId}`).set({ givenCents: 3000, usedCents: 0, refundedCents: 0, boxes: 0 });
    const key = `sponsor-${tag()}`;
    const body = { supplyListId: fresh.listId, ...sponsoredChild() };
    const ask = () =>
      callFrom(randomLoopback(), 'POST', `/api/schools/${fresh.schoolId}/sponsored-orders`, {
        body,
        headers: { ...bearer(personas.admin), 'Idempotency-Key': key },
      });
    const [first, again] = [await ask(), await ask()];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((again.json() as { order: { id: string } }).order.id).toBe((first.json() as { order: { id: string } }).order.id);
    expect(await poolOf(fresh.schoolId, personas.admin)).toEqual({ balance: 20, given: 30, used: 10, boxes: 1 });
  });
});
