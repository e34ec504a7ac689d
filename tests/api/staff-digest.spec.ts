import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { addDays, centsToDollars, formatMoney, orderNumberText, roleMessages, todayIn } from '@ssb/contract';
import { closeAdminAuth, signIn, signUp } from '../support/auth';
import { expectCaught } from '../support/mail';
import { jobMailsOf, runMailJobs, setWindow } from '../support/mail-jobs';
import { expectStatus, privateGuestOrder, submitCard } from '../support/orders';
import { representativeOf, verifiedAccount } from '../support/roles';
import { call, stored, writeOrders } from '../support/school-data';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';

// docs/decisions.md §11: a school's representatives get one e-mail a day with the orders paid the
// day before while its window is open, unless they turned it off in the school dashboard
// (PUT /users/profile/daily-digest, theirs alone). Each test has a school of its own; the
// digest schools here keep UTC, so "yesterday" is a UTC day.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const setDigest = (token: string | null, body: unknown) => call('PUT', '/users/profile/daily-digest', token, body);

/** A representative of the school whose account has not verified its address: its profile is made one by an administrator. */
async function unverifiedRepresentativeOf(schoolId: string) {
  const account = await signUp();
  expect((await call('POST', '/users', account.token, { authId: account.uid })).status).toBe(201);
  // Written directly: the API grants the role only through an invitation's link, which verifies the address.
  await testDb().doc(`users/${account.uid}`).update({ schoolId });
  return account;
}

test.describe('the daily digest switch: PUT /users/profile/daily-digest', () => {
  test('a representative turns its own digest off and on; the profile says so', async () => {
    const { schoolId } = await createPrivateList({ deliverToSchool: true });
    const rep = await representativeOf(schoolId);
    const other = await representativeOf(schoolId);
    expect((await call<{ user: { dailyDigest: boolean } }>('GET', '/users/profile', rep.token)).body.user.dailyDigest).toBe(true);

    const off = await setDigest(rep.token, { dailyDigest: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ user: { id: rep.uid, dailyDigest: false } });
    expect((await stored(`users/${rep.uid}`))!.dailyDigest).toBe(false);
    expect((await call<{ user: { dailyDigest: boolean } }>('GET', '/users/profile', rep.token)).body.user.dailyDigest).toBe(false);
    // Only the caller's own: the other representative's stays as it was.
    expect((await stored(`users/${other.uid}`))!.dailyDigest).toBe(true);

    expect((await setDigest(rep.token, { dailyDigest: true })).body).toMatchObject({ user: { dailyDigest: true } });
  });

  test('is refused to anyone who is not a verified representative (401, 403), and to a bad body (400); nothing written', async () => {
    const unverified = await signUp();
    await call('POST', '/users', unverified.token, { authId: unverified.uid });
    const parent = await verifiedAccount('parent');
    const cases: [string | null, number][] = [
      [null, 401],
      [await signIn('admin@example.com'), 403],
      [parent.token, 403],
    ];
    for (const [token, status] of cases) expect((await setDigest(token, { dailyDigest: false })).status).toBe(status);
    expect((await stored(`users/${parent.uid}`))!.dailyDigest).toBe(true);

    const { schoolId } = await createPrivateList({ deliverToSchool: true });
    const rep = await representativeOf(schoolId);
    for (const body of [{}, { dailyDigest: 'no' }, { dailyDigest: null }]) {
      const answer = await setDigest(rep.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: expect.stringContaining('dailyDigest') });
    }
    expect((await stored(`users/${rep.uid}`))!.dailyDigest).toBe(true);
  });

  test('a representative whose e-mail is not verified is told to verify it first', async () => {
    const { schoolId } = await createPrivateList({ deliverToSchool: true });
    const account = await unverifiedRepresentativeOf(schoolId);
    const answer = await setDigest(await signIn(account.email, account.password), { dailyDigest: false });
    expect(answer).toEqual({ status: 403, body: { error: roleMessages.verifyEmailFirst } });
    expect((await stored(`users/${account.uid}`))!.dailyDigest).toBe(true);
  });
});

