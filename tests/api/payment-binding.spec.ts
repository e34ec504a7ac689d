import { expect, test } from '@playwright/test';
import { as } from '../support/admin-matrix';
import { closeAdminAuth, signIn } from '../support/auth';
import { expectStatus, privateGuestOrder, statusOf, submitCard } from '../support/orders';
import { representativeOf } from '../support/roles';
import { deliverSessionEvent, eventApplied, localStripe as stripe, WEBHOOK_WAIT_MS } from '../support/webhook';
import { closeTestDb, stack, testDb } from '../support/stack';

// A payment pays only the Checkout Session it was made for (docs/decisions.md §2), and only orders that
// were paid or may still be paid lock their list.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: string;
test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const doc = async (path: string) => (await testDb().doc(path).get()).data();
const orderCount = async (listId: string) => (await doc(`supplyLists/${listId}`))!.orderCount as number;

test.describe('the webhook pays an order only with its own Checkout Session', () => {
  test('a small session of the same account naming the order (metadata and client_reference_id) and paid does not pay it; its own session still does', async ({
    request,
  }) => {
    const { orderId, checkoutUrl, listId } = await privateGuestOrder(request);
    // Anyone can open a Payment Link of the account with ?client_reference_id=<order id>.
    const foreign = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 50, product_data: { name: 'Sticker' } } }],
      client_reference_id: orderId,
      metadata: { orderId },
      success_url: `${stack.app}/`,
      cancel_url: `${stack.app}/`,
    });
    expect((await submitCard(foreign.url!, '4242 4242 4242 4242')).status).toBe(303);
    await eventApplied(orderId, 'checkout.session.completed');
    expect(await statusOf(request, orderId)).toBe('AWAITING_PAYMENT');
    expect((await doc(`orders/${orderId}`))!.paymentIntentId).toBeNull();
    // Not refunded either: it may be another sale of the account.
    const foreignPayment = (await stripe.checkout.sessions.retrieve(foreign.id)).payment_intent as string;
    expect((await stripe.refunds.list({ payment_intent: foreignPayment })).data).toEqual([]);

    expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
    expect(await orderCount(listId)).toBe(1);
  });

  test('a signed completed event of its own session with payment_status no_payment_required does not pay it', async ({ request }) => {
    const { orderId, sessionId } = await privateGuestOrder(request);
    await deliverSessionEvent(request, 'checkout.session.completed', sessionId, { status: 'complete', payment_status: 'no_payment_required' });
    expect(await statusOf(request, orderId)).toBe('AWAITING_PAYMENT');
  });

  test('a signed completed event of its own session with another amount does not pay it', async ({ request }) => {
    const { orderId, sessionId } = await privateGuestOrder(request);
    await deliverSessionEvent(request, 'checkout.session.completed', sessionId, {
      status: 'complete',
      payment_status: 'paid',
      amount_total: 50,
      payment_intent: 'pi_test_other',
    });
    expect(await statusOf(request, orderId)).toBe('AWAITING_PAYMENT');
  });

  test('a signed expired event of another session naming the order does not fail it', async ({ request }) => {
    const { orderId } = await privateGuestOrder(request);
    const other = await privateGuestOrder(request);
    await deliverSessionEvent(request, 'checkout.session.expired', other.sessionId, { status: 'expired', metadata: { orderId }, client_reference_id: orderId });
    expect(await statusOf(request, orderId)).toBe('AWAITING_PAYMENT');
  });
});

test.describe('a payment of its own session that arrives when the order has ended is refunded', () => {
  test('an order an administrator marked failed while its payment page stayed open: paid, refunded, and it stays failed', async ({ request }) => {
    const { orderId, checkoutUrl, listId } = await privateGuestOrder(request);
    expect((await request.put(`/api/orders/${orderId}/status`, { data: { status: 'PAYMENT_FAILED' }, ...as(admin) })).status()).toBe(200);
    expect(await orderCount(listId)).toBe(0);

    expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await eventApplied(orderId, 'checkout.session.completed');
    const session = await stripe.checkout.sessions.retrieve(checkoutUrl.split('/').pop()!);
    const paymentIntent = session.payment_intent as string;
    await expect
      .poll(async () => (await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((r) => r.amount), { timeout: WEBHOOK_WAIT_MS })
      .toEqual([598]);
    expect(await doc(`refunds/${orderId}`)).toMatchObject({ paymentIntentId: paymentIntent, amountCents: 598, requestedBy: null });
    expect(await statusOf(request, orderId)).toBe('PAYMENT_FAILED');
    expect(await orderCount(listId)).toBe(0);
  });

  test('a cancelled order whose page was paid in the same moment: refunded, and it stays cancelled', async ({ request }) => {
    const { orderId, checkoutUrl, sessionId } = await privateGuestOrder(request);
    // The race the cancel endpoint narrows (it expires the page first), written directly.
    await testDb().doc(`orders/${orderId}`).update({ status: 'CANCELLED' });

    expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string;
    await expect
      .poll(async () => (await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((r) => r.amount), { timeout: WEBHOOK_WAIT_MS })
      .toEqual([598]);
    await eventApplied(orderId, 'checkout.session.completed');
    expect(await statusOf(request, orderId)).toBe('CANCELLED');
    expect(await doc(`refunds/${orderId}`)).toMatchObject({ paymentIntentId: paymentIntent, amountCents: 598 });
  });
});

test.describe('only live orders lock a list', () => {
  test('a checkout left with Cancel leaves the list’s order count as before, and the representative can change its products', async ({ request }) => {
    const { orderId, checkoutUrl, listId, schoolId } = await privateGuestOrder(request);
    expect(await orderCount(listId)).toBe(1);
    const cancel = await fetch(`${checkoutUrl}/cancel`, { redirect: 'manual' });
    expect((await fetch(cancel.headers.get('location')!, { redirect: 'manual' })).status).toBe(303);
    expect(await statusOf(request, orderId)).toBe('PAYMENT_FAILED');
    expect(await orderCount(listId)).toBe(0);

    const rep = await representativeOf(schoolId);
    const res = await request.post(`/api/supply-lists/${listId}/products`, {
      data: { productMappings: [{ productId: 'prod-pencils', quantity: 1 }] },
      ...as(rep.token),
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  test('an administrator’s status changes and cancellation move the count: down when an order ends, up when it lives again', async ({ request }) => {
    const { orderId, listId } = await privateGuestOrder(request);
    const steps: [string, number][] = [
      ['PAYMENT_FAILED', 0],
      ['PREPARING', 1],
      ['COMPLETED', 1],
      ['AWAITING_PAYMENT', 1],
    ];
    for (const [status, count] of steps) {
      expect((await request.put(`/api/orders/${orderId}/status`, { data: { status }, ...as(admin) })).status(), status).toBe(200);
      expect(await orderCount(listId), status).toBe(count);
    }
    expect((await request.delete(`/api/orders/${orderId}`, as(admin))).status()).toBe(200);
    expect(await orderCount(listId)).toBe(0);
    // Cancelling again moves nothing.
    expect((await request.delete(`/api/orders/${orderId}`, as(admin))).status()).toBe(200);
    expect(await orderCount(listId)).toBe(0);
  });

  test('a checkout whose page expires leaves the count as before', async ({ request }) => {
    const { orderId, sessionId, listId } = await privateGuestOrder(request);
    await stripe.checkout.sessions.expire(sessionId);
    await expectStatus(request, orderId, 'PAYMENT_FAILED');
    expect(await orderCount(listId)).toBe(0);
  });
});
