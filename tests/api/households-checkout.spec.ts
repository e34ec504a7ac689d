import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkoutMessages, MAX_CHECKOUT_BOXES, optionalItemMessages, type CancelOrderResponse } from '@ssb/contract';
import { closeAdminAuth, signIn } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { expectAnswer } from '../support/answers';
import { box, checkoutBoxes, expectStatus, homeAddress, newGuest, placeBoxes, statusOf, submitCard } from '../support/orders';
import { verifiedAccount } from '../support/roles';
import { eventApplied, localStripe as stripe, WEBHOOK_WAIT_MS } from '../support/webhook';
import { closeTestDb, createPrivateList, stack, testDb } from '../support/stack';
import { profiles } from '../../local/stack/profiles';

// docs/decisions.md §3: one checkout holds 1 to 10 boxes, each its own order, joined by a
// checkout id and paid by one Checkout Session with a line per box.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** A private list prices 2 × Crayons at $2.99. */
const BOX_CENTS = 598;

const doc = async (path: string) => (await testDb().doc(path).get()).data();
const orderCount = async (listId: string) => (await doc(`supplyLists/${listId}`))!.orderCount as number;

/** Two lists at two schools: the first delivers to school, the second home (its boxes need the address). */
async function twoSchools() {
  const [toSchool, toHome] = await Promise.all([createPrivateList({ deliverToSchool: true }), createPrivateList({ deliverToSchool: false })]);
  return { toSchool, toHome };
}

async function twoBoxes(request: APIRequestContext) {
  const { toSchool, toHome } = await twoSchools();
  const guest = newGuest();
  const body = { ...guest, boxes: [box(toSchool.listId, 'Noah', 'Lee'), box(toHome.listId, 'Ava', 'Lee')], address: homeAddress };
  return { ...(await placeBoxes(request, body)), body, toSchool, toHome };
}

test('two boxes at two schools are two orders of one checkout, paid once by one session with a line per box', async ({ request }) => {
  const { checkoutUrl, orderIds, sessionId, toSchool, toHome } = await twoBoxes(request);
  expect(orderIds).toHaveLength(2);
  const [first, second] = await Promise.all(orderIds.map((id) => doc(`orders/${id}`)));
  expect(first).toMatchObject({ status: 'AWAITING_PAYMENT', supplyListId: toSchool.listId, checkoutSessionId: sessionId, delivery: { toSchool: true } });
  expect(second).toMatchObject({
    status: 'AWAITING_PAYMENT',
    supplyListId: toHome.listId,
    checkoutSessionId: sessionId,
    delivery: { toSchool: false, line1: homeAddress.line1 },
  });
  expect(first!.checkoutId).toBe(second!.checkoutId);
  expect(await doc(`checkouts/${first!.checkoutId}`)).toMatchObject({ sessionId, orderIds, amountCents: 2 * BOX_CENTS, currency: 'usd' });
  expect([await orderCount(toSchool.listId), await orderCount(toHome.listId)]).toEqual([1, 1]);

  const lines = await stripe.checkout.sessions.listLineItems(sessionId);
  expect(lines.data.map((line) => [line.description, line.amount_total])).toEqual([
    [`${first!.snapshot.listName} — Noah Lee`, BOX_CENTS],
    [`${second!.snapshot.listName} — Ava Lee`, BOX_CENTS],
  ]);
  expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(2 * BOX_CENTS);

  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  for (const id of orderIds) await expectStatus(request, id, 'PAYMENT_SUCCESS');
  const paid = await Promise.all(orderIds.map(async (id) => (await doc(`orders/${id}`))!.paymentIntentId as string));
  expect(paid[0]).toMatch(/^pi_/);
  expect(paid[1]).toBe(paid[0]);

  // The API's orders say which checkout paid them.
  const lookup = await request.post('/api/orders/lookup', { data: { email: first!.contact.email, phone: first!.contact.phone } });
  const { orders } = (await lookup.json()) as { orders: { id: string; checkoutId: string | null }[] };
  expect(orders.map((order) => order.checkoutId)).toEqual([first!.checkoutId, first!.checkoutId]);
});

