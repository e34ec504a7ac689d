import { expect, test } from '../support/fixtures';
import { FULFILMENT_TEXTS } from '../../web/src/features/school-dashboard/fulfilment-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { ORDER_STATUS_LABELS } from '../../web/src/components/orders/order-status';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { ADDRESS_TEXTS } from '../../web/src/components/forms/texts';
import { MONEY_TEXTS } from '../../web/src/components/orders/money-texts';
import { signInThroughPage } from '../support/auth-emulator';
import { cards, chooseSchoolAndList, field, lookUpOrders, noHorizontalScroll, orderNumber, payWith, returnedOrderId } from '../support/browser-checkout';
import { homeAddress, newGuest } from '../support/orders';
import { representativeOf } from '../support/roles';
import { createPrivateProducts, createPrivateSchool, writeList } from '../support/school-data';
import { closeTestDb, stack, testDb } from '../support/stack';

// A family with two children at two schools buys both boxes in one payment, leaving out of
// one box the scissors it already has; the school that packs it never sees the scissors.

test.afterAll(async () => {
  await closeTestDb();
});

/** Two schools of the test's own: one delivers to school and lets families skip the scissors, one ships home. */
async function twoSchools() {
  const tag = crypto.randomUUID().slice(0, 6);
  const [crayons, scissors, notebook] = await createPrivateProducts([299, 279, 149]);
  const schoolA = await createPrivateSchool(`Household Elementary ${tag}`);
  const listA = await writeList(schoolA, {
    published: true,
    name: 'Grade 2 Household List',
    items: [
      { productId: crayons!, quantity: 2 },
      { productId: scissors!, quantity: 1, optional: true },
    ],
  });
  const schoolB = await createPrivateSchool(`Household Academy ${tag}`, { deliverToSchool: false });
  await writeList(schoolB, { published: true, name: 'Grade 5 Household List', items: [{ productId: notebook!, quantity: 3 }] });
  const names = Object.fromEntries(
    await Promise.all([crayons!, scissors!].map(async (id) => [id, (await testDb().doc(`products/${id}`).get()).get('name') as string])),
  );
  return { schoolA, listA, nameA: `Household Elementary ${tag}`, nameB: `Household Academy ${tag}`, crayons: names[crayons!]!, scissors: names[scissors!]! };
}

