import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '../support/fixtures';
import { FUNDRAISING_TEXTS as texts } from '../../web/src/features/school-dashboard/fundraising-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { demoAccounts, signInThroughPage } from '../support/auth-emulator';
import { noHorizontalScroll } from '../support/browser-checkout';
import { callFrom, randomLoopback } from '../support/from-address';
import { expectStatus, newGuest, submitCard } from '../support/orders';
import { representativeOf } from '../support/roles';
import { call, createPrivateProducts, writeList } from '../support/school-data';
import { signIn } from '../support/auth';
import { closeTestDb, createListAt, testDb } from '../support/stack';
import { WEBHOOK_WAIT_MS } from '../support/webhook';

// The school dashboard's Fundraising tab (docs/decisions.md §25): an administrator at a laptop
// records a payout and prints the month's statement on one page; a representative on a phone
// reads the school's share and its entries; a month of 500 boxes still prints on one page.

test.afterAll(async () => {
  await closeTestDb();
});

const OREGON_SCHOOL = '2 Test Way, Portland, OR 97201';

/** The pages of a PDF Chromium printed. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/** A school in Oregon (no sales tax) earning 10 % of its $20.00 boxes, with `boxes` of them paid by card through the API. */
async function schoolWithPaidBoxes(request: APIRequestContext, boxes: number) {
  const [productId] = await createPrivateProducts([1000]);
  const { schoolId, listId } = await createListAt(OREGON_SCHOOL, true, [{ productId: productId!, quantity: 2 }]);
  const admin = await signIn(demoAccounts.admin);
  expect((await call('PUT', `/schools/${schoolId}`, admin, { fundraisingShare: { percent: 10 } })).status).toBe(200);
  const children = Array.from({ length: boxes }, (_, i) => ({ supplyListId: listId, studentFirstName: `Child${i}`, studentLastName: 'Givewell' }));
  const res = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body: { ...newGuest(), boxes: children } });
  expect(res.status, res.text).toBe(201);
  const { checkoutUrl, orderIds } = res.json() as { checkoutUrl: string; orderIds: string[] };
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  for (const orderId of orderIds) await expectStatus(request, orderId, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
  const name = (await testDb().doc(`schools/${schoolId}`).get()).get('name') as string;
  return { schoolId, listId, name };
}

const figure = (page: Page, key: 'earned' | 'paidOut' | 'balance') => page.getByTestId(`share-${key}`);

async function printedPages(page: Page, testInfo: { attach: (name: string, options: { body: Buffer; contentType: string }) => Promise<void> }, name: string) {
  await page.emulateMedia({ media: 'print' });
  const counts: number[] = [];
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    await testInfo.attach(`${name}-${format}.pdf`, { body: pdf, contentType: 'application/pdf' });
    counts.push(pageCount(pdf));
  }
  await page.emulateMedia({ media: 'screen' });
  return counts;
}