test('a declined card then the session expiring fails every box', async ({ request }) => {
  const { checkoutUrl, orderIds, sessionId, toSchool, toHome } = await twoBoxes(request);
  expect((await submitCard(checkoutUrl, '4000 0000 0000 0002')).status).not.toBe(303);
  expect(await statusOf(request, orderIds[0]!)).toBe('AWAITING_PAYMENT');
  await stripe.checkout.sessions.expire(sessionId);
  for (const id of orderIds) await expectStatus(request, id, 'PAYMENT_FAILED');
  expect([await orderCount(toSchool.listId), await orderCount(toHome.listId)]).toEqual([0, 0]);
});

test('the payment page’s Cancel fails every box at once', async ({ request }) => {
  const { orderIds, sessionId } = await twoBoxes(request);
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const back = await fetch(session.cancel_url!, { redirect: 'manual' });
  expect(back.status).toBe(303);
  for (const id of orderIds) expect(await statusOf(request, id)).toBe('PAYMENT_FAILED');
});

test('ten boxes are one checkout; eleven are refused with the reason and write nothing', async ({ request }) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const ten = Array.from({ length: 10 }, (_, i) => box(listId, `Child${i}`, 'Lee'));
  const placed = await placeBoxes(request, { ...newGuest(), boxes: ten });
  expect(placed.orderIds).toHaveLength(10);
  expect(new Set(placed.orderIds).size).toBe(10);
  expect(await orderCount(listId)).toBe(10);
  expect((await stripe.checkout.sessions.retrieve(placed.sessionId)).amount_total).toBe(10 * BOX_CENTS);

  const guest = newGuest();
  const eleven = await checkoutBoxes(request, { ...guest, boxes: [...ten, box(listId)] });
  expect(eleven.status()).toBe(400);
  expect(((await eleven.json()) as { error: string }).error).toContain(checkoutMessages.boxCount({ max: MAX_CHECKOUT_BOXES }));
  const none = await checkoutBoxes(request, { ...guest, boxes: [] });
  expect(none.status()).toBe(400);
  expect(await orderCount(listId)).toBe(10);
  expect((await testDb().collection('orders').where('emailKey', '==', guest.email).get()).size).toBe(0);

  // Cancelled on the payment page: ten boxes of one list fail together and leave its counter at 0.
  const { cancel_url } = await stripe.checkout.sessions.retrieve(placed.sessionId);
  expect((await fetch(cancel_url!, { redirect: 'manual' })).status).toBe(303);
  expect(await Promise.all(placed.orderIds.map((id) => statusOf(request, id)))).toEqual(Array(10).fill('PAYMENT_FAILED'));
  expect(await orderCount(listId)).toBe(0);
});

test('the same Idempotency-Key answers the same page and orders; another request under it is a 409', async ({ request }) => {
  const { toSchool, toHome } = await twoSchools();
  const body = { ...newGuest(), boxes: [box(toSchool.listId), box(toHome.listId, 'Ava')], address: homeAddress };
  const headers = { 'Idempotency-Key': `boxes-${crypto.randomUUID()}` };
  const [a, b] = await Promise.all([placeBoxes(request, body, headers), placeBoxes(request, body, headers)]);
  expect(b.checkoutUrl).toBe(a.checkoutUrl);
  expect(b.orderIds).toEqual(a.orderIds);
  expect(await orderCount(toSchool.listId)).toBe(1);
  const other = await checkoutBoxes(request, { ...body, boxes: [box(toSchool.listId)] }, headers);
  expect(other.status()).toBe(409);
});

test('the spec’s address rule applies when one of the boxes delivers home', async ({ request }) => {
  const { toSchool, toHome } = await twoSchools();
  const guest = newGuest();
  const toSchoolOnly = await checkoutBoxes(request, { ...guest, boxes: [box(toSchool.listId)] });
  expect(toSchoolOnly.status()).toBe(201);
  const missing = await checkoutBoxes(request, { ...newGuest(), boxes: [box(toSchool.listId), box(toHome.listId)] });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toEqual({ success: false, error: checkoutMessages.addressRequired });
  expect(await orderCount(toHome.listId)).toBe(0);
});

