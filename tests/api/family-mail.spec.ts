import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { formatMoney, orderNumberText, type HandedOverResponse, type OrderResponse, type PackingSlipsPage } from '@ssb/contract';
import { expectAnswer } from '../support/answers';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { expectCaught, mailsTo, productLinksIn } from '../support/mail';
import { box, expectStatus, homeAddress, newGuest, placeBoxes, privateGuestOrder, submitCard } from '../support/orders';
import { stored } from '../support/school-data';
import { closeTestDb, createPrivateList, stack, testDb } from '../support/stack';
import { deliverSessionEvent, eventApplied, localStripe, newEventId } from '../support/webhook';

// docs/decisions.md §9: every step a family hears of is a document of the mail collection, written
// in the transaction of the change it announces; the local sender delivers it to the catcher.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: Record<string, string>;
test.beforeAll(async () => {
  admin = bearer(await signIn('admin@example.com'));
});

const PAID = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
/** A private list holds 2 × Crayons (24 count) at $2.99. */
const ITEM = '2 × Crayons (24 count)';

async function paidGuestOrder(request: APIRequestContext) {
  const order = await privateGuestOrder(request);
  expect((await submitCard(order.checkoutUrl, PAID)).status).toBe(303);
  await expectStatus(request, order.orderId, 'PAYMENT_SUCCESS');
  return { ...order, email: order.body.email };
}

const setStatus = (request: APIRequestContext, orderId: string, status: string) =>
  request.put(`/api/orders/${orderId}/status`, { headers: admin, data: { status } });

type StoredMail = Awaited<ReturnType<typeof mailsTo>>[number];

/**
 * The signed link to the order's page that a family's e-mail carries, in its text and its HTML,
 * checked to open the order without a sign-in (on any device, for the link's 7 days).
 */
async function expectOrderLink(request: APIRequestContext, mail: StoredMail, orderId: string) {
  const link = new RegExp(`${stack.app.replaceAll('.', '\\.')}/my-orders\\?orderId=${orderId}&receipt=([\\w.-]+)`).exec(mail.message.text);
  expect(link, `a link to order ${orderId} in:\n${mail.message.text}`).not.toBeNull();
  expect(mail.message.html).toContain(`href="${link![0].replace('&', '&amp;')}`);
  const opened = await request.get(`/api/orders/${orderId}/receipt?token=${link![1]}`);
  expect(opened.status(), await opened.text()).toBe(200);
  expect(((await opened.json()) as { orders: { id: string }[] }).orders.map((order) => order.id)).toContain(orderId);
}

/** The kinds of the e-mails to this address, oldest first. */
const kindsTo = async (email: string) => (await mailsTo(email)).map((mail) => mail.kind);

test('a paid checkout writes one confirmation, which reaches the catcher with the child and the items', async ({ request }) => {
  const { email, orderId } = await paidGuestOrder(request);
  const [mail, ...more] = await mailsTo(email);
  expect(more).toEqual([]);
  const subject = `Order ${orderNumberText(orderId)} confirmed: Noah's school supplies`;
  expect(mail).toMatchObject({ to: email, kind: 'confirmed', orderIds: [orderId], message: { subject } });
  expect(mail!.message.text).toContain(ITEM);
  expect(mail!.message.text).toContain('Total paid: $5.98');
  await expectOrderLink(request, mail!, orderId);
  // English is the product's default: its links name no language.
  const links = productLinksIn(mail!.message);
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) expect(link.lang, link.url).toBeNull();

  const [caught] = await expectCaught(email, 1);
  expect(caught).toMatchObject({ subject, from: [{ address: 'orders@example.com', name: 'School Supply Box' }] });
  expect(caught!.text).toContain('Noah Lee');
  expect(caught!.text).toContain(ITEM);
  expect(caught!.html).toContain('Noah Lee');
  await expect.poll(async () => (await mailsTo(email))[0]!.delivery, { timeout: 10_000 }).toMatchObject({ state: 'SUCCESS', info: { accepted: [email] } });
  // Firestore's TTL policy on mail.expireAt deletes it 90 days on (firestore.indexes.json).
  expect(mail!.expireAt, 'the e-mail document’s expireAt').toBeInstanceOf(Timestamp);
  expect(mail!.expireAt.toMillis() - mail!.createdAt.toMillis()).toBe(90 * 24 * 60 * 60 * 1000);
});

