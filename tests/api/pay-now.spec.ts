import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, todayIn } from '@ssb/contract';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { box, expectStatus, newGuest, placeBoxes, privateGuestOrder, statusOf, submitCard } from '../support/orders';
import { verifiedAccount } from '../support/roles';
import { expiredReceiptToken, receiptToken } from '../support/signed-links';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';
import { localStripe } from '../support/webhook';

// Pay now (docs/api.md, "Paying an unpaid order"): an order awaiting payment, or failed, is paid
// on its checkout's own page while it is open and on a new session for the same boxes once it has
// expired; the new session is stored on the checkout, so the webhook's binding to one session
// (docs/decisions.md §2) holds. Its owner signed in may ask, or whoever holds the order's signed link.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const PAID = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
/** A private list prices 2 × Crayons at $2.99. */
const BOX_CENTS = 598;

const payNow = (request: APIRequestContext, orderId: string, data: Record<string, unknown> = { token: receiptToken(orderId) }, headers = {}) =>
  request.post(`/api/orders/${orderId}/pay`, { data, headers });

const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;
const stored = async (path: string) => (await testDb().doc(path).get()).data()!;

/** A declined card, then Cancel on the payment page: the family is back on My Orders and the order has failed. */
async function declinedThenCancelled(request: APIRequestContext, checkoutUrl: string, orderId: string) {
  expect((await submitCard(checkoutUrl, DECLINED)).status, 'a declined card stays on the payment page').toBe(200);
  const session = await localStripe.checkout.sessions.retrieve(sessionIdOf(checkoutUrl));
  expect((await request.get(session.cancel_url!, { maxRedirects: 0 })).status()).toBe(303);
  expect(await statusOf(request, orderId)).toBe('PAYMENT_FAILED');
}

test('an order awaiting payment is sent back to its own payment page while the page is open', async ({ request }) => {
  const { orderId, checkoutUrl } = await privateGuestOrder(request);
  const res = await payNow(request, orderId);
  expect(res.status(), await res.text()).toBe(200);
  await expectAnswer('POST /orders/{id}/pay', res);
  expect(await res.json()).toEqual({ checkoutUrl });
  expect(await statusOf(request, orderId)).toBe('AWAITING_PAYMENT');
});

test('a failed order gets a new payment page for the same box, stored on its checkout: paying it pays the order, and the old page pays nothing', async ({
  request,
}) => {
  const { orderId, checkoutUrl } = await privateGuestOrder(request);
  await declinedThenCancelled(request, checkoutUrl, orderId);

  const res = await payNow(request, orderId);
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl: again } = (await res.json()) as { checkoutUrl: string };
  expect(again).not.toBe(checkoutUrl);
  const sessionId = sessionIdOf(again);
  const session = await localStripe.checkout.sessions.retrieve(sessionId);
  expect(session).toMatchObject({ status: 'open', amount_total: BOX_CENTS, currency: 'usd', metadata: { checkoutId: orderId } });
  // The checkout and its box know the new session alone: the webhook takes no other.
  expect(await stored(`checkouts/${orderId}`)).toMatchObject({ sessionId, checkoutUrl: again, amountCents: BOX_CENTS });
  expect(await stored(`orders/${orderId}`)).toMatchObject({ status: 'AWAITING_PAYMENT', checkoutSessionId: sessionId, checkoutUrl: again });
  expect((await localStripe.checkout.sessions.retrieve(sessionIdOf(checkoutUrl))).status).toBe('expired');

  expect((await submitCard(again, PAID)).status).toBe(303);
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
  const paid = await payNow(request, orderId);
  expect(paid.status()).toBe(409);
  expect(await paid.json()).toEqual({ error: 'This order has been paid.' });
});

test('two Pay nows at once for a failed order open one new session', async ({ request }) => {
  const { orderId, checkoutUrl } = await privateGuestOrder(request);
  await declinedThenCancelled(request, checkoutUrl, orderId);
  const answers = await Promise.all([payNow(request, orderId), payNow(request, orderId), payNow(request, orderId)]);
  const urls = await Promise.all(
    answers.map(async (res) => (expect(res.status(), await res.text()).toBe(200), ((await res.json()) as { checkoutUrl: string }).checkoutUrl)),
  );
  expect(new Set(urls).size, urls.join('\n')).toBe(1);
  expect((await stored(`checkouts/${orderId}`)).sessionId).toBe(sessionIdOf(urls[0]!));
});

