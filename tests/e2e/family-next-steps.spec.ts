import { addDays, formatCalendarDate, orderingMessages, todayIn } from '@ssb/contract';
import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { DASHBOARD_TEXTS } from '../../web/src/features/dashboard/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { ADDRESS_TEXTS } from '../../web/src/components/forms/texts';
import { PAY_NOW_TEXTS } from '../../web/src/components/orders/pay-now-texts';
import { demoAccounts, signInThroughPage } from '../support/auth-emulator';
import { field } from '../support/browser-checkout';
import { expect, test } from '../support/fixtures';
import { verifiedAccount } from '../support/roles';
import { createPrivateSchool, writeList, writeOrders } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';

// A signed-in family is never left at a dead end: a session that ends on the order form says
// so and comes back to it as it was, and the dashboard says what is left to do. On a family's
// phone, in both languages.

const LANGUAGES = { English: 'en-US', Spanish: 'es-US' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const timeZone = 'America/Chicago';

test.afterAll(async () => {
  await closeTestDb();
});

/**
 * A new family with three children's orders, written as a season's would be: Zoe's box last
 * year at a school that closes in 5 days (none this year), Eli's box there today, not paid yet,
 * and Mia's at a school whose window has closed.
 */
async function familyWithOrders() {
  const parent = await verifiedAccount('family');
  const today = todayIn(timeZone, new Date());
  const tag = parent.uid.slice(0, 6);
  const open = { name: `Closing Soon School ${tag}`, closesOn: addDays(today, 5) };
  const closed = { name: `Closed School ${tag}`, closesOn: addDays(today, -10) };
  const openId = await createPrivateSchool(open.name, { window: { orderingOpensOn: addDays(today, -30), orderingClosesOn: open.closesOn, timeZone } });
  const closedId = await createPrivateSchool(closed.name, { window: { orderingOpensOn: addDays(today, -60), orderingClosesOn: closed.closesOn, timeZone } });
  const items = [{ productId: 'prod-crayons', quantity: 1 }];
  const [openList, closedList] = [await writeList(openId, { published: true, items }), await writeList(closedId, { published: true, items })];
  const { snapshot } = (await testDb().doc('orders/order-demo-0004').get()).data()!;
  const child = (studentFirstName: string, schoolName: string) => ({
    userId: parent.uid,
    studentFirstName,
    studentLastName: 'Park',
    snapshot: { ...snapshot, schoolName, listName: '2nd Grade Supply List' },
  });
  await writeOrders(openId, openList, ['COMPLETED'], Date.now() - 400 * DAY_MS, child('Zoe', open.name));
  await writeOrders(closedId, closedList, ['COMPLETED'], Date.now() - 100 * DAY_MS, child('Mia', closed.name));
  await writeOrders(openId, openList, ['AWAITING_PAYMENT'], Date.now() - 60_000, child('Eli', open.name));
  return {
    parent,
    open: { ...open, id: openId, list: openList },
    closed: { ...closed, id: closedId, list: closedList },
  };
}

for (const [language, locale] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test(
      'a session that ends on the order form says so in place, and signing in again comes back to the same form with everything kept',
      { tag: '@phone' },
      async ({ page }) => {
        await page.clock.install();
        await signInThroughPage(page, demoAccounts.parent);
        await expect(page).toHaveURL(/\/dashboard$/);

        // Maple Grove ships home: the saved address fills the form; the family changes a line of it.
        await page.goto('/shop?school=school-maple&list=list-maple-3&step=order');
        await expect(page.getByText(ORDER_TEXTS.form.orderingAs({ email: demoAccounts.parent }))).toBeVisible();
        await field(page, ORDER_TEXTS.form.studentFirstName).fill('Ada');
        await field(page, ORDER_TEXTS.form.studentLastName).fill('Rivera');
        const crayons = page.getByRole('checkbox', { name: ORDER_TEXTS.order.alreadyHaveItem({ product: 'Crayons (24 count)' }) });
        await crayons.check();
        await field(page, ADDRESS_TEXTS.line2).fill('Unit 9');

        // The hour runs out: the form says so where it was, and never turns into the guest's.
        await page.clock.fastForward('01:01:00');
        const ended = page.getByRole('alert').filter({ hasText: ORDER_TEXTS.checkout.sessionEnded });
        await expect(ended).toBeVisible();
        await expect(field(page, ORDER_TEXTS.form.email)).toHaveCount(0);
        await expect(page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout })).toHaveCount(0);

        await ended.getByRole('link', { name: ORDER_TEXTS.checkout.signIn }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByLabel(AUTH_TEXTS.login.email)).toHaveValue(demoAccounts.parent);
        await page.getByLabel(AUTH_TEXTS.login.password, { exact: false }).first().fill('password123');
        await page.getByRole('button', { name: AUTH_TEXTS.login.submit, exact: true }).click();

        await expect(page).toHaveURL(/\/shop\?school=school-maple&list=list-maple-3&step=order$/);
        await expect(page.getByText(ORDER_TEXTS.form.orderingAs({ email: demoAccounts.parent }))).toBeVisible();
        await expect(field(page, ORDER_TEXTS.form.studentFirstName)).toHaveValue('Ada');
        await expect(field(page, ORDER_TEXTS.form.studentLastName)).toHaveValue('Rivera');
        await expect(crayons).toBeChecked();
        await expect(field(page, ADDRESS_TEXTS.line1)).toHaveValue('742 Evergreen Terrace');
        await expect(field(page, ADDRESS_TEXTS.line2)).toHaveValue('Unit 9');
        await expect(page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout })).toBeEnabled();
      },
    );

    test(
      'the dashboard says what to do next: order for a child whose school closes soon, pay an unpaid order, order again where the school still sells',
      { tag: '@phone' },
      async ({ page }) => {
        const { parent, open, closed } = await familyWithOrders();
        await signInThroughPage(page, parent.email, parent.password);
        await expect(page).toHaveURL(/\/dashboard$/);

        // Zoe has no box this year at a school that closes in 5 days; Eli has one, and Mia's school has closed.
        const nextSteps = page.getByRole('region', { name: DASHBOARD_TEXTS.nextSteps.title });
        const orderBy = nextSteps.getByRole('link', {
          name: DASHBOARD_TEXTS.nextSteps.orderBy({ date: formatCalendarDate(open.closesOn), child: 'Zoe Park' }),
        });
        await expect(orderBy).toHaveAttribute('href', `/shop?school=${open.id}`);
        await expect(nextSteps.getByRole('link')).toHaveCount(1);

        const row = (child: string) => page.getByTestId('recent-order').filter({ hasText: `${child} Park` });
        const texts = DASHBOARD_TEXTS.orders;
        // Pay now opens the order's payment page again, as on My Orders (no-dead-ends.spec.ts pays through it).
        await expect(row('Eli').getByRole('button', { name: PAY_NOW_TEXTS.payNowLabel({ student: 'Eli Park', list: '2nd Grade Supply List' }) })).toBeVisible();
        await expect(row('Zoe').getByRole('link', { name: texts.orderAgain })).toHaveAttribute(
          'href',
          new RegExp(`^/shop\\?school=${open.id}&list=${open.list}&step=order&first=Zoe&last=Park`),
        );
        const closedOn = orderingMessages.closed({ school: closed.name, date: formatCalendarDate(closed.closesOn) });
        await expect(row('Mia')).toContainText(closedOn);
        await expect(row('Mia').getByRole('link')).toHaveCount(0);

        // An Order Again link kept from before, to the school that has closed: it says so instead of a form that fails at the end.
        await page.goto(`/shop?school=${closed.id}&list=${closed.list}&step=order&first=Mia&last=Park`);
        await expect(page.getByText(closedOn)).toBeVisible();
        await expect(page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout })).toHaveCount(0);
      },
    );
  });
}
