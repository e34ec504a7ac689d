import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, checkoutMessages, formatCalendarDate, lateOrderMessages, orderingMessages, todayIn, type School } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { closeAdminAuth, signIn } from '../support/auth';
import { box, checkoutBoxes, homeAddress, newGuest } from '../support/orders';
import { personasFor, type Personas } from '../support/roles';
import { localStripe as stripe } from '../support/webhook';
import { closeTestDb, createListAt, createPrivateList, testDb } from '../support/stack';

// docs/decisions.md §28: a school may take late orders after its window, for a fee on each box
// and, where it says so, delivered home only; without them a closed window stays closed.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const ZONE = 'America/Chicago';
const closedWindow = () => ({
  orderingOpensOn: addDays(todayIn(ZONE, new Date()), -30),
  orderingClosesOn: addDays(todayIn(ZONE, new Date()), -1),
  timeZone: ZONE,
});

const schoolDoc = async (id: string) => (await testDb().doc(`schools/${id}`).get()).data()!;
const ordersOf = async (listId: string) => (await testDb().collection('orders').where('supplyListId', '==', listId).get()).size;

let admin: string;

test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

/** A school whose window closed yesterday, taking late orders on the terms given (null: none). */
async function lateSchool(
  lateOrders: { fee: number; homeDeliveryOnly: boolean } | null,
  where: { deliverToSchool: boolean; at?: string } = { deliverToSchool: true },
) {
  const made = where.at
    ? await createListAt(where.at, where.deliverToSchool, [{ productId: 'prod-crayons', quantity: 2 }])
    : await createPrivateList({ deliverToSchool: where.deliverToSchool });
  await testDb()
    .doc(`schools/${made.schoolId}`)
    .update({ ...closedWindow() });
  return made;
}

