import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { ADDRESS_TEXTS } from '../../web/src/components/forms/texts';
import { demoAccounts, signInThroughPage } from '../support/auth-emulator';
import { field } from '../support/browser-checkout';
import { expect, test } from '../support/fixtures';

// A signed-in family is never left at a dead end: a session that ends on the order form says
// so and comes back to it as it was. On a family's phone, in both languages.

const LANGUAGES = { English: 'en-US', Spanish: 'es-US' } as const;

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
  });
}
