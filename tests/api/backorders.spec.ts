import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, type BackorderNotice, type Order } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { closeAdminAuth } from '../support/auth';
import { mailsTo, productLinksIn } from '../support/mail';
import { runMailJobs } from '../support/mail-jobs';
import { expectStatus, orderIdOf, placeGuestOrder, submitCard } from '../support/orders';
import { twoSchoolsWithPersonas, type Personas } from '../support/roles';
import { linkSignature } from '../support/signed-links';
import { closeTestDb, createListAt, createPricedProduct, secrets, testDb } from '../support/stack';
import { localStripe } from '../support/webhook';

// Backorders as the FTC's Mail, Internet or Telephone Order Rule asks: the family of every paid,
// unpacked box holding a delayed item is told once per delay, with a revised date and a signed
// link to wait, take a substitute, remove the item (its share refunded) or cancel the box (a
// full refund); no answer waits once, and after a second delay cancels and refunds.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const PAID = '4242 4242 4242 4242';
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => addDays(today(), days);

let personas: Personas;
test.beforeAll(async () => {
  ({ personas } = await twoSchoolsWithPersonas());
});

/**
 * A list of its own holding the item (300 cents × 2, on backorder) and another product (500
 * cents), priced 10.00 where the catalogue sums 11.00: removing the item refunds
 * 600 × 1000 ÷ 1100 = 545.45, so 545 cents, rounded down.
 */
async function backorderedList() {
  const item = await createPricedProduct(300, 'INDIVIDUAL');
  const other = await createPricedProduct(500);
  const items = [
    { productId: item, quantity: 2 },
    { productId: other, quantity: 1 },
  ];
  const { listId } = await createListAt('1 Test Way, Portland, OR 97201', true, items);
  await testDb()
    .doc(`supplyLists/${listId}`)
    .update({ totalPriceCents: 1000, productIds: [item, other] });
  return { item, other, listId };
}

async function paidBox(request: APIRequestContext, listId: string) {
  const placed = await placeGuestOrder(request, { supplyListId: listId });
  expect((await submitCard(placed.checkoutUrl, PAID)).status).toBe(303);
  const orderId = await orderIdOf(placed.body.email);
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
  return { orderId, email: placed.body.email };
}

const backorder = (request: APIRequestContext, productId: string, data: Record<string, unknown>) =>
  request.post(`/api/products/${productId}/backorder`, { data, ...as(personas.admin) });

const backorderMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.kind === 'backorder');

/** The choice link of the family's backorder e-mail: its order, item and token. */
async function choiceLinkOf(email: string) {
  const [mail] = await backorderMails(email);
  expect(mail, 'a backorder e-mail').toBeTruthy();
  const link = productLinksIn(mail!.message).find(({ url }) => new URL(url).pathname === '/backorder');
  expect(link, 'the e-mail links to the choice page').toBeTruthy();
  const params = new URL(link!.url).searchParams;
  return { orderId: params.get('orderId')!, productId: params.get('productId')!, token: params.get('token')! };
}

/** A paid box of a list of its own whose item was just put on backorder, and the link its family was sent. */
async function toldBox(request: APIRequestContext, substituteProductId?: string) {
  const { item, listId } = await backorderedList();
  const box = await paidBox(request, listId);
  expect((await backorder(request, item, { revisedDate: inDays(5), substituteProductId })).status()).toBe(200);
  return { item, box, link: await choiceLinkOf(box.email) };
}

const choose = (request: APIRequestContext, orderId: string, data: Record<string, unknown>) =>
  request.post(`/api/orders/${orderId}/backorder-choice`, { data });

const noticeOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { notice: BackorderNotice }).notice;

const refundsOf = async (orderId: string) => {
  const paymentIntent = (await testDb().doc(`orders/${orderId}`).get()).data()!.paymentIntentId as string;
  return (await localStripe.refunds.list({ payment_intent: paymentIntent })).data.map((refund) => refund.amount);
};