test('a checkout made in Spanish is confirmed in Spanish: the catcher holds the Spanish confirmation with the child and the items', async ({ request }) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const guest = newGuest();
  const { checkoutUrl, orderIds } = await placeBoxes(request, { ...guest, boxes: [box(listId)] }, { 'Accept-Language': 'es-US,es;q=0.9' });
  const [orderId] = orderIds;
  expect((await submitCard(checkoutUrl, PAID)).status).toBe(303);
  await expectStatus(request, orderId!, 'PAYMENT_SUCCESS');

  const subject = `Pedido ${orderNumberText(orderId!)} confirmado: útiles escolares de Noah`;
  const [caught] = await expectCaught(guest.email, 1);
  expect(caught!.subject).toBe(subject);
  expect(caught!.html).toContain('<html lang="es">');
  for (const part of [caught!.text, caught!.html]) {
    expect(part).toContain('¡Gracias! Su pedido está confirmado.');
    expect(part).toContain('Noah Lee');
    expect(part).toContain(ITEM);
    expect(part).toContain(`Total pagado: ${formatMoney(5.98, 'es')}`);
    // The status by its one name, as My Orders shows it (contract's order-status-names.ts).
    expect(part).toContain('Estado: Pago exitoso');
  }
  expect(caught!.text).not.toMatch(/Total paid|In the box|Delivery/);
  // Every link opens the product in Spanish, on whatever device the e-mail is read.
  const links = productLinksIn(caught!);
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) expect(link.lang, link.url).toBe('es');
});

test('the same event delivered again, and other events for the same payment at once, make no second e-mail', async ({ request }) => {
  const { body, orderId, sessionId } = await privateGuestOrder(request);
  const paid = { status: 'complete', payment_status: 'paid', payment_intent: `pi_test_${orderId}` };
  const id = newEventId();
  await deliverSessionEvent(request, 'checkout.session.completed', sessionId, paid, id);
  await deliverSessionEvent(request, 'checkout.session.completed', sessionId, paid, id);
  await Promise.all([1, 2, 3].map(() => deliverSessionEvent(request, 'checkout.session.completed', sessionId, paid)));
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
  expect(await kindsTo(body.email)).toEqual(['confirmed']);
  await expectCaught(body.email, 1);
});

test('concurrent administrator changes to the same status make one e-mail; a refused change makes none', async ({ request }) => {
  const unpaid = await privateGuestOrder(request);
  const handOver = await request.post(`/api/orders/${unpaid.orderId}/hand-over`, { headers: admin });
  expect(handOver.status()).toBe(409);
  const bulk = await request.post('/api/orders/bulk-status', { headers: admin, data: { status: 'COMPLETED', orderIds: [unpaid.orderId] } });
  expect(await bulk.json()).toMatchObject({ moved: 0 });
  expect(await mailsTo(unpaid.body.email)).toEqual([]);

  const { email, orderId } = await paidGuestOrder(request);
  const answers = await Promise.all([1, 2, 3, 4].map(() => setStatus(request, orderId, 'PREPARING')));
  expect(answers.map((res) => res.status())).toEqual([200, 200, 200, 200]);
  expect(await kindsTo(email)).toEqual(['confirmed', 'preparing']);
});

