import { expect, test } from '../support/fixtures';
import { checkoutMessages } from '@ssb/contract';
import { ORDER_STATUS_LABELS } from '../../web/src/components/orders/order-status';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { ADDRESS_TEXTS } from '../../web/src/components/forms/texts';
import {
  cards,
  checkOutAsGuest,
  chooseSchoolAndList,
  field,
  fillOrderForm,
  findSchool,
  lookUpOrders,
  noHorizontalScroll,
  orderCard,
  orderNumber,
  payWith,
  returnedOrderId,
  shopSearch,
  shopSearchAnswered,
} from '../support/browser-checkout';
import { homeAddress, newGuest } from '../support/orders';
import { openBeforeTheApp } from '../support/prerendered';
import { stack } from '../support/stack';

const lincoln = 'Lincoln Elementary School';
const kindergarten = 'Kindergarten Supply List';
const status = ORDER_STATUS_LABELS;

test('a guest chooses a school and a list, pays, and finds the order paid on My Orders', async ({ page }) => {
  const guest = newGuest();
  await page.goto('/shop');
  const school = await findSchool(page, lincoln);
  await expect(school).toContainText('1200 Oak Street, Springfield, IL 62701');
  await expect(school).toContainText('2 supply lists');
  expect(await noHorizontalScroll(page)).toBe(true);

  await chooseSchoolAndList(page, lincoln, kindergarten);
  await expect(page.getByText('Boxes are delivered to the school office the week before classes start.')).toBeVisible();
  const chosen = page.getByRole('article', { name: kindergarten });
  await expect(chosen).toContainText(SHOP_TEXTS.lists.completeListPrice);
  await expect(chosen).toContainText('$34.31');
  await expect(chosen).toContainText('7 items');
  await expect(chosen).toContainText('and 4 more items');
  expect(await noHorizontalScroll(page)).toBe(true);

  await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORDER_TEXTS.order.heading })).toBeVisible();
  await expect(field(page, ADDRESS_TEXTS.line1)).toHaveCount(0);
  await fillOrderForm(page, { ...guest, studentFirstName: 'Ava', studentLastName: 'Lopez' });
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();

  await page.waitForURL(`${stack.payments}/pay/**`);
  await expect(page.getByText(guest.email)).toBeVisible();
  await payWith(page, cards.succeeds);

  const orderId = await returnedOrderId(page, 'paid');
  await expect(page.getByText(MY_ORDERS_TEXTS.paymentReturn.paidTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText(MY_ORDERS_TEXTS.paymentReturn.paidTitle)).toBeVisible();

  await lookUpOrders(page, guest.email, guest.phone);
  const card = orderCard(page, kindergarten, orderId);
  await expect(card).toContainText(orderNumber(orderId));
  await expect(card).toContainText('Ava Lopez');
  // The webhook may land after the browser: polling shows the payment once it has.
  await expect(card.getByText(status.PAYMENT_SUCCESS, { exact: true })).toBeVisible({ timeout: 20_000 });
});

test('a declined card stays on the payment page with the reason', { tag: '@phone' }, async ({ page }) => {
  const guest = newGuest();
  await checkOutAsGuest(page, { school: lincoln, list: '2nd Grade Supply List', form: guest });

  await payWith(page, cards.declined);

  await expect(page.getByText('Your card was declined.')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(stack.payments);
});

test('a guest who cancels on the payment page is told, and the order shows the failed payment', { tag: '@phone' }, async ({ page }) => {
  const guest = newGuest();
  await checkOutAsGuest(page, { school: lincoln, list: kindergarten, form: guest });

  await page.getByRole('link', { name: 'Cancel' }).click();

  const orderId = await returnedOrderId(page, 'failed');
  const banner = page.getByRole('alert').filter({ hasText: MY_ORDERS_TEXTS.paymentReturn.failedTitle });
  await expect(banner).toContainText(`Payment was cancelled or failed for order ${orderNumber(orderId)}. Please make a new order.`);
  await expect(page).toHaveURL(/\/my-orders$/);

  await lookUpOrders(page, guest.email, guest.phone);
  await expect(orderCard(page, kindergarten, orderId).getByText(status.PAYMENT_FAILED, { exact: true })).toBeVisible();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: MY_ORDERS_TEXTS.paymentReturn.dismiss }).click();
  await expect(banner).toBeHidden();
});

test('a school that does not deliver to the school asks for the home address', { tag: '@phone' }, async ({ page }) => {
  const guest = newGuest();
  await page.goto('/shop');
  await chooseSchoolAndList(page, 'Maple Grove Academy', '3rd Grade Supply List');
  await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();

  for (const label of [ADDRESS_TEXTS.line1, ADDRESS_TEXTS.line2, ADDRESS_TEXTS.zipCode]) {
    await expect(field(page, label)).toBeVisible();
  }
  await fillOrderForm(page, guest);
  await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
  await expect(field(page, ADDRESS_TEXTS.line1)).toHaveAccessibleDescription(checkoutMessages.addressRequired);
  await expect(page).toHaveURL(/\/shop\?/);
  expect(await noHorizontalScroll(page)).toBe(true);

  await fillOrderForm(page, { ...guest, address: homeAddress });
  await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
  await page.waitForURL(`${stack.payments}/pay/**`);
});

test('a school without published lists says so; Cancel on the order screen returns to the lists', { tag: '@phone' }, async ({ page }) => {
  // The shop leaves it out of its schools; a link to it (shared before its lists were unpublished) still opens it.
  await page.goto('/shop');
  await expect(await findSchool(page, 'Cedar Heights Elementary')).toHaveCount(0);
  await page.goto('/shop?school=school-cedar');
  await expect(page.getByRole('button', { name: /Cedar Heights Elementary/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: SHOP_TEXTS.lists.empty })).toBeVisible();

  await chooseSchoolAndList(page, lincoln, kindergarten);
  await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
  await page.getByRole('button', { name: ORDER_TEXTS.form.cancel }).click();
  await expect(page.getByRole('heading', { level: 1, name: SHOP_TEXTS.heading })).toBeVisible();
  await expect(page.getByRole('article', { name: kindergarten })).toBeVisible();
});

test('what a family types in the search before the app has arrived is kept, and so is the focus', { tag: '@phone' }, async ({ page }) => {
  const slowPhone = await openBeforeTheApp(page, '/shop');
  await shopSearch(page).fill('Lincoln Elem');

  await slowPhone.letTheAppIn();
  await expect(shopSearch(page)).toHaveValue('Lincoln Elem');
  await expect(shopSearch(page)).toBeFocused();
  await page.keyboard.type('entary');
  await shopSearchAnswered(page);
  await expect(page.getByRole('button', { name: new RegExp(lincoln) })).toContainText('1200 Oak Street, Springfield, IL 62701');
  // The cards are the search's answer: only the schools it finds.
  await expect(page.getByRole('listitem').getByRole('button').filter({ hasNotText: lincoln })).toHaveCount(0);
});