test.describe('POST /products/{id}/backorder', () => {
  test('administrators only', async ({ request }) => {
    const { item } = await backorderedList();
    await onlyAdminMay(personas, (token) => request.post(`/api/products/${item}/backorder`, { data: { revisedDate: inDays(7) }, ...as(token) }));
    expect((await testDb().doc(`products/${item}`).get()).data()!.backorder, 'nothing was recorded').toBeUndefined();
  });

  test('refuses a past or malformed date, a cheaper, missing or same substitute, and an unknown product', async ({ request }) => {
    const { item, other } = await backorderedList();
    const cheaper = await createPricedProduct(299);
    const refusals: [string, Record<string, unknown>, number, string][] = [
      [item, { revisedDate: today() }, 400, 'The revised date must be after today'],
      [item, { revisedDate: inDays(-3) }, 400, 'The revised date must be after today'],
      [item, { revisedDate: '2026-13-01' }, 400, 'Enter the revised date as YYYY-MM-DD'],
      [item, { revisedDate: inDays(7), substituteProductId: cheaper }, 400, 'The substitute must cost at least as much as the item on backorder ($3.00)'],
      [item, { revisedDate: inDays(7), substituteProductId: 'no-such-product' }, 400, 'The substitute product does not exist'],
      [item, { revisedDate: inDays(7), substituteProductId: item }, 400, 'The substitute must be another product than the one on backorder'],
      ['no-such-product', { revisedDate: inDays(7) }, 404, 'Product not found'],
    ];
    for (const [productId, data, status, error] of refusals) {
      const res = await backorder(request, productId, data);
      expect(res.status(), JSON.stringify(data)).toBe(status);
      expect(((await res.json()) as { error: string }).error).toContain(error);
    }
    // A dearer substitute is one of equal or greater price: the other product (5.00).
    const accepted = await backorder(request, item, { revisedDate: inDays(7), substituteProductId: other });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expectAnswer('POST /products/{id}/backorder', accepted);
  });

  test('tells each paid, unpacked box holding the item once, under retries and two concurrent calls', async ({ request }) => {
    const { item, listId } = await backorderedList();
    const first = await paidBox(request, listId);
    const second = await paidBox(request, listId);
    const body = { revisedDate: inDays(10) };
    const [a, b] = await Promise.all([backorder(request, item, body), backorder(request, item, body)]);
    const again = await backorder(request, item, body);
    const answers = await Promise.all(
      [a, b, again].map(async (res) => {
        expect(res.status(), await res.text()).toBe(200);
        return (await res.json()) as { delay: number; notified: number; boxes: number };
      }),
    );
    expect(answers.map((answer) => answer.delay)).toEqual([1, 1, 1]);
    expect(
      answers.reduce((sum, answer) => sum + answer.notified, 0),
      'two boxes told in all',
    ).toBe(2);
    expect(answers[2]!.notified).toBe(0);
    for (const box of [first, second]) {
      const mails = await backorderMails(box.email);
      expect(mails, box.email).toHaveLength(1);
      expect(mails[0]!.orderIds).toEqual([box.orderId]);
    }
    const notices = await testDb().collection('backorderNotices').where('productId', '==', item).get();
    expect(notices.size).toBe(2);
  });

  test('the e-mail speaks the family’s language and names the revised date, the choices and their refunds', async ({ request }) => {
    const { item, listId } = await backorderedList();
    const placed = await placeGuestOrder(request, { supplyListId: listId });
    const orderId = await orderIdOf(placed.body.email);
    await testDb().doc(`orders/${orderId}`).update({ locale: 'es' });
    expect((await submitCard(placed.checkoutUrl, PAID)).status).toBe(303);
    await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
    expect((await backorder(request, item, { revisedDate: '2099-09-15' })).status()).toBe(200);
    const [mail] = await backorderMails(placed.body.email);
    expect(mail!.message.subject).toContain('se retrasa');
    expect(mail!.message.text).toContain('15 de septiembre de 2099');
    expect(mail!.message.text).toContain('$5.45');
    expect(mail!.message.text).toContain('$10.00');
    expect(productLinksIn(mail!.message).every(({ lang }) => lang === 'es')).toBe(true);
  });
});