test('a household’s failed checkout is paid again on one new session with a line per box, whichever box asks', async ({ request }) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const { orderIds, checkoutUrl } = await placeBoxes(request, { ...newGuest(), boxes: [box(listId, 'Noah'), box(listId, 'Mia')] });
  await declinedThenCancelled(request, checkoutUrl, orderIds[0]!);
  expect(await statusOf(request, orderIds[1]!)).toBe('PAYMENT_FAILED');

  const res = await payNow(request, orderIds[1]!);
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl: again } = (await res.json()) as { checkoutUrl: string };
  const lines = await localStripe.checkout.sessions.listLineItems(sessionIdOf(again));
  expect(lines.data.map((line) => line.amount_total)).toEqual([BOX_CENTS, BOX_CENTS]);
  for (const orderId of orderIds) expect(await statusOf(request, orderId)).toBe('AWAITING_PAYMENT');

  expect((await submitCard(again, PAID)).status).toBe(303);
  for (const orderId of orderIds) await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
});

test('a guest who looks the order up by e-mail and phone is given its signed link, which Pay now takes', async ({ request }) => {
  const { orderId, checkoutUrl, body } = await privateGuestOrder(request);
  const lookup = await request.post('/api/orders/lookup', { data: { email: body.email, phone: body.phone } });
  const [found] = ((await lookup.json()) as { orders: { id: string; link?: string }[] }).orders;
  expect(found).toMatchObject({ id: orderId, link: expect.any(String) });
  const res = await payNow(request, orderId, { token: found!.link });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toEqual({ checkoutUrl });
});

test('never by the id alone: no link nor sign-in, another order’s link, an expired link or someone else’s sign-in opens nothing; its owner signed in may', async ({
  request,
}) => {
  const { orderId } = await privateGuestOrder(request);
  const other = await privateGuestOrder(request);

  const alone = await payNow(request, orderId, {});
  expect(alone.status()).toBe(401);
  const othersLink = await payNow(request, orderId, { token: receiptToken(other.orderId) });
  expect(othersLink.status()).toBe(403);
  expect(await othersLink.json()).toEqual({ error: 'This link to your order is not valid' });
  const expired = await payNow(request, orderId, { token: expiredReceiptToken(orderId) });
  expect(expired.status()).toBe(410);

  const parent = await verifiedAccount('pay-now');
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const placed = await request.post('/api/orders/checkout/user', {
    headers: bearer(parent.token),
    data: { userId: parent.uid, supplyListId: listId, studentFirstName: 'Ava', studentLastName: 'Lopez' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { checkoutUrl } = (await placed.json()) as { checkoutUrl: string };
  const ownOrderId = (await testDb().collection('orders').where('userId', '==', parent.uid).get()).docs[0]!.id;

  const stranger = await verifiedAccount('pay-now-stranger');
  const refused = await payNow(request, ownOrderId, {}, bearer(stranger.token));
  expect(refused.status()).toBe(403);
  const own = await payNow(request, ownOrderId, {}, bearer(parent.token));
  expect(own.status(), await own.text()).toBe(200);
  expect(await own.json()).toEqual({ checkoutUrl });
});

test('a cancelled order, or one whose school has stopped taking orders, opens no payment page: 409 with the reason', async ({ request }) => {
  const cancelled = await privateGuestOrder(request);
  const admin = bearer(await signIn('admin@example.com'));
  expect((await request.delete(`/api/orders/${cancelled.orderId}`, { headers: admin })).status()).toBe(200);
  const refused = await payNow(request, cancelled.orderId);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: 'This order was cancelled, so it can no longer be paid.' });

  const late = await privateGuestOrder(request);
  await declinedThenCancelled(request, late.checkoutUrl, late.orderId);
  const timeZone = 'America/Chicago';
  const today = todayIn(timeZone, new Date());
  await testDb()
    .doc(`schools/${late.schoolId}`)
    .update({ orderingOpensOn: addDays(today, -30), orderingClosesOn: addDays(today, -1), timeZone });
  const closed = await payNow(request, late.orderId);
  expect(closed.status()).toBe(409);
  expect(((await closed.json()) as { error: string }).error).toMatch(/^Ordering for Test School \w+ closed on /);
  expect(await statusOf(request, late.orderId)).toBe('PAYMENT_FAILED');
});