test('a guest buys boxes for two children at two schools in one payment, without the item they already have', { tag: '@phone' }, async ({ page }) => {
  // Two shop visits, a payment, My Orders and a representative's sign-in.
  test.slow();
  const guest = newGuest();
  const { schoolA, nameA, nameB, crayons, scissors } = await twoSchools();

  await page.goto('/shop');
  await chooseSchoolAndList(page, nameA, 'Grade 2 Household List');
  await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
  // $2.99 × 2 + $2.79: the scissors come off, $5.98 is left.
  await page.getByRole('checkbox', { name: ORDER_TEXTS.order.alreadyHaveItem({ product: scissors }) }).check();
  await expect(page.getByTestId('box-price')).toHaveText('$5.98');
  await field(page, ORDER_TEXTS.form.studentFirstName).fill('Ava');
  await field(page, ORDER_TEXTS.form.studentLastName).fill('García-López');
  await page.getByRole('button', { name: ORDER_TEXTS.form.addAnotherChild }).click();

  const saved = page.getByRole('region', { name: ORDER_TEXTS.boxes.heading({ count: 1 }) });
  await expect(saved).toContainText('Ava García-López');
  await expect(saved).toContainText('$5.98');

  // A reload keeps the box.
  await page.reload();
  await expect(page.getByRole('region', { name: ORDER_TEXTS.boxes.heading({ count: 1 }) })).toContainText('Ava García-López');

  await chooseSchoolAndList(page, nameB, 'Grade 5 Household List');
  await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
  const boxes = page.getByRole('region', { name: ORDER_TEXTS.boxes.heading({ count: 2 }) });
  await field(page, ORDER_TEXTS.form.email).fill(guest.email);
  await field(page, ORDER_TEXTS.form.phone).fill(guest.phone);
  await field(page, ORDER_TEXTS.form.studentFirstName).fill('Ben');
  await field(page, ORDER_TEXTS.form.studentLastName).fill('García-López');
  // A box goes home and no address is typed yet: the tax waits for it, and the total is before tax.
  const breakdown = boxes.getByTestId('money-breakdown');
  await expect(breakdown.locator('[data-line="tax"] dd')).toHaveText(MONEY_TEXTS.taxPending);
  await expect(breakdown.locator('[data-line="total"] dt')).toHaveText(MONEY_TEXTS.totalBeforeTax);
  await expect(breakdown.locator('[data-line="total"] dd')).toHaveText('$10.45');
  await page.screenshot({ path: test.info().outputPath('46-breakdown-before-address.png'), fullPage: true });
  for (const [label, value] of [
    [ADDRESS_TEXTS.line1, homeAddress.line1],
    [ADDRESS_TEXTS.city, homeAddress.city],
    [ADDRESS_TEXTS.state, homeAddress.state],
    [ADDRESS_TEXTS.zipCode, homeAddress.zipCode],
  ] as const) {
    await field(page, label).fill(value);
  }
  // $5.98 + $1.49 × 3, one payment (Oregon's schools and home: no sales tax).
  await expect(boxes).toContainText('Ben García-López');
  await expect(breakdown.locator('[data-line="total"] dt')).toHaveText(MONEY_TEXTS.total);
  await expect(breakdown.locator('[data-line="total"] dd')).toHaveText('$10.45');
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();

  await page.waitForURL(`${stack.payments}/pay/**`);
  await expect(page.getByText(/Grade 2 Household List.*Ava García-López/)).toBeVisible();
  await expect(page.getByText(/Grade 5 Household List.*Ben García-López/)).toBeVisible();
  await expect(page.getByText('$10.45').first()).toBeVisible();
  await payWith(page, cards.succeeds);

  const firstOrderId = await returnedOrderId(page, 'paid');
  await expect(page.getByText(MY_ORDERS_TEXTS.paymentReturn.paidTitle)).toBeVisible();
  await lookUpOrders(page, guest.email, guest.phone);
  // The webhook may land after the browser: polling shows the payment once it has.
  // In the guest's orders (the order just paid for shows above them too).
  const together = page
    .getByRole('region', { name: MY_ORDERS_TEXTS.results.heading, exact: true })
    .getByRole('region', { name: MY_ORDERS_TEXTS.checkout.paidTitle });
  await expect(together.getByText(ORDER_STATUS_LABELS.PAYMENT_SUCCESS, { exact: true })).toHaveCount(2, { timeout: 20_000 });
  await expect(together).toContainText('$10.45');
  await expect(together.getByRole('article')).toHaveCount(2);
  await expect(together.getByRole('article').filter({ hasText: orderNumber(firstOrderId) })).toBeVisible();
  await expect(together).toContainText(`${MY_ORDERS_TEXTS.card.alreadyHave}`);
  await expect(together).toContainText(scissors);
  expect(await noHorizontalScroll(page)).toBe(true);

  // Paid: the shop no longer holds the boxes.
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: SHOP_TEXTS.schools.heading })).toBeVisible();
  await expect(page.getByRole('region', { name: /Your Boxes/ })).toHaveCount(0);

  // The school that packs Ava's box: crayons, and no scissors.
  const rep = await representativeOf(schoolA);
  await signInThroughPage(page, rep.email, 'secret123');
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL_DASHBOARD_TEXTS.repTitle })).toBeVisible();
  await page.getByRole('tab', { name: SCHOOL_DASHBOARD_TEXTS.tabs.fulfilment }).click();
  // A table on a computer, a card per product on a phone.
  const products = page.getByRole('list', { name: FULFILMENT_TEXTS.pickList.productsLabel });
  const product = (name: string) => products.getByRole('article', { name: new RegExp(name) });
  await expect(page.getByText(FULFILMENT_TEXTS.pickList.summary({ boxes: 1 }))).toBeVisible();
  await expect(product(crayons)).toContainText(/Individual.*2.*1/);
  await expect(product(scissors)).toHaveCount(0);
});