test(
  'an administrator records a payout on a school’s Fundraising tab and prints the month’s statement on one page',
  { tag: '@computer' },
  async ({ page, request }, testInfo) => {
    const { schoolId, name } = await schoolWithPaidBoxes(request, 2);
    await signInThroughPage(page, demoAccounts.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/school-dashboard?school=${schoolId}&tab=fundraising`);
    await expect(figure(page, 'earned')).toHaveText('$4.00');
    await expect(figure(page, 'balance')).toHaveText('$4.00');
    const entries = page.getByRole('table', { name: texts.entries.label });
    await expect(entries.getByRole('row')).toHaveCount(3);

    const form = page.getByRole('region', { name: texts.payout.heading });
    await form.getByRole('spinbutton', { name: texts.payout.amount }).fill('5');
    await form.getByRole('button', { name: texts.payout.submit }).click();
    // Above the balance: the API's reason, in the form.
    await expect(form.getByRole('alert')).toHaveText('The school has $4.00 to pay out: a payout cannot be more.');
    await form.getByRole('spinbutton', { name: texts.payout.amount }).fill('1.50');
    await form.getByRole('textbox', { name: texts.payout.reference }).fill('Check 1042');
    await form.getByRole('button', { name: texts.payout.submit }).click();
    await expect(figure(page, 'balance')).toHaveText('$2.50');
    await expect(figure(page, 'paidOut')).toHaveText('$1.50');
    await expect(entries.getByRole('row', { name: /Check 1042/ })).toContainText('-$1.50');
    await expect(form.getByRole('alert')).toHaveCount(0);
    const statement = page.getByTestId('statement');
    await expect(statement).toContainText(name);
    await expect(statement.getByRole('row', { name: /Check 1042/ })).toBeVisible();
    await expect(statement.getByRole('row', { name: new RegExp(texts.statement.boxes({ count: 2 })) })).toContainText('$4.00');
    await expect(statement).not.toContainText('Givewell');
    await page.screenshot({ path: testInfo.outputPath('fundraising-admin-en.png'), fullPage: true });

    expect(await printedPages(page, testInfo, 'statement')).toEqual([1, 1]);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: testInfo.outputPath('statement-print-en.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('tab', { name: 'Recaudación' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registrar pago' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('fundraising-admin-es.png'), fullPage: true });
  },
);

test('a month of 500 boxes over three lists prints its statement on one page', { tag: '@computer' }, async ({ page, request }, testInfo) => {
  const { schoolId, listId } = await schoolWithPaidBoxes(request, 1);
  const [productId] = await createPrivateProducts([1000]);
  const lists = [
    listId,
    ...(await Promise.all(
      ['Grade 2', 'Grade 3'].map((name) => writeList(schoolId, { published: true, name, items: [{ productId: productId!, quantity: 1 }] })),
    )),
  ];
  // The counters a month of boxes moves (the API's own test shows the ledger moving them): 499
  // more boxes this month over three lists and five weeks, a few reversed, and three payouts.
  const month = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' }).slice(0, 7);
  const mondays = [1, 8, 15, 22, 29].map((day) => {
    const date = new Date(`${month}-${String(day).padStart(2, '0')}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return date.toISOString().slice(0, 10);
  });
  const db = testDb();
  const batch = db.batch();
  let boxes = 0;
  let earned = 0;
  for (const [l, list] of lists.entries()) {
    for (const [w, week] of mondays.entries()) {
      const count = l === 0 && w === 0 ? 33 : 33 + ((l + w) % 2);
      boxes += count;
      earned += count * 200;
      batch.set(
        db.doc(`ledgerWeeks/${schoolId}_${month}_${week}_${list}`),
        {
          schoolId,
          month,
          week,
          supplyListId: list,
          earnedCents: FieldValue.increment(count * 200),
          earnedCount: FieldValue.increment(count),
          ...(w === 2 ? { reversedCents: 400, reversedCount: 2 } : {}),
        },
        { merge: true },
      );
    }
  }
  const paidOut = 3 * 10_000;
  for (const i of [1, 2, 3]) {
    batch.create(db.doc(`ledgerEntries/payout-test-${randomUUID().slice(0, 8)}`), {
      schoolId,
      kind: 'payout',
      at: Timestamp.now(),
      day: `${month}-01`,
      amountCents: 10_000,
      orderId: null,
      supplyListId: null,
      share: null,
      reference: `Check ${1000 + i}`,
      recordedBy: 'test',
    });
  }
  batch.set(
    db.doc(`ledgerMonths/${schoolId}_${month}`),
    { schoolId, month, earnedCents: FieldValue.increment(earned - 200), reversedCents: 1200, paidOutCents: paidOut },
    { merge: true },
  );
  batch.set(
    db.doc(`schoolLedgers/${schoolId}`),
    { earnedCents: FieldValue.increment(earned - 200), reversedCents: 1200, paidOutCents: paidOut },
    { merge: true },
  );
  await batch.commit();
  expect(boxes).toBeGreaterThanOrEqual(500);

  const rep = await representativeOf(schoolId);
  await signInThroughPage(page, rep.email, 'secret123');
  await page.getByRole('tab', { name: SCHOOL_DASHBOARD_TEXTS.tabs.fundraising }).click();
  const statement = page.getByTestId('statement');
  await expect(statement.getByRole('row', { name: /Check 1003/ })).toBeVisible();
  // 3 lists × 5 weeks earned, 3 reversed, 3 payouts, and the header row.
  await expect(statement.getByRole('row')).toHaveCount(15 + 3 + 3 + 1);
  // A representative reads the figures and records no payout.
  await expect(page.getByRole('region', { name: texts.payout.heading })).toHaveCount(0);
  expect(await printedPages(page, testInfo, 'statement-500')).toEqual([1, 1]);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('statement-500-print.png'), fullPage: true });
});

for (const language of ['en', 'es'] as const) {
  test(`a representative on a phone reads the school’s share and its entries (${language})`, { tag: '@phone' }, async ({ page, request }, testInfo) => {
    const { schoolId } = await schoolWithPaidBoxes(request, 2);
    const rep = await representativeOf(schoolId);
    await signInThroughPage(page, rep.email, 'secret123');
    await expect(page.getByRole('heading', { level: 1, name: SCHOOL_DASHBOARD_TEXTS.repTitle })).toBeVisible();
    // On a phone the language is in the menu: the address chooses it as a link would.
    if (language === 'es') await page.goto('/school-dashboard?lang=es');
    await page.getByRole('tab', { name: language === 'en' ? SCHOOL_DASHBOARD_TEXTS.tabs.fundraising : 'Recaudación' }).click();
    await expect(figure(page, 'earned')).toHaveText('$4.00');
    await expect(figure(page, 'balance')).toHaveText('$4.00');
    // On a phone the entries are cards.
    await expect(page.getByRole('list', { name: language === 'en' ? texts.entries.label : 'Movimientos del libro' }).getByRole('listitem')).toHaveCount(2);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`fundraising-phone-${language}.png`), fullPage: true });
  });
}
