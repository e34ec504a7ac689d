import { expect, test } from '../support/fixtures';
import { DASHBOARD_TEXTS } from '../../web/src/features/dashboard/texts';
import { ORDER_STATUS_LABELS } from '../../web/src/components/orders/order-status';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { ADDRESS_TEXTS } from '../../web/src/components/forms/texts';
import { signInThroughPage } from '../support/auth-emulator';
import { readOrderInPage } from '../support/firestore-in-page';
import { verifiedAccount } from '../support/roles';
import {
  cards,
  chooseSchoolAndList,
  field,
  LIVE_ORDERS_WAIT,
  noHorizontalScroll,
  orderCard,
  orderNumber,
  payWith,
  returnedOrderId,
} from '../support/browser-checkout';
import { pageHtmlOnly } from '../support/prerendered';
import { stack } from '../support/stack';

test('a signed-in parent buys a box shipped home with the saved address prefilled, and sees it on My Orders', { tag: '@phone' }, async ({ page }) => {
  await signInThroughPage(page, 'parent@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/shop');
  // The shop opens before sign-in has loaded, as a visitor's; then the family's own schools come first.
  await expect(page.getByRole('listitem').getByRole('button').first()).toContainText(SHOP_TEXTS.schools.orderedBefore);
  await chooseSchoolAndList(page, 'Maple Grove Academy', '3rd Grade Supply List');
  await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();

  await expect(page.getByText(ORDER_TEXTS.form.orderingAs({ email: 'parent@example.com' }))).toBeVisible();
  await expect(field(page, ORDER_TEXTS.form.email)).toHaveCount(0);
  await expect(field(page, ADDRESS_TEXTS.line1)).toHaveValue('742 Evergreen Terrace');
  await expect(field(page, ADDRESS_TEXTS.line2)).toHaveValue('Apt 2');
  await expect(field(page, ADDRESS_TEXTS.city)).toHaveValue('Springfield');
  await expect(field(page, ADDRESS_TEXTS.state)).toHaveValue('IL');
  await expect(field(page, ADDRESS_TEXTS.zipCode)).toHaveValue('62704');
  // The children of the account's earlier orders are offered; a tap names the student.
  const child = page.getByRole('group', { name: ORDER_TEXTS.form.yourChildren }).getByRole('button').first();
  const [firstName] = ((await child.textContent()) ?? '').split(' ');
  await child.click();
  await expect(field(page, ORDER_TEXTS.form.studentFirstName)).toHaveValue(firstName!);
  await field(page, ORDER_TEXTS.form.studentFirstName).fill('Ava');
  await field(page, ORDER_TEXTS.form.studentLastName).fill('Rivera');
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();

  await page.waitForURL(`${stack.payments}/pay/**`);
  // From the payment page on, every request the app makes to the orders API is counted.
  const ordersApiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/orders')) ordersApiCalls.push(request.url());
  });
  await payWith(page, cards.succeeds);
  const orderId = await returnedOrderId(page, 'paid');
  await expect(page.getByText(MY_ORDERS_TEXTS.paymentReturn.paidTitle)).toBeVisible();

  // Signed in, My Orders lists the account's orders: no lookup form.
  await expect(page.getByRole('button', { name: MY_ORDERS_TEXTS.lookup.submit })).toHaveCount(0);
  const card = orderCard(page, '3rd Grade Supply List', orderId);
  await expect(card).toContainText(orderNumber(orderId), LIVE_ORDERS_WAIT);
  await expect(card).toContainText('742 Evergreen Terrace, Apt 2, Springfield, IL 62704');
  await expect(card.getByText(ORDER_STATUS_LABELS.PAYMENT_SUCCESS, { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await noHorizontalScroll(page)).toBe(true);
  // The order turned paid through the live listener: nothing asked the orders API.
  expect(ordersApiCalls).toEqual([]);
});

test('a second parent who tries the first parent’s order in the browser is refused by the rules', { tag: '@phone' }, async ({ page }) => {
  const second = await verifiedAccount('second-parent');
  await signInThroughPage(page, second.email, second.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // order-demo-0001 is the demo parent's; the SDK in this very page, signed in as the second parent.
  expect(await readOrderInPage(page, second, 'order-demo-0001')).toBe('permission-denied');
  // The same probe, as the order's owner, reads it: the refusal above is the rules' doing.
  expect(await readOrderInPage(page, { email: 'parent@example.com', password: 'password123' }, 'order-demo-0001')).toBe('read');
});

test("the parent's dashboard leads to My Orders, whose cards show the whole order", { tag: '@computer' }, async ({ page }) => {
  await signInThroughPage(page, 'parent@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Other tests add orders for this parent: follow whichever is newest.
  const newest = page.getByTestId('recent-order').first();
  const orderNumber = (await newest.getByText(/^#.{8}$/).textContent())!;

  // A link, not a page load: My Orders reads the orders the dashboard just cached.
  await page.getByRole('link', { name: DASHBOARD_TEXTS.orders.viewAll }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const card = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(card).toContainText('parent@example.com');
  await expect(card).toContainText(MY_ORDERS_TEXTS.card.student);
  await expect(card).toContainText(MY_ORDERS_TEXTS.card.items);
  await expect(card.getByRole('listitem').first()).toContainText(/\d+x$/);
});

test('a signed-in parent opening My Orders never sees the guest lookup, not even before the app has loaded', { tag: '@phone' }, async ({ page }) => {
  await signInThroughPage(page, 'parent@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The prerendered page is the guest's; its HTML hides the lookup from someone signed in.
  await pageHtmlOnly(page, '/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: MY_ORDERS_TEXTS.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: MY_ORDERS_TEXTS.lookup.heading })).toBeHidden();

  await page.unrouteAll();
  await page.reload();
  // The live view loads the Firestore SDK and opens its listener first: slower than a fetch under a full run's load.
  await expect(page.getByRole('article').first()).toContainText('parent@example.com', LIVE_ORDERS_WAIT);
  await expect(page.getByRole('heading', { name: MY_ORDERS_TEXTS.lookup.heading })).toHaveCount(0);
});
