import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, formatCalendarDate, formatCalendarDay, type School } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { closeAdminAuth } from '../support/auth';
import { mailsTo } from '../support/mail';
import { box, expectStatus, homeAddress, newGuest, orderIdOf, placeBoxes, placeGuestOrder, submitCard } from '../support/orders';
import { personasFor, type Personas } from '../support/roles';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';

// Delivery dates (docs/decisions.md §27): a school's date, contact and instructions, the date told
// to the families of its paid boxes each time it moves; and the tracking of a box sent home.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** A day `days` from today (UTC), as a delivery date is sent. */
const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

let personas: Personas;
let schoolId: string;
let listId: string;
let homeListId: string;
test.beforeAll(async () => {
  ({ schoolId, listId } = await createPrivateList({ deliverToSchool: true }));
  const home = await createPrivateList({ deliverToSchool: false });
  homeListId = home.listId;
  personas = await personasFor(schoolId, home.schoolId);
});

async function paidBox(request: APIRequestContext, supplyListId: string, overrides: Record<string, unknown> = {}) {
  const placed = await placeGuestOrder(request, { supplyListId, ...overrides });
  expect((await submitCard(placed.checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  const orderId = await orderIdOf(placed.body.email);
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
  return { orderId, email: placed.body.email };
}

const putSchool = (request: APIRequestContext, id: string, data: object, token: string | null = personas.admin) =>
  request.put(`/api/schools/${id}`, { data, ...as(token) });

const schoolAs = async (request: APIRequestContext, id: string, token: string | null) => {
  const res = await request.get(`/api/schools/${id}`, as(token));
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { school: School & Record<string, unknown> }).school;
};

const kindOf = (kind: string) => async (email: string) => (await mailsTo(email)).filter((mail) => mail.kind === kind);
const dateMails = kindOf('deliveryDate');
const trackingMails = kindOf('tracking');

test.describe('a school’s delivery fields', () => {
  test('an administrator sets the date, contact and instructions; the shop reads the date only', async ({ request }) => {
    const contact = { name: 'Dana Ortiz', phone: '(503) 555-0142' };
    const date = inDays(30);
    const res = await putSchool(request, schoolId, { deliveryDate: date, deliveryContact: contact, deliveryInstructions: 'Loading dock behind the gym' });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { school: School }).school).toMatchObject({
      deliveryDate: date,
      deliveryContact: contact,
      deliveryInstructions: 'Loading dock behind the gym',
    });
    for (const token of [personas.admin, personas.rep]) {
      expect(await schoolAs(request, schoolId, token)).toMatchObject({ deliveryDate: date, deliveryContact: contact });
    }
    for (const [persona, token] of Object.entries({ anonymous: null, parent: personas.parent, otherRep: personas.otherRep })) {
      const school = await schoolAs(request, schoolId, token);
      expect(school.deliveryDate, persona).toBe(date);
      expect(school, persona).not.toHaveProperty('deliveryContact');
      expect(school, persona).not.toHaveProperty('deliveryInstructions');
    }
    const listed = await request.get(`/api/schools?q=${schoolId.replace('test-school-', '')}`);
    const shopSchool = ((await listed.json()) as { schools: (School & Record<string, unknown>)[] }).schools.find((school) => school.id === schoolId);
    expect(shopSchool?.deliveryDate).toBe(date);
    expect(shopSchool).not.toHaveProperty('deliveryContact');
  });

  test('only an administrator sets them', async ({ request }) => {
    await onlyAdminMay(personas, (token) => putSchool(request, schoolId, { deliveryDate: inDays(3) }, token));
    expect((await testDb().doc(`schools/${schoolId}`).get()).data()!.deliveryDate).not.toBe(inDays(3));
  });

  test('a bad date or phone is refused under its field', async ({ request }) => {
    const cases: [object, RegExp][] = [
      [{ deliveryDate: '2026-02-30' }, /^deliveryDate: /],
      [{ deliveryDate: 'next week' }, /^deliveryDate: /],
      [{ deliveryContact: { name: 'Dana', phone: 'call me' } }, /^deliveryContact\.phone: /],
      [{ deliveryContact: { name: '', phone: '(503) 555-0142' } }, /^deliveryContact\.name: /],
    ];
    for (const [data, error] of cases) {
      const res = await putSchool(request, schoolId, data);
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(((await res.json()) as { error: string }).error, JSON.stringify(data)).toMatch(error);
    }
  });
});

