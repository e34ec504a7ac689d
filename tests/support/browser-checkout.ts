import { expect, type Locator, type Page } from '@playwright/test';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { ADDRESS_TEXTS } from '../../web/src/components/forms/texts';
import { currentLocale } from '@ssb/contract';
import paymentPageEn from '../../local/payments/locales/en';
import paymentPageEs from '../../local/payments/locales/es';
import { stack } from './stack';

/** The browser side of a guest's checkout: the shop, the local payment page and My Orders. */

export const cards = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

export const orderNumber = (orderId: string) => `#${orderId.slice(-8)}`;

export const shopSearch = (page: Page) => page.getByRole('searchbox', { name: SHOP_TEXTS.schools.search.label });

/**
 * Waits until the shop's cards are the answer to what its search holds: until then the last
 * answer's cards are on view, and one tapped as they are replaced can move from under the
 * pointer between its press and release.
 */
export async function shopSearchAnswered(page: Page) {
  await expect(page.getByRole('region', { name: SHOP_TEXTS.schools.heading }).locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
}

/**
 * The shop's card of `school`, found by its name in the search as a family finds it (the shop
 * shows a page of schools; by the end of a run the suite has added many before the demo's).
 */
export async function findSchool(page: Page, school: string): Promise<Locator> {
  await shopSearch(page).fill(school);
  await shopSearchAnswered(page);
  return page.getByRole('button', { name: new RegExp(school) });
}

/** Step 1 on /shop: pick the school's card, then one of its lists in the dropdown. */
export async function chooseSchoolAndList(page: Page, school: string, list: string) {
  const card = await findSchool(page, school);
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  const select = page.getByLabel(SHOP_TEXTS.lists.selectLabel, { exact: true });
  // Options read 'name - price'.
  const value = await select
    .locator('option')
    .filter({ hasText: SHOP_TEXTS.lists.optionWithPrice({ name: list, price: '' }) })
    .getAttribute('value');
  await select.selectOption(value!);
  await expect(page.getByRole('article', { name: list })).toBeVisible();
}

export interface OrderForm {
  email: string;
  phone: string;
  studentFirstName?: string;
  studentLastName?: string;
  address?: { line1: string; line2?: string; city: string; state: string; zipCode: string };
}

/** A text field by its accessible name (the required asterisk is not part of it). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Step 2: fills the order form (the address only when given). */
export async function fillOrderForm(page: Page, form: OrderForm) {
  const texts = ORDER_TEXTS.form;
  await field(page, texts.email).fill(form.email);
  await field(page, texts.phone).fill(form.phone);
  await field(page, texts.studentFirstName).fill(form.studentFirstName ?? 'Noah');
  await field(page, texts.studentLastName).fill(form.studentLastName ?? 'Lee');
  if (form.address) await fillAddress(page, form.address);
}

/** The address fields every form with an address shares (the order form, sign-up). */
export async function fillAddress(page: Page, address: NonNullable<OrderForm['address']>) {
  await field(page, ADDRESS_TEXTS.line1).fill(address.line1);
  await field(page, ADDRESS_TEXTS.line2).fill(address.line2 ?? '');
  await field(page, ADDRESS_TEXTS.city).fill(address.city);
  await field(page, ADDRESS_TEXTS.state).fill(address.state);
  await field(page, ADDRESS_TEXTS.zipCode).fill(address.zipCode);
}

/** From /shop to the local payment page with a guest order for `list` of `school`. */
export async function checkOutAsGuest(page: Page, { school, list, form }: { school: string; list: string; form: OrderForm }) {
  await page.goto('/shop');
  await chooseSchoolAndList(page, school, list);
  await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
  await fillOrderForm(page, form);
  await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
  await page.waitForURL(`${stack.payments}/pay/**`);
}

/** The local payment page's words in the tests' current language (the page renders them itself). */
export const paymentPageTexts = () => ({ en: paymentPageEn, es: paymentPageEs })[currentLocale()];

/** On the local payment page: types the card and presses Pay. */
export async function payWith(page: Page, cardNumber: string) {
  const texts = paymentPageTexts();
  await page.getByLabel(texts.cardNumber).fill(cardNumber);
  await page.getByRole('button', { name: texts.pay, exact: true }).click();
}

/** Waits for the payment return on /my-orders and answers the order id it names. */
export async function returnedOrderId(page: Page, status: 'paid' | 'failed'): Promise<string> {
  await page.waitForURL(new RegExp(`/my-orders\\?status=${status}&orderId=`));
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(orderId).toBeTruthy();
  return orderId!;
}

/**
 * The guest lookup on /my-orders: behind its button under an order the tab's link found (the one
 * just paid for, say), and opened when it is folded away.
 */
export async function lookUpOrders(page: Page, email: string, phone: string) {
  const texts = MY_ORDERS_TEXTS.lookup;
  const toggle = page.getByRole('button', { name: texts.heading });
  const otherOrders = page.getByRole('button', { name: MY_ORDERS_TEXTS.receipt.otherOrders });
  await expect(toggle.or(otherOrders)).toBeVisible();
  if (await otherOrders.isVisible()) await otherOrders.click();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await field(page, texts.email).fill(email);
  await field(page, texts.phone).fill(phone);
  await page.getByRole('button', { name: texts.submit }).click();
}

/**
 * How long a signed-in person's My Orders may take to show its first orders: the live view loads
 * the Firestore SDK and opens its listener first, and under a whole run's load (the fuzz tests
 * beside it) that took over 10 s four times (not on a quiet machine, where it is about a second).
 */
export const LIVE_ORDERS_WAIT = { timeout: 30_000 };

/**
 * The order card of `orderId` in the orders list (cards are named by their list; the number tells
 * them apart). The order just paid for also shows above the list, under the payment banner.
 */
export const orderCard = (page: Page, list: string, orderId: string) =>
  page
    .getByRole('region', { name: MY_ORDERS_TEXTS.results.heading, exact: true })
    .getByRole('article', { name: list })
    .filter({ hasText: orderNumber(orderId) });
