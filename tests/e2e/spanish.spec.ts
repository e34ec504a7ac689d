import { centsToDollars, DEFAULT_LOCALE, formatMoney, loadLocale, orderNumberText, setLocaleSource } from '@ssb/contract';
import { paidCentsOf, type OrderDoc } from '@ssb/documents';
import { expect, test } from '../support/fixtures';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { createRequire } from 'node:module';
import { compileWithMessageFormat } from '../../contract/src/i18n/messageformat-compiler';
// The e-mails' words are the test's subject; public.ts would bring the whole API with them.
// eslint-disable-next-line import-x/no-restricted-paths
import type familyEnglish from '../../functions/src/mail/locales/family.en';
import { cards, chooseSchoolAndList, fillOrderForm, noHorizontalScroll, payWith, paymentPageTexts, returnedOrderId } from '../support/browser-checkout';
import { expectCaught, mailReader } from '../support/mail';
import { newGuest } from '../support/orders';
import { closeTestDb, stack, testDb } from '../support/stack';

// A family that reads Spanish, on a phone: the school's shared link opens the shop in Spanish,
// and the order, the payment page, the return to My Orders and the confirmation e-mail all
// speak it. Every text the test looks for is read from the product's Spanish catalogs. Each
// screen and the e-mail (light and dark) are kept as screenshots with the test's output.

// The e-mails' catalogs belong to the functions package, which is CommonJS: read as it loads
// them (require), and formatted with the compiler the API uses.
const familyCatalog = (createRequire(import.meta.url)('../../functions/src/mail/locales/family.es.ts') as { default: typeof familyEnglish }).default;
const spanishMail = (message: string, values: Record<string, string | number> = {}) => compileWithMessageFormat('es', message)(values);

// A Spanish-speaking browser: the fixtures read the product's texts in the browser's language.
test.use({ locale: 'es-US' });

test.beforeAll(async () => {
  setLocaleSource(() => 'es');
  await loadLocale('es');
});

test.afterAll(async () => {
  setLocaleSource(() => DEFAULT_LOCALE);
  await closeTestDb();
});

const lincoln = 'Lincoln Elementary School';
const kindergarten = 'Kindergarten Supply List';

test(
  'a guest opens /shop?lang=es on a phone, buys a box in Spanish and is e-mailed the confirmation in Spanish',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    test.slow();
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    const guest = newGuest();
    const child = { first: 'Sofía', last: 'Ramírez' };

    await page.goto('/shop?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: SHOP_TEXTS.heading })).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);

    await chooseSchoolAndList(page, lincoln, kindergarten);
    await expect(page.getByRole('article', { name: kindergarten })).toContainText(SHOP_TEXTS.lists.completeListPrice);
    await shot('shop');
    await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
    await fillOrderForm(page, { ...guest, studentFirstName: child.first, studentLastName: child.last });
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot('order-step');
    await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();

    await page.waitForURL(`${stack.payments}/pay/**`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: paymentPageTexts().pay, exact: true })).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot('payment-page');
    await payWith(page, cards.succeeds);

    const orderId = await returnedOrderId(page, 'paid');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(MY_ORDERS_TEXTS.paymentReturn.paidTitle)).toBeVisible();
    await expect(page.getByText(MY_ORDERS_TEXTS.paymentReturn.paidText)).toBeVisible();
    await shot('my-orders');

    const [confirmed] = await expectCaught(guest.email, 1);
    const orderNumber = orderNumberText(orderId);
    const mail = familyCatalog.kinds.confirmed;
    expect(confirmed!.subject).toBe(spanishMail(mail.subject, { count: 1, orderNumber, child: child.first }));
    // What the card paid: the list's $34.31 and Illinois's sales tax on it, where Lincoln is.
    const paidCents = paidCentsOf((await testDb().doc(`orders/${orderId}`).get()).data() as OrderDoc);
    expect(paidCents).toBeGreaterThan(3431);
    for (const text of [
      spanishMail(mail.heading),
      spanishMail(mail.intro, { count: 1, child: child.first }),
      spanishMail(mail.next, { count: 1 }),
      `${child.first} ${child.last}`,
      formatMoney(centsToDollars(paidCents)),
    ]) {
      expect(confirmed!.text).toContain(text);
    }
    const reader = await mailReader(browser, testInfo);
    await reader.open(confirmed!, 'confirmed');
    await reader.close();
  },
);