test('the administrator moves a box to In Progress, then Completed: one e-mail each, ready at school', async ({ request }) => {
  const { email, orderId } = await paidGuestOrder(request);
  expect((await setStatus(request, orderId, 'PREPARING')).status()).toBe(200);
  expect((await setStatus(request, orderId, 'COMPLETED')).status()).toBe(200);
  expect(await kindsTo(email)).toEqual(['confirmed', 'preparing', 'ready']);
  const caught = await expectCaught(email, 3);
  const number = orderNumberText(orderId);
  // The outbox keeps the order of the changes (above); the sender delivers the newest first.
  expect(caught.map((mail) => mail.subject).sort()).toEqual(
    [
      `Order ${number} confirmed: Noah's school supplies`,
      `Noah's box is being packed (order ${number})`,
      `Noah's box is ready at school (order ${number})`,
    ].sort(),
  );
  // Each says the box's status by the name every screen gives it.
  expect(caught.map((mail) => mail.text.match(/Status: .+/)?.[0]).sort()).toEqual(['Status: Completed', 'Status: Payment Successful', 'Status: Preparing']);
  // A second tick of the handover checklist changes nothing, and says nothing.
  expect((await request.post(`/api/orders/${orderId}/hand-over`, { headers: admin })).status()).toBe(200);
  expect(await kindsTo(email)).toEqual(['confirmed', 'preparing', 'ready']);
});

test('a handover tick, its undo and the tick again, and status toggles: the family hears each of “being packed” and “ready” once', async ({ request }) => {
  const { email, orderId } = await paidGuestOrder(request);
  const handOver = (method: 'POST' | 'DELETE') => request.fetch(`/api/orders/${orderId}/hand-over`, { method, headers: admin });
  for (const status of ['PREPARING', 'PAYMENT_SUCCESS', 'PREPARING']) expect((await setStatus(request, orderId, status)).status(), status).toBe(200);
  for (const method of ['POST', 'DELETE', 'POST', 'DELETE', 'POST'] as const) expect((await handOver(method)).status(), method).toBe(200);
  for (const status of ['PREPARING', 'PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'])
    expect((await setStatus(request, orderId, status)).status(), status).toBe(200);
  await expectStatus(request, orderId, 'COMPLETED');
  expect(await kindsTo(email)).toEqual(['confirmed', 'preparing', 'ready']);
  await expectCaught(email, 3);
});

// docs/decisions.md §17: ready for pickup (the administrator's Complete, which e-mails) is not
// picked up (the handover tick at the school, with the family standing there, which e-mails nothing).
test('a handover tick is a pick-up: it completes a paid box and e-mails the family nothing, undone or ticked again', async ({ request }) => {
  const { email, orderId } = await paidGuestOrder(request);
  const handOver = (method: 'POST' | 'DELETE') => request.fetch(`/api/orders/${orderId}/hand-over`, { method, headers: admin });
  for (const method of ['POST', 'DELETE', 'POST'] as const) expect((await handOver(method)).status(), method).toBe(200);
  await expectStatus(request, orderId, 'COMPLETED');
  expect(await kindsTo(email), 'what the family was e-mailed once the box was in its hands').toEqual(['confirmed']);
  await expectCaught(email, 1);
});

test('a box made ready for pickup is e-mailed “ready” and waits at the handover; its tick records the pick-up and e-mails nothing, and Undo takes the pick-up back', async ({
  request,
}) => {
  const { email, orderId, schoolId } = await paidGuestOrder(request);
  expect((await setStatus(request, orderId, 'COMPLETED')).status()).toBe(200);
  expect(await kindsTo(email)).toEqual(['confirmed', 'ready']);
  const atHandover = async () => {
    const res = await request.get(`/api/schools/${schoolId}/handover`, { headers: admin });
    expect(res.status(), 'GET /schools/{id}/handover').toBe(200);
    await expectAnswer('GET /schools/{id}/handover', res);
    return ((await res.json()) as PackingSlipsPage).packingSlips.map((slip) => ({ id: slip.id, status: slip.status, pickedUp: Boolean(slip.pickedUpAt) }));
  };
  expect(await atHandover(), 'ready for pickup, not picked up').toEqual([{ id: orderId, status: 'COMPLETED', pickedUp: false }]);

  const ticked = await request.post(`/api/orders/${orderId}/hand-over`, { headers: admin });
  expect(ticked.status()).toBe(200);
  expect(((await ticked.json()) as OrderResponse).order.status).toBe('COMPLETED');
  expect(await stored(`orders/${orderId}`), 'the pick-up, recorded on the order').toMatchObject({
    status: 'COMPLETED',
    handedOver: { from: 'COMPLETED', by: expect.any(String) },
  });
  // Picked up, it has left the handover for the day's hand-outs, where Undo is.
  expect(await atHandover()).toEqual([]);
  const today = await request.get(`/api/schools/${schoolId}/handed-over`, { headers: admin });
  expect(((await today.json()) as HandedOverResponse).handedOver.map((box) => box.id)).toEqual([orderId]);
  expect(await kindsTo(email), 'the tick e-mails nothing').toEqual(['confirmed', 'ready']);

  const undone = await request.delete(`/api/orders/${orderId}/hand-over`, { headers: admin });
  expect(undone.status(), await undone.text()).toBe(200);
  expect(await stored(`orders/${orderId}`)).toMatchObject({ status: 'COMPLETED', handedOver: null });
  expect(await atHandover()).toEqual([{ id: orderId, status: 'COMPLETED', pickedUp: false }]);
  expect(await kindsTo(email)).toEqual(['confirmed', 'ready']);
  await expectCaught(email, 2);
});