async function setLateOrders(request: APIRequestContext, schoolId: string, lateOrders: unknown) {
  const res = await request.put(`/api/schools/${schoolId}`, { data: { lateOrders }, ...as(admin) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { school: School }).school;
}

test.describe('setting late orders: PUT /schools/{id}', () => {
  let personas: Personas;
  let schoolId: string;

  test.beforeAll(async () => {
    const [own, other] = await Promise.all([createPrivateList({ deliverToSchool: true }), createPrivateList({ deliverToSchool: true })]);
    schoolId = own.schoolId;
    personas = await personasFor(schoolId, other.schoolId);
  });

  test('an administrator sets the fee in dollars, stored in cents; the shop reads it; null takes it away', async ({ request }) => {
    const school = await setLateOrders(request, schoolId, { fee: 7.5, homeDeliveryOnly: true });
    expect(school.lateOrders).toEqual({ fee: 7.5, homeDeliveryOnly: true });
    expect((await schoolDoc(schoolId)).lateOrders).toEqual({ feeCents: 750, homeDeliveryOnly: true });
    const read = ((await (await request.get(`/api/schools/${schoolId}`)).json()) as { school: School }).school;
    expect(read.lateOrders).toEqual({ fee: 7.5, homeDeliveryOnly: true });

    expect((await setLateOrders(request, schoolId, null)).lateOrders).toBeNull();
    expect((await schoolDoc(schoolId)).lateOrders).toBeNull();
  });

  test('a bad fee or a missing choice is 400 naming the field, and nothing is written', async ({ request }) => {
    await setLateOrders(request, schoolId, { fee: 5, homeDeliveryOnly: false });
    const before = await schoolDoc(schoolId);
    const cases: [string, unknown, string][] = [
      ['a negative fee', { fee: -1, homeDeliveryOnly: false }, `lateOrders.fee: ${lateOrderMessages.feeInvalid}`],
      ['a fraction of a cent', { fee: 1.234, homeDeliveryOnly: false }, `lateOrders.fee: ${lateOrderMessages.feeInvalid}`],
      ['a fee as text', { fee: '5', homeDeliveryOnly: false }, `lateOrders.fee: ${lateOrderMessages.feeInvalid}`],
      ['a fee too large', { fee: 1_000, homeDeliveryOnly: false }, `lateOrders.fee: ${lateOrderMessages.feeInvalid}`],
      ['no fee', { homeDeliveryOnly: false }, `lateOrders.fee: ${lateOrderMessages.feeInvalid}`],
      ['no delivery choice', { fee: 5 }, expect.stringMatching(/^lateOrders\.homeDeliveryOnly: /) as unknown as string],
      ['not an object', 'yes', expect.stringMatching(/^lateOrders: /) as unknown as string],
    ];
    for (const [name, lateOrders, error] of cases) {
      const res = await request.put(`/api/schools/${schoolId}`, { data: { lateOrders }, ...as(admin) });
      expect(res.status(), name).toBe(400);
      expect(((await res.json()) as { error: string }).error, name).toEqual(error);
    }
    expect(await schoolDoc(schoolId)).toEqual(before);
  });

  test('only an administrator sets late orders: not the school’s representative, a parent or anyone else', async ({ request }) => {
    await setLateOrders(request, schoolId, null);
    const before = await schoolDoc(schoolId);
    await onlyAdminMay(personas, (token) =>
      request.put(`/api/schools/${schoolId}`, { data: { lateOrders: { fee: 0, homeDeliveryOnly: false } }, ...as(token) }),
    );
    expect(await schoolDoc(schoolId)).toEqual(before);
  });

  test('a new school can be created taking late orders', async ({ request }) => {
    const res = await request.post('/api/schools', {
      data: { name: `Late School ${Date.now()}`, lateOrders: { fee: 4, homeDeliveryOnly: false } },
      ...as(admin),
    });
    expect(res.status(), await res.text()).toBe(201);
    const { school } = (await res.json()) as { school: School };
    expect(school.lateOrders).toEqual({ fee: 4, homeDeliveryOnly: false });
  });
});

test.describe('checkouts after the window', () => {
  test('a school taking late orders sells after its window: each box carries the fee, a line of the payment page, to the cent', async ({ request }) => {
    const { schoolId, listId } = await lateSchool(null);
    const school = await setLateOrders(request, schoolId, { fee: 6.25, homeDeliveryOnly: false });
    expect(school.orderingOpen).toBe(true);

    const body = { ...newGuest(), boxes: [box(listId), box(listId, 'Ava')] };
    const quote = await request.post('/api/orders/checkout/quote', { data: body });
    expect(quote.status(), await quote.text()).toBe(200);
    // Two boxes of 2 × $2.99, each with its $6.25 fee; Oregon has no sales tax.
    expect(((await quote.json()) as { quote: unknown }).quote).toMatchObject({ subtotal: 11.96, lateFee: 12.5, tax: 0, total: 24.46 });

    const res = await checkoutBoxes(request, body);
    expect(res.status(), await res.text()).toBe(201);
    const { checkoutUrl, orderIds } = (await res.json()) as { checkoutUrl: string; orderIds: string[] };
    const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
    expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(2446);
    const lines = (await stripe.checkout.sessions.listLineItems(sessionId)).data;
    expect(lines.filter((line) => line.description === 'Late order fee').map((line) => line.amount_total)).toEqual([625, 625]);
    for (const id of orderIds) expect((await testDb().doc(`orders/${id}`).get()).get('money')).toMatchObject({ lateFeeCents: 625 });
    expect((await testDb().doc(`checkouts/${orderIds[0]}`).get()).get('money')).toMatchObject({ lateFeeCents: 1250 });

    // The staff's order page and My Orders show it.
    const page = await request.get(`/api/orders/${orderIds[0]}`, as(admin));
    expect(((await page.json()) as { order: { money: unknown } }).order.money).toMatchObject({ lateFee: 6.25, total: 12.23 });
  });

  test('the fee is taxed as shipping is, where the box goes', async ({ request }) => {
    // Illinois (6.25 %): 2 × $2.99 is 37 cents of tax; a $9.00 fee, as shipping, 56 cents.
    const { schoolId, listId } = await lateSchool(null, { deliverToSchool: true, at: '1 Test Way, Springfield, IL 62701' });
    await setLateOrders(request, schoolId, { fee: 9, homeDeliveryOnly: false });
    const quote = await request.post('/api/orders/checkout/quote', { data: { ...newGuest(), boxes: [box(listId)] } });
    expect(quote.status(), await quote.text()).toBe(200);
    expect(((await quote.json()) as { quote: unknown }).quote).toMatchObject({ subtotal: 5.98, lateFee: 9, tax: 0.93, total: 15.91 });
  });

  test('without late orders a closed window stays closed: 409 with the date, nothing written', async ({ request }) => {
    const { schoolId, listId } = await lateSchool(null);
    await setLateOrders(request, schoolId, null);
    const res = await checkoutBoxes(request, { ...newGuest(), boxes: [box(listId)] });
    expect(res.status()).toBe(409);
    const name = (await schoolDoc(schoolId)).name as string;
    expect(await res.json()).toEqual({
      success: false,
      error: orderingMessages.closed({ school: name, date: formatCalendarDate(addDays(todayIn(ZONE, new Date()), -1)) }),
    });
    expect(await ordersOf(listId)).toBe(0);
  });

  test('late orders do not open a window that has not opened yet', async ({ request }) => {
    const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
    await testDb()
      .doc(`schools/${schoolId}`)
      .update({ orderingOpensOn: addDays(todayIn(ZONE, new Date()), 2), orderingClosesOn: addDays(todayIn(ZONE, new Date()), 9), timeZone: ZONE });
    await setLateOrders(request, schoolId, { fee: 5, homeDeliveryOnly: false });
    expect((await checkoutBoxes(request, { ...newGuest(), boxes: [box(listId)] })).status()).toBe(409);
  });

  test('home delivery only: a late box of a school that delivers to school goes home; without an address it is refused with the reason', async ({
    request,
  }) => {
    const { schoolId, listId } = await lateSchool(null, { deliverToSchool: true });
    await setLateOrders(request, schoolId, { fee: 5, homeDeliveryOnly: true });
    const name = (await schoolDoc(schoolId)).name as string;

    const refused = await checkoutBoxes(request, { ...newGuest(), boxes: [box(listId)] });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ success: false, error: checkoutMessages.lateHomeDeliveryOnly({ school: name }) });
    expect(await ordersOf(listId)).toBe(0);

    const res = await checkoutBoxes(request, { ...newGuest(), boxes: [box(listId)], address: homeAddress });
    expect(res.status(), await res.text()).toBe(201);
    const { orderIds } = (await res.json()) as { orderIds: string[] };
    const order = (await testDb().doc(`orders/${orderIds[0]}`).get()).data()!;
    expect(order.delivery).toMatchObject({ toSchool: false, line1: homeAddress.line1, city: homeAddress.city });
    expect(order.money).toMatchObject({ lateFeeCents: 500 });
  });
});
