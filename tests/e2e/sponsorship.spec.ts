import type { Page } from '@playwright/test';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { MONEY_TEXTS } from '../../web/src/components/orders/money-texts';
import { SCHOOL_ORDERS_TEXTS } from '../../web/src/features/school-dashboard/orders-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { signInThroughPage } from '../support/auth-emulator';
import { cards, chooseSchoolAndList, field, noHorizontalScroll, payWith, returnedOrderId } from '../support/browser-checkout';
import { expect, test } from '../support/fixtures';
import { expectStatus, newGuest } from '../support/orders';
import { representativeOf } from '../support/roles';
import { createPrivateProducts, createPrivateSchool, writeList } from '../support/school-data';
import { closeTestDb, stack } from '../support/stack';

// Sponsored boxes on a phone (docs/decisions.md §25): a parent adds a gift for a family in need to
// the box they buy and pays both at once; the school's representative sees the pool grow and gives
// a box from it to a child.

test.afterAll(async () => {
  await closeTestDb();
});

/** The API's own words the journey meets (the payment page's line, the pool's refusal), in each language. */
const apiWords = {
  en: { giftLine: (school: string) => `Sponsor a box at ${school}`, spent: 'The sponsorship fund has $0.00 left: not enough for this box.' },
  es: { giftLine: (school: string) => `Patrocinar una caja en ${school}`, spent: 'Al fondo de patrocinio le quedan $0.00: no alcanza para esta caja.' },
} as const;

const line = (page: Page, key: 'gift' | 'total') => page.getByTestId('money-breakdown').locator(`[data-line="${key}"] dd`);

for (const language of ['en', 'es'] as const) {
  test.describe(language, () => {
    test.use({ locale: language === 'es' ? 'es-US' : 'en-US' });
    test(
      'a parent adds a gift and pays; the representative sees the pool and gives a box from it',
      { tag: '@phone' },
      async ({ page, browser, locale }, testInfo) => {
        test.slow();
        const words = apiWords[language];
        const tag = crypto.randomUUID().slice(0, 6);
        const [crayons] = await createPrivateProducts([299]);
        const school = `Giving Elementary ${tag}`;
        const schoolId = await createPrivateSchool(school);
        const list = 'Grade 2 Giving List';
        await writeList(schoolId, { published: true, name: list, items: [{ productId: crayons!, quantity: 2 }] });
        const guest = newGuest();

        await page.goto('/shop');
        await chooseSchoolAndList(page, school, list);
        await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
        await expect(line(page, 'total')).toHaveText('$5.98');
        const gift = page.getByRole('checkbox', { name: ORDER_TEXTS.gift.choice({ school }) });
        await expect(gift).not.toBeChecked();
        await gift.check();
        // A whole box at the list's price, by default once ticked.
        await expect(line(page, 'gift')).toHaveText('$5.98');
        await expect(line(page, 'total')).toHaveText('$11.96');
        await expect(page.getByTestId('money-breakdown').getByText(MONEY_TEXTS.gift)).toBeVisible();
        await field(page, ORDER_TEXTS.form.email).fill(guest.email);
        await field(page, ORDER_TEXTS.form.phone).fill(guest.phone);
        await field(page, ORDER_TEXTS.form.studentFirstName).fill('Ava');
        await field(page, ORDER_TEXTS.form.studentLastName).fill('Reyes');
        expect(await noHorizontalScroll(page)).toBe(true);
        await page.screenshot({ path: testInfo.outputPath(`47-gift-order-step-${language}.png`), fullPage: true });

        await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
        await page.waitForURL(`${stack.payments}/pay/**`);
        await expect(page.getByText(words.giftLine(school))).toBeVisible();
        await expect(page.locator('td.total')).toHaveText('$11.96');
        await payWith(page, cards.succeeds);
        const orderId = await returnedOrderId(page, 'paid');
        await expectStatus(page.request, orderId, 'PAYMENT_SUCCESS', 30_000);

        // The school's representative, in a browser of their own.
        const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale });
        const rep = await context.newPage();
        const person = await representativeOf(schoolId);
        await signInThroughPage(rep, person.email, 'secret123');
        await expect(rep).toHaveURL(/\/school-dashboard$/);
        await rep.getByRole('tab', { name: SCHOOL_DASHBOARD_TEXTS.tabs.orders }).click();
        const texts = SCHOOL_ORDERS_TEXTS.sponsored;
        const panel = rep.getByRole('region', { name: texts.heading });
        await expect(panel.locator('dl > div').filter({ hasText: texts.balance }).locator('dd')).toHaveText('$5.98');
        await panel.getByRole('combobox', { name: texts.list }).click();
        await rep.getByRole('option', { name: `${list} ($5.98)` }).click();
        await panel.getByRole('textbox', { name: texts.firstName }).fill('Mia');
        await panel.getByRole('textbox', { name: texts.lastName }).fill('Rivera');
        await panel.getByRole('button', { name: texts.give }).click();
        await expect(panel.getByRole('status')).toContainText(texts.done({ orderNumber: '' }).replace(/\.$/, '').trim());
        await expect(panel.locator('dl > div').filter({ hasText: texts.balance }).locator('dd')).toHaveText('$0.00');
        await expect(panel.locator('dl > div').filter({ hasText: texts.boxes }).locator('dd')).toHaveText('1');
        expect(await noHorizontalScroll(rep)).toBe(true);
        await rep.screenshot({ path: testInfo.outputPath(`47-sponsored-boxes-panel-${language}.png`), fullPage: true });

        // The pool is spent: another box is refused in place, with what is left.
        await panel.getByRole('textbox', { name: texts.firstName }).fill('Leo');
        await panel.getByRole('textbox', { name: texts.lastName }).fill('Chen');
        await panel.getByRole('button', { name: texts.give }).click();
        await expect(panel.getByRole('alert')).toHaveText(words.spent);
        await context.close();
      },
    );
  });
}
