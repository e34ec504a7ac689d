import type { APIRequestContext, Page } from '@playwright/test';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { MONEY_TEXTS } from '../../web/src/components/orders/money-texts';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { cards, chooseSchoolAndList, field, payWith, returnedOrderId } from '../support/browser-checkout';
import { expect, test } from '../support/fixtures';
import { expectStatus, newGuest } from '../support/orders';
import { createPrivateProducts, createPrivateSchool, writeList } from '../support/school-data';
import { closeTestDb, stack, testDb } from '../support/stack';

// The checkout's money as the family sees it on a phone: the breakdown moves as the order grows
// (a second child's box, a code), and the payment page charges exactly its total, sales tax on a
// line of its own. At an Illinois school (6.25 %, rounded per line), delivered to the school.

test.afterAll(async () => {
  await closeTestDb();
  await closeAdminAuth();
});

/** A school of the test's own in Illinois with one list of 2 crayons at $2.99 ($5.98), and a 10 % code for its boxes only. */
async function illinoisSchoolWithCode(request: APIRequestContext) {
  const tag = crypto.randomUUID().slice(0, 6);
  const [crayons] = await createPrivateProducts([299]);
  const school = `Tax Elementary ${tag}`;
  const schoolId = await createPrivateSchool(school);
  await testDb()
    .doc(`schools/${schoolId}`)
    .update({ address: { line1: '7 Tax Road', city: 'Springfield', state: 'IL', zipCode: '62701' }, fullAddress: '7 Tax Road, Springfield, IL 62701' });
  const list = 'Grade 4 Tax List';
  await writeList(schoolId, { published: true, name: list, items: [{ productId: crayons!, quantity: 2 }] });
  const code = `TAX${tag.replace(/[^A-Za-z0-9]/g, '')}`;
  const made = await request.post('/api/promotion-codes', { data: { code, percentOff: 10, schoolId }, headers: bearer(await signIn('admin@example.com')) });
  expect(made.status(), await made.text()).toBe(201);
  return { school, list, code };
}

/** One line of the order step's breakdown (the amount it shows). */
const line = (page: Page, key: 'subtotal' | 'discount' | 'tax' | 'total') => page.getByTestId('money-breakdown').locator(`[data-line="${key}"] dd`);

test(
  'a guest sees the breakdown move as a second child and a code are added, and the payment page charges its total, sales tax on its own line',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.slow();
    const guest = newGuest();
    const { school, list, code } = await illinoisSchoolWithCode(request);

    await page.goto('/shop');
    await chooseSchoolAndList(page, school, list);
    await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
    // One box: $5.98, and Illinois's 6.25 % of it, $0.37 (0.37375 rounded to the cent).
    await expect(line(page, 'subtotal')).toHaveText('$5.98');
    await expect(line(page, 'tax')).toHaveText('$0.37');
    await expect(line(page, 'total')).toHaveText('$6.35');
    await field(page, ORDER_TEXTS.form.studentFirstName).fill('Ava');
    await field(page, ORDER_TEXTS.form.studentLastName).fill('Reyes');
    await page.getByRole('button', { name: ORDER_TEXTS.form.addAnotherChild }).click();

    // A second child's box of the same list: the subtotal doubles, and so does the tax, line by line.
    await chooseSchoolAndList(page, school, list);
    await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
    await field(page, ORDER_TEXTS.form.email).fill(guest.email);
    await field(page, ORDER_TEXTS.form.phone).fill(guest.phone);
    await field(page, ORDER_TEXTS.form.studentFirstName).fill('Ben');
    await field(page, ORDER_TEXTS.form.studentLastName).fill('Reyes');
    await expect(line(page, 'subtotal')).toHaveText('$11.96');
    await expect(line(page, 'tax')).toHaveText('$0.74');
    await expect(line(page, 'total')).toHaveText('$12.70');

    // The school's 10 % code, typed in lower case: $1.20 off, and the tax on what is left ($5.38 a box: $0.34 each).
    await field(page, ORDER_TEXTS.form.promotionCode).fill(code.toLowerCase());
    await expect(line(page, 'discount')).toHaveText('−$1.20');
    await expect(line(page, 'tax')).toHaveText('$0.68');
    await expect(line(page, 'total')).toHaveText('$11.44');
    await expect(page.getByTestId('money-breakdown').getByText(MONEY_TEXTS.discount)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('46-breakdown-live-en.png'), fullPage: true });

    await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
    await page.waitForURL(`${stack.payments}/pay/**`);
    await expect(page.getByText('Sales tax')).toBeVisible();
    await expect(page.locator('td.total')).toHaveText('$11.44');
    await payWith(page, cards.succeeds);
    const orderId = await returnedOrderId(page, 'paid');
    await expectStatus(page.request, orderId, 'PAYMENT_SUCCESS', 30_000);
  },
);