test.describe('the daily digest', () => {
  const DAY = 86_400_000;
  const yesterday = () => addDays(todayIn('UTC', new Date()), -1);
  /** An instant on yesterday's date in UTC, `hour` o'clock. */
  const yesterdayAt = (hour: number) => Timestamp.fromMillis(Date.parse(`${yesterday()}T00:00:00Z`) + hour * 3_600_000);

  /** A school with orders paid yesterday and on other days, and no ordering window yet: no digest is due for it. */
  async function schoolWithSales() {
    const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
    const name = (await stored(`schools/${schoolId}`))!.name as string;
    const paidYesterday = [
      ...(await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS'], Date.now() - 2 * DAY, { paidAt: yesterdayAt(1) })),
      ...(await writeOrders(schoolId, listId, ['PREPARING'], Date.now() - 2 * DAY, { paidAt: yesterdayAt(23) })),
    ];
    const notYesterday = [
      ...(await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS'], Date.now(), { paidAt: Timestamp.now() })),
      ...(await writeOrders(schoolId, listId, ['COMPLETED'], Date.now() - 3 * DAY, { paidAt: Timestamp.fromMillis(yesterdayAt(0).toMillis() - 1) })),
      ...(await writeOrders(schoolId, listId, ['AWAITING_PAYMENT'], Date.now() - DAY, { paidAt: null })),
    ];
    return { schoolId, name, paidYesterday, notYesterday };
  }

  test('the orders paid yesterday go to each representative once; one who turned it off, or has not verified its address, gets none; a second run sends none', async () => {
    const { schoolId, name, paidYesterday, notYesterday } = await schoolWithSales();
    const [first, second, optedOut] = [await representativeOf(schoolId), await representativeOf(schoolId), await representativeOf(schoolId)];
    expect((await setDigest(optedOut.token, { dailyDigest: false })).status).toBe(200);
    await unverifiedRepresentativeOf(schoolId);
    // The window opens once the representatives are as the test wants them: the other specs run the
    // jobs too, and one run between a representative's arrival and its opting out would send it a digest.
    await setWindow(schoolId, 10, { zone: 'UTC' });

    await runMailJobs();
    const mails = await jobMailsOf(schoolId, 'dailyDigest');
    expect(mails.map((mail) => mail.to).sort()).toEqual([first.email, second.email].sort());
    const [mail] = mails;
    const day = new Date(`${yesterday()}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
    expect(mail!.message.subject).toBe(`2 new paid orders for ${name} on ${day}`);
    for (const orderId of paidYesterday) expect(mail!.message.text).toContain(orderNumberText(orderId));
    for (const orderId of notYesterday) expect(mail!.message.text).not.toContain(orderNumberText(orderId));
    // The representative's inbox also holds the invitation that made it one.
    expect((await expectCaught(first.email, 2)).map((caught) => caught.subject)).toContain(mail!.message.subject);

    await Promise.all([runMailJobs(), runMailJobs()]);
    expect(await jobMailsOf(schoolId, 'dailyDigest')).toHaveLength(2);
  });

  test('none for a school without a window, nor for one with nothing paid yesterday', async () => {
    const allYear = await schoolWithSales();
    await representativeOf(allYear.schoolId);
    const { schoolId } = await createPrivateList({ deliverToSchool: true });
    await setWindow(schoolId, 10, { zone: 'UTC' });
    await representativeOf(schoolId);
    await runMailJobs();
    expect(await jobMailsOf(allYear.schoolId, 'dailyDigest')).toEqual([]);
    expect(await jobMailsOf(schoolId, 'dailyDigest')).toEqual([]);
  });

  test('says what the boxes paid without sales tax, as the season counts it, and the sales tax apart', async () => {
    const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
    const itemsCents = (await stored('orders/order-demo-0004'))!.snapshot.totalCents as number;
    // A box with its money (a code's discount, shipping, tax) and one kept before it, which counts its list's price.
    const money = { subtotalCents: itemsCents + 300, skippedCents: 300, discountCents: 150, shippingCents: 900, taxCents: 113 };
    const [paid] = await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS'], Date.now() - 2 * DAY, { paidAt: yesterdayAt(2), money });
    const [before] = await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS'], Date.now() - 2 * DAY, { paidAt: yesterdayAt(3) });
    await representativeOf(schoolId);
    await setWindow(schoolId, 10, { zone: 'UTC' });

    await runMailJobs();
    const [mail] = await jobMailsOf(schoolId, 'dailyDigest');
    const dollars = (cents: number) => formatMoney(centsToDollars(cents));
    const text = mail!.message.text;
    expect(
      text.split('\n').find((line) => line.includes(orderNumberText(paid!))),
      'the box with money: items less the discount, with shipping',
    ).toContain(dollars(itemsCents - 150 + 900));
    expect(text.split('\n').find((line) => line.includes(orderNumberText(before!)))).toContain(dollars(itemsCents));
    expect(text).toContain(`Total paid: ${dollars(2 * itemsCents - 150 + 900)}`);
    expect(text).toContain('Amounts without sales tax; shipping included. Sales tax collected: $1.13');
  });

  test('a payment records when the order became paid; a later step keeps it', async ({ request }) => {
    const order = await privateGuestOrder(request);
    expect((await stored(`orders/${order.orderId}`))!.paidAt).toBeNull();
    expect((await submitCard(order.checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    await expectStatus(request, order.orderId, 'PAYMENT_SUCCESS');
    const paid = await stored(`orders/${order.orderId}`);
    expect(paid!.paidAt).toEqual(paid!.updatedAt);

    const admin = await signIn('admin@example.com');
    expect((await call('PUT', `/orders/${order.orderId}/status`, admin, { status: 'PREPARING' })).status).toBe(200);
    expect((await stored(`orders/${order.orderId}`))!.paidAt).toEqual(paid!.paidAt);
  });
});