test('a paid order cancelled with its refund: one e-mail with the amount; Stripe’s refund event adds none', async ({ request }) => {
  const { email, orderId } = await paidGuestOrder(request);
  const cancelled = await request.delete(`/api/orders/${orderId}`, { headers: admin });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect(await cancelled.json()).toMatchObject({ refund: { amount: 5.98 } });
  const [, mail] = await mailsTo(email);
  expect(mail).toMatchObject({ kind: 'cancelled', message: { subject: `Order ${orderNumberText(orderId)} cancelled and refunded` } });
  expect(mail!.message.text).toContain('$5.98 was refunded');
  await eventApplied(orderId, 'charge.refunded');
  await expectCaught(email, 2);
  expect(await kindsTo(email)).toEqual(['confirmed', 'cancelled']);
});

test('an order never paid is cancelled without talk of a refund', async ({ request }) => {
  const { body, orderId } = await privateGuestOrder(request);
  expect((await request.delete(`/api/orders/${orderId}`, { headers: admin })).status()).toBe(200);
  const [mail, ...more] = await mailsTo(body.email);
  expect(more).toEqual([]);
  expect(mail).toMatchObject({ kind: 'cancelled', message: { subject: `Order ${orderNumberText(orderId)} cancelled` } });
  expect(mail!.message.text).not.toMatch(/refund/i);
});

test('every e-mail of an order links to its page with a signed link that opens it: confirmed, being packed, ready, cancelled and refunded', async ({
  request,
}) => {
  const { email, orderId } = await paidGuestOrder(request);
  for (const status of ['PREPARING', 'COMPLETED', 'CANCELLED']) expect((await setStatus(request, orderId, status)).status()).toBe(200);
  await expect.poll(() => kindsTo(email)).toEqual(['confirmed', 'preparing', 'ready', 'cancelled']);
  for (const mail of await mailsTo(email)) await expectOrderLink(request, mail, orderId);
});

test('“payment not completed” links to the order’s page, where it can be paid, and not to the shop', async ({ request }) => {
  const { body, orderId, checkoutUrl, sessionId } = await privateGuestOrder(request);
  expect((await submitCard(checkoutUrl, DECLINED)).status).toBe(200);
  await localStripe.checkout.sessions.expire(sessionId);
  await expectStatus(request, orderId, 'PAYMENT_FAILED');
  const [mail] = await mailsTo(body.email);
  await expectOrderLink(request, mail!, orderId);
  expect(mail!.message.text).toContain('Pay now');
  expect(mail!.message.text).not.toContain(`${stack.app}/shop`);
  expect(mail!.message.text).not.toContain('Please make a new order');
});

test('a declined card, then the session expiring: one “payment not completed”', async ({ request }) => {
  const { body, orderId, checkoutUrl, sessionId } = await privateGuestOrder(request);
  expect((await submitCard(checkoutUrl, DECLINED)).status).toBe(200);
  expect(await mailsTo(body.email)).toEqual([]);
  await localStripe.checkout.sessions.expire(sessionId);
  await expectStatus(request, orderId, 'PAYMENT_FAILED');
  const [mail, ...more] = await mailsTo(body.email);
  expect(more).toEqual([]);
  expect(mail).toMatchObject({ kind: 'paymentFailed', message: { subject: `Payment not completed for order ${orderNumberText(orderId)}` } });
  await expectCaught(body.email, 1);
});