test('an unpublished or unknown list refuses the whole checkout as the spec’s checkouts do', async ({ request }) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const unknown = await checkoutBoxes(request, { ...newGuest(), boxes: [box(listId), box('no-such-list')] });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: checkoutMessages.listUnavailable });
  expect(await orderCount(listId)).toBe(0);
});

test('an administrator cancels one box: a partial refund of its amount, the other box still paid', async ({ request }) => {
  const { checkoutUrl, orderIds, toSchool } = await twoBoxes(request);
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  for (const id of orderIds) await expectStatus(request, id, 'PAYMENT_SUCCESS');
  const admin = await signIn('admin@example.com');
  const cancelled = await request.delete(`/api/orders/${orderIds[0]}`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect(await cancelled.json()).toMatchObject({ order: { status: 'CANCELLED' }, refund: { amount: BOX_CENTS / 100 } });

  const paymentIntentId = (await doc(`orders/${orderIds[1]}`))!.paymentIntentId as string;
  const refunds = await stripe.refunds.list({ payment_intent: paymentIntentId });
  expect(refunds.data.map((refund) => refund.amount)).toEqual([BOX_CENTS]);
  const charge = await stripe.charges.retrieve(String(refunds.data[0]!.charge));
  expect([charge.amount, charge.amount_refunded, charge.refunded]).toEqual([2 * BOX_CENTS, BOX_CENTS, false]);
  // Stripe's charge.refunded for the partly refunded payment cancels nothing else.
  const checkoutId = (await doc(`orders/${orderIds[1]}`))!.checkoutId as string;
  await eventApplied(checkoutId, 'charge.refunded');
  expect(await doc(`refunds/${orderIds[0]}`)).toMatchObject({ amountCents: BOX_CENTS, paymentIntentId });
  expect(await statusOf(request, orderIds[1]!)).toBe('PAYMENT_SUCCESS');
  expect(await doc(`refunds/${orderIds[1]}`)).toBeUndefined();
  expect(await orderCount(toSchool.listId)).toBe(0);

  // Refunded in full in Stripe's dashboard: the other box is no longer paid for.
  await stripe.refunds.create({ payment_intent: paymentIntentId });
  await expectStatus(request, orderIds[1]!, 'CANCELLED');
  expect(await doc(`refunds/${orderIds[1]}`)).toMatchObject({ amountCents: BOX_CENTS });
  expect(await doc(`refunds/${orderIds[0]}`)).toMatchObject({ amountCents: BOX_CENTS });
});

test('a partial refund made in Stripe’s dashboard is shared among the boxes; cancelling each box then refunds what is left of it, the payment and no more', async ({
  request,
}) => {
  // Boxes of 1, 2 and 4 × Crayons ($2.99): $2.99, $5.98 and $11.96, $20.93 in all.
  const listIds = await Promise.all(
    [1, 2, 4].map(async (quantity) => {
      const { listId } = await createPrivateList({ deliverToSchool: true });
      await testDb()
        .doc(`supplyLists/${listId}`)
        .update({ items: [{ productId: 'prod-crayons', quantity }] });
      return listId;
    }),
  );
  const { checkoutUrl, orderIds } = await placeBoxes(request, { ...newGuest(), boxes: listIds.map((listId, i) => box(listId, `Child${i}`)) });
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  for (const id of orderIds) await expectStatus(request, id, 'PAYMENT_SUCCESS');
  const { paymentIntentId, checkoutId } = (await doc(`orders/${orderIds[0]}`)) as { paymentIntentId: string; checkoutId: string };
  const refunded = async () => Promise.all(orderIds.map(async (id) => ((await doc(`refunds/${id}`))?.amountCents as number | undefined) ?? 0));
  const stripeRefunds = async () => (await stripe.refunds.list({ payment_intent: paymentIntentId })).data.map((refund) => refund.amount);

  // $10.00 back from Stripe's dashboard, for no box in particular.
  await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 1000 });
  await eventApplied(checkoutId, 'charge.refunded');

  const admin = await signIn('admin@example.com');
  const cancel = async (orderId: string) => {
    const res = await request.delete(`/api/orders/${orderId}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as CancelOrderResponse;
  };
  // The $11.96 box had $5.71 of the $10.00 (its share of $20.93): $6.25 more goes back, $11.96 in all.
  expect(await cancel(orderIds[2]!)).toMatchObject({ order: { status: 'CANCELLED' }, refund: { amount: 11.96 } });
  expect(await stripeRefunds()).toEqual([625, 1000]);
  // Shared by what was left of each box, the parts summing to the refund: 142.86, 285.72 and 571.43 cents rounded.
  expect(await refunded()).toEqual([143, 286, 1196]);
  // Stripe's charge.refunded for our own refund is that box's, already counted.
  await eventApplied(checkoutId, 'charge.refunded', 2);
  expect(await refunded()).toEqual([143, 286, 1196]);
  expect(await statusOf(request, orderIds[0]!)).toBe('PAYMENT_SUCCESS');

  expect(await cancel(orderIds[0]!)).toMatchObject({ refund: { amount: 2.99 } });
  expect(await cancel(orderIds[1]!)).toMatchObject({ refund: { amount: 5.98 } });
  expect(await stripeRefunds()).toEqual([312, 156, 625, 1000]);
  const charge = await stripe.charges.retrieve((await stripe.paymentIntents.retrieve(paymentIntentId)).latest_charge as string);
  expect([charge.amount, charge.amount_refunded, charge.refunded]).toEqual([2093, 2093, true]);
  await eventApplied(checkoutId, 'charge.refunded', 4);
  expect(await refunded()).toEqual([299, 598, 1196]);
  // Asked again, a cancelled box asks Stripe for nothing more.
  expect(await cancel(orderIds[1]!)).toMatchObject({ refund: { amount: 5.98 } });
  expect(await stripeRefunds()).toHaveLength(4);
});

test('a box cancelled before the family pays: the payment pays the other box and its part goes back', async ({ request }) => {
  const { checkoutUrl, orderIds, sessionId } = await twoBoxes(request);
  const admin = await signIn('admin@example.com');
  const cancelled = await request.delete(`/api/orders/${orderIds[0]}`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect(await cancelled.json()).toMatchObject({ order: { status: 'CANCELLED' }, refund: null });
  // The shared session stays payable for the other box.
  expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('open');

  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderIds[1]!, 'PAYMENT_SUCCESS');
  await expect.poll(async () => (await doc(`refunds/${orderIds[0]}`))?.amountCents ?? 0, { timeout: WEBHOOK_WAIT_MS }).toBe(BOX_CENTS);
  const paymentIntentId = (await doc(`orders/${orderIds[1]}`))!.paymentIntentId as string;
  expect((await stripe.refunds.list({ payment_intent: paymentIntentId })).data.map((refund) => refund.amount)).toEqual([BOX_CENTS]);
  expect(await statusOf(request, orderIds[0]!)).toBe('CANCELLED');
});

test('a session naming the checkout that is not its own pays nothing', async ({ request }) => {
  const { orderIds, sessionId } = await twoBoxes(request);
  const checkoutId = (await doc(`orders/${orderIds[0]}`))!.checkoutId as string;
  const foreign = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 2 * BOX_CENTS, product_data: { name: 'Sticker' } } }],
    client_reference_id: checkoutId,
    metadata: { checkoutId },
    success_url: `${stack.app}/`,
    cancel_url: `${stack.app}/`,
  });
  expect((await submitCard(foreign.url!, '4242 4242 4242 4242')).status).toBe(303);
  await eventApplied(checkoutId, 'checkout.session.completed');
  for (const id of orderIds) expect(await statusOf(request, id)).toBe('AWAITING_PAYMENT');
  expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('open');
});

test('a guest e-mail a verified account owns must sign in; the account checks out with its own userId', async ({ request }) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const owner = await verifiedAccount('household');
  const asGuest = await checkoutBoxes(request, { email: owner.email, phone: '(217) 555-0111', boxes: [box(listId)] });
  expect(asGuest.status()).toBe(409);
  await expectAnswer('POST /orders/checkout', asGuest);
  expect(await asGuest.json()).toEqual({ success: false, requiresLogin: true, error: checkoutMessages.accountExists });

  const headers = { Authorization: `Bearer ${owner.token}` };
  const notMine = await checkoutBoxes(request, { userId: 'someone-else', boxes: [box(listId)] }, headers);
  expect(notMine.status()).toBe(403);
  await expectAnswer('POST /orders/checkout', notMine);
  const signedOut = await checkoutBoxes(request, { userId: owner.uid, boxes: [box(listId)] });
  expect(signedOut.status()).toBe(401);
  await expectAnswer('POST /orders/checkout', signedOut);
  const placed = await checkoutBoxes(request, { userId: owner.uid, boxes: [box(listId), box(listId, 'Ava')] }, headers);
  expect(placed.status(), await placed.text()).toBe(201);
  await expectAnswer('POST /orders/checkout', placed);
  const { orderIds } = (await placed.json()) as { orderIds: string[] };
  for (const id of orderIds) expect(await doc(`orders/${id}`)).toMatchObject({ userId: owner.uid, placedAsGuest: false });
});

test('checkouts of several boxes share the checkout rate limits of the client and the e-mail', async () => {
  const guest = newGuest();
  const answers = [];
  // An unknown list: each attempt counts, none places an order.
  for (let i = 0; i <= profiles.e2e.rateLimits.perEmail; i++) {
    answers.push((await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body: { ...guest, boxes: [box('no-such-list')] } })).status);
  }
  expect(answers.at(-1)).toBe(429);
  expect(answers.slice(0, -1).every((status) => status === 404)).toBe(true);
});

test('a box skips the optional items the family already has: out of the box and off its price; a skip the list does not allow is a 400 and writes nothing', async ({
  request,
}) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  // 2 × Crayons ($2.99) and Safety Scissors ($2.79), which the family may already have.
  await testDb()
    .doc(`supplyLists/${listId}`)
    .update({
      items: [
        { productId: 'prod-crayons', quantity: 2 },
        { productId: 'prod-scissors', quantity: 1, optional: true },
      ],
    });
  const guest = newGuest();

  const refused = await checkoutBoxes(request, { ...guest, boxes: [{ ...box(listId), skippedProductIds: ['prod-crayons'] }] });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe(optionalItemMessages.notOptional({ productName: 'Crayons (24 count)' }));
  expect(await orderCount(listId)).toBe(0);

  const { orderIds, sessionId } = await placeBoxes(request, { ...guest, boxes: [{ ...box(listId), skippedProductIds: ['prod-scissors'] }] });
  const order = await doc(`orders/${orderIds[0]}`);
  expect(order!.snapshot).toMatchObject({
    totalCents: BOX_CENTS,
    items: [{ productId: 'prod-crayons', quantity: 2 }],
    skippedItems: [{ productId: 'prod-scissors', quantity: 1, priceCents: 279 }],
  });
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  expect(session.amount_total).toBe(BOX_CENTS);
});

test('a checkout asked in Spanish stores the language on its orders and opens a Spanish payment page; one asked in none is English', async ({ request }) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const spanish = await placeBoxes(
    request,
    { ...newGuest(), boxes: [box(listId, 'Noah'), box(listId, 'Ava')] },
    { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' },
  );
  for (const orderId of spanish.orderIds) expect((await doc(`orders/${orderId}`))!.locale).toBe('es');
  expect((await stripe.checkout.sessions.retrieve(spanish.sessionId)).locale).toBe('es');
  expect(await (await fetch(spanish.checkoutUrl)).text()).toContain('<html lang="es">');

  const guest = await request.post('/api/orders/checkout/guest', {
    data: { ...newGuest(), studentFirstName: 'Mia', studentLastName: 'Lee', supplyListId: listId },
    headers: { 'Accept-Language': 'es' },
  });
  expect(guest.status(), await guest.text()).toBe(201);
  const guestSession = new URL(((await guest.json()) as { checkoutUrl: string }).checkoutUrl).pathname.split('/').pop()!;
  expect((await stripe.checkout.sessions.retrieve(guestSession)).locale).toBe('es');

  const english = await placeBoxes(request, { ...newGuest(), boxes: [box(listId)] });
  expect((await doc(`orders/${english.orderIds[0]}`))!.locale).toBe('en');
  expect((await stripe.checkout.sessions.retrieve(english.sessionId)).locale).toBe('en');
});
