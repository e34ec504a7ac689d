import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, formatCalendarDate, orderingMessages, orderingWindowMessages, staffMessages, todayIn, type School } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { box, checkoutBoxes, expectStatus, guestCheckoutBody, newGuest, placeGuestOrder, submitCard } from '../support/orders';
import { personasFor, verifiedAccount, type Personas } from '../support/roles';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';

// docs/decisions.md §8: calendar dates in the school's time zone, both inclusive; the
// checkouts refuse orders outside them (409, nothing written); a payment page opened in time
// is still paid after the window closes. Each test has schools of its own, so moving a window
// disturbs no other worker.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const ZONE = 'America/Chicago';
const today = (zone = ZONE) => todayIn(zone, new Date());

type Window = Pick<School, 'orderingOpensOn' | 'orderingClosesOn' | 'timeZone'>;

/** A window `opens` to `closes` days from today in `zone` (negative: in the past). */
const windowFrom = (opens: number, closes: number, zone = ZONE): Window => ({
  orderingOpensOn: addDays(today(zone), opens),
  orderingClosesOn: addDays(today(zone), closes),
  timeZone: zone,
});

/** Writes a school's window straight into Firestore, as time passing would move it. */
const setWindow = (schoolId: string, window: Window) =>
  testDb()
    .doc(`schools/${schoolId}`)
    .update({ ...window });

const schoolDoc = async (id: string) => (await testDb().doc(`schools/${id}`).get()).data()!;
const schoolName = async (id: string) => (await schoolDoc(id)).name as string;
const orderCount = async (listId: string) => (await testDb().doc(`supplyLists/${listId}`).get()).get('orderCount') as number;
const ordersOf = async (listId: string) => (await testDb().collection('orders').where('supplyListId', '==', listId).get()).size;
const usersWithEmail = async (email: string) => (await testDb().collection('users').where('emailKey', '==', email.toLowerCase()).get()).size;