test.describe('POST /orders/{id}/backorder-choice', () => {
  test('a forged token, another order’s token and an order that does not hold the item are refused', async ({ request }) => {
    const { item, listId } = await backorderedList();
    const box = await paidBox(request, listId);
    const other = await paidBox(request, listId);
    expect((await backorder(request, item, { revisedDate: inDays(5) })).status()).toBe(200);
    const link = await choiceLinkOf(box.email);
    expect(link).toMatchObject({ orderId: box.orderId, productId: item });

    const forged = await choose(request, box.orderId, {
      productId: item,
      choice: 'remove',
      token: linkSignature('not-the-key', 'backorder-choice', `${box.orderId}:${item}`),
    });
    expect(forged.status()).toBe(403);
    expect(((await forged.json()) as { error: string }).error).toBe('This link is not valid for this order. Please use the link in your e-mail.');
    const anothers = await choose(request, other.orderId, { productId: item, choice: 'remove', token: link.token });
    expect(anothers.status()).toBe(403);
    const read = await request.get(`/api/orders/${other.orderId}/backorder?productId=${item}&token=${link.token}`);
    expect(read.status()).toBe(403);

    // A box of another list, signed properly, was never told of the item.
    const { listId: elsewhere } = await backorderedList();
    const notHolding = await paidBox(request, elsewhere);
    const token = linkSignature(secrets.mailLinkSecret, 'backorder-choice', `${notHolding.orderId}:${item}`);
    const none = await choose(request, notHolding.orderId, { productId: item, choice: 'wait', token });
    expect(none.status()).toBe(404);
    expect(((await none.json()) as { error: string }).error).toBe('This order does not hold that item on backorder');
    const bad = await choose(request, box.orderId, { productId: item, choice: 'later', token: link.token });
    expect(bad.status()).toBe(400);
    expect(await refundsOf(box.orderId)).toEqual([]);
  });

  test('wait: recorded without a refund; the same again answers the same, another choice is 409', async ({ request }) => {
    const { item, box, link } = await toldBox(request);
    const shown = await request.get(`/api/orders/${box.orderId}/backorder?productId=${item}&token=${link.token}`);
    await expectAnswer('GET /orders/{id}/backorder', shown);
    expect((await noticeOf(shown)).options).toEqual([
      { choice: 'wait', refund: 0 },
      { choice: 'remove', refund: 5.45 },
      { choice: 'cancel', refund: 10 },
    ]);
    const waited = await choose(request, box.orderId, { productId: item, choice: 'wait', token: link.token });
    expect(waited.status(), await waited.text()).toBe(200);
    await expectAnswer('POST /orders/{id}/backorder-choice', waited);
    const first = await noticeOf(waited);
    expect(first.chosen).toEqual({ choice: 'wait', refund: 0, defaulted: false });
    const again = await choose(request, box.orderId, { productId: item, choice: 'wait', token: link.token });
    expect(await noticeOf(again)).toEqual(first);
    const other = await choose(request, box.orderId, { productId: item, choice: 'remove', token: link.token });
    expect(other.status()).toBe(409);
    expect(((await other.json()) as { error: string }).error).toBe('You already chose “Wait for it” for this item. Contact us to change it.');
    expect(await refundsOf(box.orderId)).toEqual([]);
    await expectStatus(request, box.orderId, 'PAYMENT_SUCCESS');
  });

  test('substitute: offered only with one; the box holds the substitute, keeps what was ordered, and the pick totals and demand count it instead', async ({
    request,
  }) => {
    const { item, listId } = await backorderedList();
    const substitute = await createPricedProduct(350, 'INDIVIDUAL');
    const box = await paidBox(request, listId);
    const { schoolId } = (await testDb().doc(`orders/${box.orderId}`).get()).data()! as { schoolId: string };
    const picked = async () => ((await testDb().doc(`pickTotals/${schoolId}`).get()).data()?.products ?? {}) as Record<string, { quantity: number }>;
    const needed = async () => ((await testDb().doc(`demand/school_${schoolId}`).get()).data()?.products ?? {}) as Record<string, number>;
    expect((await picked())[item]?.quantity).toBe(2);
    expect((await needed())[item]).toBe(2);

    expect((await backorder(request, item, { revisedDate: inDays(5), substituteProductId: substitute })).status()).toBe(200);
    const link = await choiceLinkOf(box.email);
    const chosen = await choose(request, box.orderId, { productId: item, choice: 'substitute', token: link.token });
    expect(chosen.status(), await chosen.text()).toBe(200);
    expect((await noticeOf(chosen)).chosen).toEqual({ choice: 'substitute', refund: 0, defaulted: false });
    const stored = (await testDb().doc(`orders/${box.orderId}`).get()).data()!;
    expect(stored.snapshot.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toContainEqual([substitute, 2]);
    expect(stored.snapshot.items.map((i: { productId: string }) => i.productId)).not.toContain(item);
    expect(stored.itemChanges).toMatchObject([{ productId: item, change: 'substituted', substitute: { productId: substitute }, refundCents: null }]);
    const answered = (await (await request.get(`/api/orders/${box.orderId}`, as(personas.admin))).json()) as { order: Order };
    expect(answered.order.itemChanges).toMatchObject([{ change: 'substituted', item: `Product ${item}`, substitute: `Product ${substitute}` }]);
    const totals = await picked();
    expect(totals[item]?.quantity).toBe(0);
    expect(totals[substitute]?.quantity).toBe(2);
    // Demand buys the substitute instead of the item.
    const demand = await needed();
    expect(demand[item]).toBe(0);
    expect(demand[substitute]).toBe(2);
    expect(await refundsOf(box.orderId)).toEqual([]);
  });

  test('substitute is refused where none is offered', async ({ request }) => {
    const { item, box, link } = await toldBox(request);
    const res = await choose(request, box.orderId, { productId: item, choice: 'substitute', token: link.token });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('No substitute is offered for this item');
  });

  test('remove: the item’s share of the list’s price refunded at once, exactly once, and kept on the order', async ({ request }) => {
    const { item, box, link } = await toldBox(request);
    const [a, b] = await Promise.all([
      choose(request, box.orderId, { productId: item, choice: 'remove', token: link.token }),
      choose(request, box.orderId, { productId: item, choice: 'remove', token: link.token }),
    ]);
    for (const res of [a, b]) {
      expect(res.status(), await res.text()).toBe(200);
      expect((await noticeOf(res)).chosen).toEqual({ choice: 'remove', refund: 5.45, defaulted: false });
    }
    const again = await choose(request, box.orderId, { productId: item, choice: 'remove', token: link.token });
    expect((await noticeOf(again)).chosen).toEqual({ choice: 'remove', refund: 5.45, defaulted: false });
    expect(await refundsOf(box.orderId), 'one refund of 545 cents at the Stripe stand-in').toEqual([545]);
    const stored = (await testDb().doc(`orders/${box.orderId}`).get()).data()!;
    expect(stored.status).toBe('PAYMENT_SUCCESS');
    expect(stored.snapshot.items.map((i: { productId: string }) => i.productId)).not.toContain(item);
    expect(stored.itemChanges).toMatchObject([{ productId: item, change: 'removed', refundCents: 545 }]);
    expect(stored.refunded).toMatchObject({ amountCents: 545 });
    expect((await testDb().doc(`refunds/${box.orderId}`).get()).data()).toMatchObject({ amountCents: 545 });

    // The order keeps what was ordered and what is sent, wherever it is answered and in the family's next e-mail.
    const itemName = `Product ${item}`;
    const answered = await request.get(`/api/orders/${box.orderId}`, as(personas.admin));
    await expectAnswer('GET /orders/{id}', answered);
    expect(((await answered.json()) as { order: Order }).order.itemChanges).toEqual([
      { productId: item, item: itemName, quantity: 2, change: 'removed', substitute: null, refunded: 5.45 },
    ]);
    const slip = await request.get(`/api/orders/${box.orderId}/packing-slip`, as(personas.admin));
    await expectAnswer('GET /orders/{id}/packing-slip', slip);
    expect(((await slip.json()) as { packingSlip: { itemChanges: unknown } }).packingSlip.itemChanges).toMatchObject([{ change: 'removed', refunded: 5.45 }]);
    const pickList = await request.get(`/api/schools/${stored.schoolId}/pick-list`, as(personas.admin));
    await expectAnswer('GET /schools/{id}/pick-list', pickList);
    expect(((await pickList.json()) as { pickList: { itemChanges: unknown } }).pickList.itemChanges, 'the pick list says it').toEqual([
      { change: 'removed', item: itemName, substitute: null, boxes: 1, refunded: 5.45 },
    ]);
    const packing = await request.put(`/api/orders/${box.orderId}/status`, { data: { status: 'PREPARING' }, ...as(personas.admin) });
    expect(packing.status(), await packing.text()).toBe(200);
    await expect
      .poll(async () => (await mailsTo(box.email)).find((mail) => mail.kind === 'preparing')?.message.text ?? '')
      .toContain(`Removed: ${itemName} (refunded $5.45)`);

    // Cancelling the box afterwards refunds the rest, not the whole again.
    const cancelled = await request.delete(`/api/orders/${box.orderId}`, as(personas.admin));
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect(await refundsOf(box.orderId)).toEqual(expect.arrayContaining([545, 455]));
  });

  test('remove, in a taxed state with a discount code: the item’s share after its share of the discount, and its sales tax, refunded to the cent and reversed in Stripe Tax for its line only', async ({
    request,
  }) => {
    // Illinois (6.25 %), 10 % off: the box's $10.00 is 545 + 455 cents over its lines, the
    // discount 55 + 45 (the largest remainder, the first on a tie); the item's line is 490
    // cents taxed 31 (30.625, halves up), the other's 410 taxed 26: the box paid 957 cents.
    const item = await createPricedProduct(300, 'INDIVIDUAL');
    const other = await createPricedProduct(500);
    const { listId } = await createListAt('1 Test Way, Springfield, IL 62701', true, [
      { productId: item, quantity: 2 },
      { productId: other, quantity: 1 },
    ]);
    await testDb()
      .doc(`supplyLists/${listId}`)
      .update({ totalPriceCents: 1000, productIds: [item, other] });
    const code = `BACK${randomUUID().replace(/-/g, '').slice(0, 8)}`.toUpperCase();
    expect((await request.post('/api/promotion-codes', { data: { code, percentOff: 10 }, ...as(personas.admin) })).status()).toBe(201);
    const placed = await placeGuestOrder(request, { supplyListId: listId, promotionCode: code });
    expect((await submitCard(placed.checkoutUrl, PAID)).status).toBe(303);
    const orderId = await orderIdOf(placed.body.email);
    await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
    expect((await testDb().doc(`orders/${orderId}`).get()).data()!.money).toMatchObject({ discountCents: 100, taxCents: 57 });
    expect((await backorder(request, item, { revisedDate: inDays(5) })).status()).toBe(200);
    const link = await choiceLinkOf(placed.body.email);

    const res = await choose(request, orderId, { productId: item, choice: 'remove', token: link.token });
    expect(res.status(), await res.text()).toBe(200);
    expect((await noticeOf(res)).chosen, 'the item’s 490 cents after the discount and its 31 cents of tax').toEqual({
      choice: 'remove',
      refund: 5.21,
      defaulted: false,
    });
    expect(await refundsOf(orderId)).toEqual([521]);
    const record = (await testDb().doc(`refunds/${orderId}`).get()).data()!;
    expect(record, 'the refund record says what went back by part').toMatchObject({
      amountCents: 521,
      parts: { itemsCents: 545, discountCents: 55, shippingCents: 0, taxCents: 31 },
    });

    const checkoutRef = testDb().doc(`checkouts/${(await testDb().doc(`orders/${orderId}`).get()).data()!.checkoutId}`);
    const checkout = (await checkoutRef.get()).data()!;
    expect(checkout.money.taxReversalIds, 'one reversal, of the item’s line').toHaveLength(1);
    const reversal = await localStripe.tax.transactions.retrieve(checkout.money.taxReversalIds[0], { expand: ['line_items'] });
    expect(reversal.line_items!.data.map((line) => [line.reference, line.amount, line.amount_tax])).toEqual([[`box1-${item}`, -490, -31]]);
    expect(reversal.shipping_cost ?? null).toBeNull();

    // Cancelling the box afterwards refunds the rest, its other line's tax reversed, not the item's again.
    const cancelled = await request.delete(`/api/orders/${orderId}`, as(personas.admin));
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect(await refundsOf(orderId)).toEqual(expect.arrayContaining([521, 436]));
    expect((await testDb().doc(`refunds/${orderId}`).get()).data()).toMatchObject({
      amountCents: 957,
      parts: { itemsCents: 1000, discountCents: 100, shippingCents: 0, taxCents: 57 },
    });
    const after = (await checkoutRef.get()).data()!;
    expect(after.money.taxReversalIds).toHaveLength(2);
    const rest = await localStripe.tax.transactions.retrieve(after.money.taxReversalIds[1], { expand: ['line_items'] });
    expect(rest.line_items!.data.map((line) => [line.reference, line.amount, line.amount_tax])).toEqual([[`box1-${other}`, -410, -26]]);
  });

  test('a substitute and a removal move the box’s margins: the substitute at its cost in place of the item, a removed item’s revenue and cost out', async ({
    request,
  }) => {
    const { item, other, listId } = await backorderedList();
    const substitute = await createPricedProduct(350, 'INDIVIDUAL');
    await Promise.all(
      [
        [item, 100],
        [other, 200],
        [substitute, 150],
      ].map(([id, costCents]) => testDb().doc(`products/${id}`).update({ costCents })),
    );
    const marginOf = async (productId: string) => {
      const res = await request.get(`/api/reports/margins?from=${today()}&to=${today()}`, as(personas.admin));
      expect(res.status(), await res.text()).toBe(200);
      const row = (
        (await res.json()) as { margins: { products: { productId: string; quantity: number; revenue: number; cost: number }[] } }
      ).margins.products.find((entry) => entry.productId === productId);
      return row ? { quantity: row.quantity, revenue: row.revenue, cost: row.cost } : { quantity: 0, revenue: 0, cost: 0 };
    };
    // Each box sells the item's two units for 545 cents of its 1000 (600 of the catalogue's 1100) and the other for 455.
    const swapped = await paidBox(request, listId);
    const removed = await paidBox(request, listId);
    expect(await marginOf(item)).toEqual({ quantity: 4, revenue: 10.9, cost: 4 });

    expect((await backorder(request, item, { revisedDate: inDays(5), substituteProductId: substitute })).status()).toBe(200);
    const swapLink = await choiceLinkOf(swapped.email);
    const chosen = await choose(request, swapped.orderId, { productId: item, choice: 'substitute', token: swapLink.token });
    expect(chosen.status(), await chosen.text()).toBe(200);
    const removeLink = await choiceLinkOf(removed.email);
    const gone = await choose(request, removed.orderId, { productId: item, choice: 'remove', token: removeLink.token });
    expect(gone.status(), await gone.text()).toBe(200);

    expect(await marginOf(item), 'the item was neither sent nor kept').toEqual({ quantity: 0, revenue: 0, cost: 0 });
    expect(await marginOf(substitute), 'the substitute sold for the item’s share, at its own cost').toEqual({ quantity: 2, revenue: 5.45, cost: 3 });
    expect(await marginOf(other), 'what stays in both boxes is as it was').toEqual({ quantity: 2, revenue: 9.1, cost: 4 });
  });

  test('cancel: the box cancelled with a full refund', async ({ request }) => {
    const { item, box, link } = await toldBox(request);
    const res = await choose(request, box.orderId, { productId: item, choice: 'cancel', token: link.token });
    expect(res.status(), await res.text()).toBe(200);
    expect((await noticeOf(res)).chosen).toEqual({ choice: 'cancel', refund: 10, defaulted: false });
    await expectStatus(request, box.orderId, 'CANCELLED');
    const again = await choose(request, box.orderId, { productId: item, choice: 'cancel', token: link.token });
    expect((await noticeOf(again)).chosen).toEqual({ choice: 'cancel', refund: 10, defaulted: false });
    expect(await refundsOf(box.orderId)).toEqual([1000]);
    const order = (await (await request.get(`/api/orders/${box.orderId}`, as(personas.admin))).json()) as { order: Order };
    expect(order.order.refunded).toMatchObject({ amount: 10 });
  });
});

test.describe('the rule’s defaults (the scheduled job)', () => {
  test('no answer by the revised date waits, once; after a second delay a box not waiting again is cancelled and refunded', async ({ request }) => {
    const { item, listId } = await backorderedList();
    const silent = await paidBox(request, listId);
    const waitsAgain = await paidBox(request, listId);
    expect((await backorder(request, item, { revisedDate: inDays(3) })).status()).toBe(200);
    const firstNotices = await testDb().collection('backorderNotices').where('productId', '==', item).get();
    expect(firstNotices.size).toBe(2);
    // The revised date passes with no answer.
    for (const doc of firstNotices.docs) await doc.ref.update({ revisedDate: inDays(-1) });
    await runMailJobs();
    for (const doc of firstNotices.docs) expect((await doc.ref.get()).data()).toMatchObject({ choice: 'wait', defaulted: true, refundCents: 0 });
    await expectStatus(request, silent.orderId, 'PAYMENT_SUCCESS');

    // A second delay: asked again, each box once more.
    const second = await backorder(request, item, { revisedDate: inDays(9) });
    expect(((await second.json()) as { delay: number }).delay).toBe(2);
    const link = (await backorderMails(waitsAgain.email)).at(-1)!;
    const url = productLinksIn(link.message).find(({ url }) => new URL(url).pathname === '/backorder')!.url;
    const token = new URL(url).searchParams.get('token')!;
    expect((await choose(request, waitsAgain.orderId, { productId: item, choice: 'wait', token })).status()).toBe(200);
    const secondNotices = (await testDb().collection('backorderNotices').where('productId', '==', item).where('delay', '==', 2).get()).docs;
    expect(secondNotices).toHaveLength(2);
    for (const doc of secondNotices) await doc.ref.update({ revisedDate: inDays(-1) });
    await runMailJobs();
    await expectStatus(request, silent.orderId, 'CANCELLED');
    expect(await refundsOf(silent.orderId)).toEqual([1000]);
    const silentNotice = secondNotices.find((doc) => doc.data().orderId === silent.orderId)!;
    expect((await silentNotice.ref.get()).data()).toMatchObject({ choice: 'cancel', defaulted: true, refundCents: 1000 });
    await expectStatus(request, waitsAgain.orderId, 'PAYMENT_SUCCESS');
    expect(await refundsOf(waitsAgain.orderId)).toEqual([]);
    // Run again: nothing more.
    await runMailJobs();
    expect(await refundsOf(silent.orderId)).toEqual([1000]);
  });
});