test('cancelled checkouts to one mailbox, however spelt, e-mail one “payment not completed” a day, titled by the list and not by the child’s name fields', async ({
  request,
}) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const listName = (await testDb().doc(`supplyLists/${listId}`).get()).get('name') as string;
  const victim = `victim-${randomUUID().slice(0, 8)}`;
  const spellings = [`${victim}+1@example.com`, `${victim.toUpperCase()}+2@example.com`, `${victim}@example.com`];
  // What a sender of unwanted mail would type as the child's name.
  const [first, last] = ['WIN A FREE TABLET', 'at prizes.example'];
  for (const email of spellings) {
    const { sessionId, orderIds } = await placeBoxes(request, { ...newGuest(), email, boxes: [box(listId, first, last)] });
    const { cancel_url } = await localStripe.checkout.sessions.retrieve(sessionId);
    expect((await fetch(cancel_url!, { redirect: 'manual' })).status).toBe(303);
    await expectStatus(request, orderIds[0]!, 'PAYMENT_FAILED');
  }
  const mails = (await Promise.all(spellings.map(mailsTo))).flat();
  const [mail] = mails;
  for (const part of [mail!.message.subject, mail!.message.text, mail!.message.html]) {
    expect(part).not.toContain(first);
    expect(part).not.toContain(last);
  }
  expect(mail!.message.text).toContain(listName);
  expect(mail!.message.text).toContain('nothing was charged');
  expect(mails.map((mail) => [mail.to, mail.kind])).toEqual([[spellings[0], 'paymentFailed']]);
});

test.describe('a checkout of two boxes', () => {
  async function twoBoxes(request: APIRequestContext) {
    const [toSchool, toHome] = await Promise.all([createPrivateList({ deliverToSchool: true }), createPrivateList({ deliverToSchool: false })]);
    const guest = newGuest();
    const placed = await placeBoxes(request, {
      ...guest,
      boxes: [box(toSchool.listId, 'Noah', 'Lee'), box(toHome.listId, 'Ava', 'Lee')],
      address: homeAddress,
    });
    return { ...placed, email: guest.email };
  }

  test('paid: one e-mail naming both children, each box with its delivery, and the sum', async ({ request }) => {
    const { email, orderIds, checkoutUrl } = await twoBoxes(request);
    expect((await submitCard(checkoutUrl, PAID)).status).toBe(303);
    for (const id of orderIds) await expectStatus(request, id, 'PAYMENT_SUCCESS');
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'confirmed', orderIds, message: { subject: 'Order confirmed: 2 school supply boxes' } });
    const [caught] = await expectCaught(email, 1);
    for (const text of [
      'Noah Lee',
      'Ava Lee',
      'Delivery: to Test School',
      'Delivery: to your home, 19 Elm Street, Unit 4, Portland, OR 97202',
      'Total paid: $11.96',
    ]) {
      expect(caught!.text).toContain(text);
    }

    // Moved in bulk together: one e-mail for both.
    const bulk = await request.post('/api/orders/bulk-status', { headers: admin, data: { status: 'PREPARING', orderIds } });
    expect(await bulk.json()).toMatchObject({ moved: 2 });
    expect(await kindsTo(email)).toEqual(['confirmed', 'preparing']);
    expect((await mailsTo(email))[1]!.orderIds).toEqual(orderIds);
  });

  test('cancelled on the payment page: one “payment not completed” for both', async ({ request }) => {
    const { email, orderIds, sessionId } = await twoBoxes(request);
    const { cancel_url } = await localStripe.checkout.sessions.retrieve(sessionId);
    expect((await fetch(cancel_url!, { redirect: 'manual' })).status).toBe(303);
    // The session's expiry, which Stripe reports after the cancel link has failed the boxes, says nothing more.
    await eventApplied((await testDb().doc(`orders/${orderIds[0]}`).get()).get('checkoutId') as string, 'checkout.session.expired');
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'paymentFailed', orderIds, message: { subject: 'Payment not completed for your 2 boxes' } });
    await expectCaught(email, 1);
  });
});