async function getSchool(request: APIRequestContext, id: string): Promise<School> {
  const res = await request.get(`/api/schools/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { school: School }).school;
}

let admin: string;

test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

test.describe('setting the window: PUT and POST /schools', () => {
  let personas: Personas;
  let schoolId: string;

  test.beforeAll(async () => {
    ({ schoolId } = await createPrivateList({ deliverToSchool: true }));
    const { schoolId: otherSchoolId } = await createPrivateList({ deliverToSchool: true });
    personas = await personasFor(schoolId, otherSchoolId);
  });

  test('an administrator sets a window and the time zone; GET /schools and GET /schools/{id} answer them and whether ordering is open now', async ({
    request,
  }) => {
    const window = windowFrom(-2, 5);
    const res = await request.put(`/api/schools/${schoolId}`, { data: { ...window, timeZone: 'us/central' }, ...as(admin) });
    expect(res.status(), await res.text()).toBe(200);
    // The zone's canonical name, whatever spelling was sent.
    expect(((await res.json()) as { school: School }).school).toMatchObject({ ...window, timeZone: ZONE, orderingOpen: true });
    expect(await schoolDoc(schoolId)).toMatchObject(window);
    expect(await getSchool(request, schoolId)).toMatchObject({ ...window, orderingOpen: true });
    const name = (await schoolDoc(schoolId)).name as string;
    const { schools } = (await (await request.get(`/api/schools?q=${encodeURIComponent(name)}`)).json()) as { schools: School[] };
    expect(schools.find((s) => s.id === schoolId)).toMatchObject({ ...window, orderingOpen: true });

    for (const [closed, open] of [
      [windowFrom(-9, -1), false],
      [windowFrom(1, 9), false],
      [windowFrom(0, 0), true],
    ] as const) {
      expect((await request.put(`/api/schools/${schoolId}`, { data: closed, ...as(admin) })).status()).toBe(200);
      expect((await getSchool(request, schoolId)).orderingOpen, JSON.stringify(closed)).toBe(open);
    }
  });

  test('nulls take the window away: the school sells all year, and keeps its time zone', async ({ request }) => {
    await setWindow(schoolId, windowFrom(-9, -1));
    const res = await request.put(`/api/schools/${schoolId}`, { data: { orderingOpensOn: null, orderingClosesOn: null }, ...as(admin) });
    expect(res.status()).toBe(200);
    expect(await getSchool(request, schoolId)).toMatchObject({ orderingOpensOn: null, orderingClosesOn: null, timeZone: ZONE, orderingOpen: true });
  });

  test('a school without a window answers none, open all year', async ({ request }) => {
    const { schoolId: plain } = await createPrivateList({ deliverToSchool: true });
    expect(await getSchool(request, plain)).toMatchObject({ orderingOpensOn: null, orderingClosesOn: null, timeZone: null, orderingOpen: true });
  });

  test('a new school can be created with its window', async ({ request }) => {
    const window = windowFrom(3, 30);
    const res = await request.post('/api/schools', { data: { name: 'Window School', ...window }, ...as(admin) });
    expect(res.status(), await res.text()).toBe(201);
    const { school } = (await res.json()) as { school: School };
    expect(school).toMatchObject({ ...window, orderingOpen: false });
    expect(await schoolDoc(school.id)).toMatchObject(window);
  });

  test('bad windows are 400 with a message naming the field, and nothing is written', async ({ request }) => {
    await setWindow(schoolId, windowFrom(-2, 5));
    const before = await schoolDoc(schoolId);
    const window = windowFrom(-2, 5);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'closes before it opens',
        { ...window, orderingClosesOn: addDays(window.orderingOpensOn!, -1) },
        `orderingClosesOn: ${orderingWindowMessages.closesBeforeOpens}`,
      ],
      ['one date only', { orderingOpensOn: window.orderingOpensOn, timeZone: ZONE }, `orderingClosesOn: ${orderingWindowMessages.bothDates}`],
      ['the other date only', { orderingClosesOn: window.orderingClosesOn, timeZone: ZONE }, `orderingOpensOn: ${orderingWindowMessages.bothDates}`],
      ['one date taken away', { orderingOpensOn: null }, `orderingClosesOn: ${orderingWindowMessages.bothDates}`],
      ['an unknown time zone', { ...window, timeZone: 'Mars/Olympus' }, `timeZone: ${staffMessages.timeZoneInvalid}`],
      [
        'dates without a time zone',
        { orderingOpensOn: window.orderingOpensOn, orderingClosesOn: window.orderingClosesOn },
        `timeZone: ${orderingWindowMessages.timeZoneNeeded}`,
      ],
      ['a day that does not exist', { ...window, orderingOpensOn: '2026-02-30' }, `orderingOpensOn: ${orderingWindowMessages.invalidDate}`],
      ['a date in another format', { ...window, orderingClosesOn: '08/31/2026' }, `orderingClosesOn: ${orderingWindowMessages.invalidDate}`],
      ['a date out of range', { ...window, orderingOpensOn: '1999-08-01' }, `orderingOpensOn: ${orderingWindowMessages.invalidDate}`],
      ['a date of another type', { ...window, orderingOpensOn: 20260801 }, expect.stringMatching(/^orderingOpensOn: /) as unknown as string],
    ];
    for (const [name, data, error] of cases) {
      const res = await request.put(`/api/schools/${schoolId}`, { data, ...as(admin) });
      expect(res.status(), name).toBe(400);
      expect(((await res.json()) as { error: string }).error, name).toEqual(error);
    }
    expect(await schoolDoc(schoolId)).toEqual(before);

    const name = `Refused Window ${Date.now()}`;
    const created = await request.post('/api/schools', { data: { name, ...window, orderingClosesOn: addDays(window.orderingOpensOn!, -1) }, ...as(admin) });
    expect(created.status()).toBe(400);
    expect(((await created.json()) as { error: string }).error).toBe(`orderingClosesOn: ${orderingWindowMessages.closesBeforeOpens}`);
    expect((await testDb().collection('schools').where('name', '==', name).get()).size).toBe(0);
  });

  test('only an administrator sets a window: not the school’s representative, a parent or anyone else', async ({ request }) => {
    await setWindow(schoolId, windowFrom(-2, 5));
    const before = await schoolDoc(schoolId);
    await onlyAdminMay(personas, (token) => request.put(`/api/schools/${schoolId}`, { data: windowFrom(-30, -20), ...as(token) }));
    expect(await schoolDoc(schoolId)).toEqual(before);
  });
});

test.describe('checkouts outside the window: 409 with the reason, nothing written', () => {
  /** Every way to order a list: the spec's two checkouts, a checkout of several boxes (a guest's and a parent's), and the office's order. */
  async function everyCheckout(request: APIRequestContext, listId: string) {
    const guest = newGuest();
    const parent = await verifiedAccount('window');
    const student = { studentFirstName: 'Noah', studentLastName: 'Lee' };
    const answers = await Promise.all([
      request.post('/api/orders/checkout/guest', { data: { ...guest, ...student, supplyListId: listId } }),
      request.post('/api/orders/checkout/user', { data: { userId: parent.uid, ...student, supplyListId: listId }, headers: bearer(parent.token) }),
      checkoutBoxes(request, { ...newGuest(), boxes: [box(listId)] }),
      request.post('/api/orders/checkout', { data: { userId: parent.uid, boxes: [box(listId), box(listId, 'Ava')] }, headers: bearer(parent.token) }),
      request.post('/api/orders', { data: { ...newGuest(), ...student, supplyListId: listId }, ...as(admin) }),
    ]);
    return { answers, guest };
  }

  for (const [when, window, message] of [
    ['after it closed', () => windowFrom(-30, -1), (school: string) => orderingMessages.closed({ school, date: formatCalendarDate(addDays(today(), -1)) })],
    ['before it opens', () => windowFrom(1, 30), (school: string) => orderingMessages.notOpenYet({ school, date: formatCalendarDate(addDays(today(), 1)) })],
  ] as const) {
    test(`${when}, every checkout and the office's order answer 409 with the date, whatever the client sends`, async ({ request }) => {
      const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
      await setWindow(schoolId, window());
      const { answers, guest } = await everyCheckout(request, listId);
      const expected = { success: false, error: message(await schoolName(schoolId)) };
      expect(expected.error).toMatch(/^Ordering for Test School \w+ (closed|opens) on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
      for (const answer of answers) {
        expect(answer.status(), answer.url()).toBe(409);
        expect(await answer.json()).toEqual(expected);
      }
      expect(await ordersOf(listId)).toBe(0);
      expect(await orderCount(listId)).toBe(0);
      expect(await usersWithEmail(guest.email)).toBe(0);
    });
  }

  test('a checkout of several boxes with one school closed is refused whole, naming that school', async ({ request }) => {
    const [open, closed] = await Promise.all([createPrivateList({ deliverToSchool: true }), createPrivateList({ deliverToSchool: true })]);
    await Promise.all([setWindow(open.schoolId, windowFrom(-3, 3)), setWindow(closed.schoolId, windowFrom(-30, -2))]);
    const guest = newGuest();
    const res = await checkoutBoxes(request, { ...guest, boxes: [box(open.listId), box(closed.listId, 'Ava')] });
    expect(res.status()).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      error: orderingMessages.closed({ school: await schoolName(closed.schoolId), date: formatCalendarDate(addDays(today(), -2)) }),
    });
    expect([await ordersOf(open.listId), await ordersOf(closed.listId)]).toEqual([0, 0]);
    expect(await usersWithEmail(guest.email)).toBe(0);
  });

  test('inside the window, on its first and its last day, every checkout places its order (201)', async ({ request }) => {
    for (const window of [windowFrom(0, 10), windowFrom(-10, 0)]) {
      const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
      await setWindow(schoolId, window);
      const { answers } = await everyCheckout(request, listId);
      for (const answer of answers) expect(answer.status(), `${answer.url()} ${await answer.text()}`).toBe(201);
      // Five requests, six boxes.
      expect(await ordersOf(listId)).toBe(6);
      expect(await orderCount(listId)).toBe(6);
    }
  });
});