test.describe('the confirmation', () => {
  test('says when a box to a school with a date arrives, in the family’s language', async ({ request }) => {
    const { schoolId: datedId, listId: datedList } = await createPrivateList({ deliverToSchool: true });
    const date = inDays(40);
    expect((await putSchool(request, datedId, { deliveryDate: date })).status()).toBe(200);
    const { name } = await schoolAs(request, datedId, null);
    const english = await paidBox(request, datedList);
    const [confirmed] = (await mailsTo(english.email)).filter((mail) => mail.kind === 'confirmed');
    expect(confirmed!.message.text).toContain(`Delivered to ${name} by ${formatCalendarDate(date)}`);

    const guest = newGuest();
    const placed = await placeBoxes(request, { ...guest, boxes: [box(datedList)] }, { 'Accept-Language': 'es-US,es;q=0.9' });
    expect((await submitCard(placed.checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await expectStatus(request, placed.orderIds[0]!, 'PAYMENT_SUCCESS');
    const [confirmado] = (await mailsTo(guest.email)).filter((mail) => mail.kind === 'confirmed');
    const fecha = formatCalendarDay(date, 'es');
    expect(confirmado!.message.text).toContain(`Se entrega en ${name} antes del ${fecha}`);
  });

  test('of a school without a date says only where the box goes', async ({ request }) => {
    const { listId: plainList } = await createPrivateList({ deliverToSchool: true });
    const plain = await paidBox(request, plainList);
    const [confirmed] = (await mailsTo(plain.email)).filter((mail) => mail.kind === 'confirmed');
    expect(confirmed!.message.text).toContain('Delivery: to Test School');
    expect(confirmed!.message.text).not.toContain(' by ');
  });
});

test.describe('when the date moves', () => {
  test('the families of the school’s paid boxes hear each new date once, and nobody else', async ({ request }) => {
    const { schoolId: movingId, listId: movingList } = await createPrivateList({ deliverToSchool: true });
    const paid = await paidBox(request, movingList);
    const unpaid = await placeGuestOrder(request, { supplyListId: movingList });
    const elsewhere = await paidBox(request, listId);
    const first = inDays(20);
    expect((await putSchool(request, movingId, { deliveryDate: first })).status()).toBe(200);
    // Again, as a retry would: the date did not move.
    expect((await putSchool(request, movingId, { deliveryDate: first })).status()).toBe(200);
    let mails = await dateMails(paid.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ orderIds: [paid.orderId] });
    expect(mails[0]!.message.text).toContain('Delivered to Test School');
    expect(await dateMails(unpaid.body.email)).toEqual([]);
    expect(await dateMails(elsewhere.email)).toEqual([]);

    // Saving the school without touching the date tells nobody.
    expect((await putSchool(request, movingId, { note: 'Boxes go to the gym.', deliveryInstructions: 'Side door' })).status()).toBe(200);
    expect(await dateMails(paid.email)).toHaveLength(1);

    // Two updates to one new date at once: one e-mail.
    const second = inDays(25);
    const both = await Promise.all([putSchool(request, movingId, { deliveryDate: second }), putSchool(request, movingId, { deliveryDate: second })]);
    expect(both.map((res) => res.status())).toEqual([200, 200]);
    mails = await dateMails(paid.email);
    expect(mails).toHaveLength(2);
    // Back to the first date, and forward again: each is news.
    expect((await putSchool(request, movingId, { deliveryDate: first })).status()).toBe(200);
    expect((await putSchool(request, movingId, { deliveryDate: second })).status()).toBe(200);
    expect(await dateMails(paid.email)).toHaveLength(4);
  });
});

test.describe('tracking for a box sent home', () => {
  const putTracking = (request: APIRequestContext, orderId: string, data: object, token: string | null = personas.admin) =>
    request.put(`/api/orders/${orderId}/tracking`, { data, ...as(token) });

  test('an administrator adds it; the family is e-mailed the link once per number', async ({ request }) => {
    const home = await paidBox(request, homeListId, { address: homeAddress });
    const usps = { carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 00' };
    let res = await putTracking(request, home.orderId, usps);
    expect(res.status(), await res.text()).toBe(200);
    const link = 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000';
    expect(((await res.json()) as { order: Record<string, unknown> }).order).toMatchObject({
      tracking: { carrier: 'USPS', trackingNumber: '9400100000000000000000', url: link },
    });
    // The same again (a retry) tells nobody again.
    expect((await putTracking(request, home.orderId, usps)).status()).toBe(200);
    let mails = await trackingMails(home.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.text).toContain(link);
    const stored = (await testDb().doc(`orders/${home.orderId}`).get()).data()!;
    expect(stored.history.filter((change: { event: string }) => change.event === 'trackingAdded')).toHaveLength(1);
    expect(stored.history.at(-1)).toMatchObject({ event: 'trackingAdded', from: 'PAYMENT_SUCCESS', to: 'PAYMENT_SUCCESS' });

    // A changed number: once more; another carrier shows the number without a link.
    res = await putTracking(request, home.orderId, { carrier: 'OnTrac', trackingNumber: 'C10000000000000' });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { order: { tracking: Record<string, unknown> } }).order.tracking).toEqual({
      carrier: 'OnTrac',
      trackingNumber: 'C10000000000000',
    });
    mails = await trackingMails(home.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.message.text).toContain('C10000000000000');
    expect(mails[1]!.message.text).not.toContain('https://tools.usps.com');
  });

  test('only an administrator adds it', async ({ request }) => {
    const home = await paidBox(request, homeListId, { address: homeAddress });
    await onlyAdminMay(personas, (token) => putTracking(request, home.orderId, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, token));
    expect((await testDb().doc(`orders/${home.orderId}`).get()).data()!.tracking ?? null).toBeNull();
    expect(await trackingMails(home.email)).toEqual([]);
  });

  test('refuses an empty number, an unknown order, a box picked up at school and an unpaid box', async ({ request }) => {
    const home = await paidBox(request, homeListId, { address: homeAddress });
    for (const data of [{ carrier: 'UPS', trackingNumber: '  ' }, { carrier: '', trackingNumber: '1Z999AA10123456784' }, {}]) {
      const res = await putTracking(request, home.orderId, data);
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    const ups = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    let res = await putTracking(request, 'no-such-order', ups);
    expect(res.status()).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('Order not found');

    const atSchool = await paidBox(request, listId);
    res = await putTracking(request, atSchool.orderId, ups);
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe('This box is delivered to its school: only a box sent home has tracking.');

    const unpaid = await placeGuestOrder(request, { supplyListId: homeListId, address: homeAddress });
    res = await putTracking(request, await orderIdOf(unpaid.body.email), ups);
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe('This box is not paid: tracking is added once it is paid.');
  });
});