test('the dates are read in the school’s time zone: a day that has ended in one zone is still open in another', async ({ request }) => {
  // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11): whenever this
  // runs, their dates differ, so the same dates mean open in one zone and closed in the other.
  const behind = 'Pacific/Pago_Pago';
  const ahead = 'Pacific/Kiritimati';
  expect(today(ahead) > today(behind)).toBe(true);
  const lastDayBehind = { orderingOpensOn: addDays(today(behind), -5), orderingClosesOn: today(behind) };
  const firstDayAhead = { orderingOpensOn: today(ahead), orderingClosesOn: addDays(today(ahead), 5) };
  const cases: [Omit<Window, 'timeZone'>, string, number][] = [
    [lastDayBehind, behind, 201],
    [lastDayBehind, ahead, 409],
    [firstDayAhead, ahead, 201],
    [firstDayAhead, behind, 409],
  ];
  for (const [dates, timeZone, status] of cases) {
    const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
    await setWindow(schoolId, { ...dates, timeZone });
    const res = await request.post('/api/orders/checkout/guest', { data: guestCheckoutBody({ supplyListId: listId }) });
    expect(res.status(), `${JSON.stringify(dates)} in ${timeZone}`).toBe(status);
    expect((await getSchool(request, schoolId)).orderingOpen).toBe(status === 201);
  }
});

test('a window that closes while the family is on the payment page: the payment still counts', async ({ request }) => {
  const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
  await setWindow(schoolId, windowFrom(-10, 0));
  const { checkoutUrl, sessionId } = await placeGuestOrder(request, { supplyListId: listId });
  const order = (await testDb().collection('orders').where('checkoutSessionId', '==', sessionId).get()).docs[0]!;

  // Midnight passes: the window is over, new checkouts are refused.
  await setWindow(schoolId, windowFrom(-10, -1));
  expect((await request.post('/api/orders/checkout/guest', { data: guestCheckoutBody({ supplyListId: listId }) })).status()).toBe(409);

  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, order.id, 'PAYMENT_SUCCESS');
  expect(await orderCount(listId)).toBe(1);
});
