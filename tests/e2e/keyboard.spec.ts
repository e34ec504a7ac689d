import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { DASHBOARD_TEXTS } from '../../web/src/features/dashboard/texts';
import { LANDING_TEXTS } from '../../web/src/features/landing/texts';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { PRODUCT_CHECKLIST_TEXTS } from '../../web/src/components/catalog/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { orderStatusSelect } from '../support/admin-orders';
import { demoAccounts } from '../support/auth-emulator';
import { cards, field, orderCard, orderNumber, returnedOrderId } from '../support/browser-checkout';
import { expectStatus, newGuest, placeGuestOrder, submitCard } from '../support/orders';
import { representativeOf } from '../support/roles';
import { createPrivateProducts, createPrivateSchool } from '../support/school-data';
import { closeTestDb, createPrivateList, stack } from '../support/stack';

// The main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys): no
// click, no fill. Where the focus lands is checked to be visible, and every dialog closed
// gives the focus back to what opened it. A keyboard journey is a computer's: on the phone
// the same screens are reached by touch.

test.afterAll(async () => {
  await closeTestDb();
});

/** More than any screen's controls before the one a test goes to. */
const MAX_PRESSES = 60;

/** Whether `target` holds the keyboard focus. */
const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** What holds the focus, for a failure's message. */
const focusedElement = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');

/** Presses `key` (Tab, or Shift+Tab to go back) until `target` has the focus. */
async function focusWith(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_PRESSES && !(await hasFocus(target)); presses++) await page.keyboard.press(key);
  expect(await hasFocus(target), `${key} never reached the element; the focus is on ${await focusedElement(page)}`).toBe(true);
}

/**
 * The focused element shows that it is: a focus ring (an outline or a box shadow), or, for
 * Mantine's fields, a border in the focus colour, once its transition to it has run.
 */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { shown: false, element: 'nothing' };
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const focusColour = getComputedStyle(probe).color;
    probe.remove();
    const border = parseFloat(style.borderTopWidth) > 0 && style.borderTopColor === focusColour;
    return { shown: element.matches(':focus-visible') && (outline || shadow || border), element: element.outerHTML.slice(0, 160) };
  });
  expect(focus.shown, `no visible focus on ${focus.element}`).toBe(true);
}

/** Tabs to `target`, checks the focus shows, and presses `key` on it. */
async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await focusWith(page, target);
  await expectVisibleFocus(page);
  await page.keyboard.press(key);
}

/** Tabs to a field and types into it (what was in it first is selected and replaced). */
async function typeInto(page: Page, target: Locator, text: string) {
  await focusWith(page, target);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/** Signs in on /login with the keyboard. */
async function signInWithKeyboard(page: Page, email: string, password = 'password123') {
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: AUTH_TEXTS.login.email }), email);
  await typeInto(page, page.locator('input[type="password"]'), password);
  await page.keyboard.press('Enter');
}

test.describe('with the keyboard alone', { tag: '@computer' }, () => {
  // Every key press is a step of its own (and an audit of a new screen): longer than a click's journey.
  test.slow();

  test('a guest buys a box: the shop, the order form, the payment page and My Orders', async ({ page }) => {
    const guest = newGuest();
    await page.goto('/');

    // The Contact Us dialog gives the focus back to its button when it closes.
    const contactUs = page.getByRole('button', { name: LANDING_TEXTS.contactUs });
    await activate(page, contactUs);
    const contact = page.getByRole('dialog', { name: LANDING_TEXTS.contact.title });
    await expect(contact).toBeVisible();
    await expect(contact).toContainText('support@schoolsupplybox.com');
    await page.keyboard.press('Escape');
    await expect(contact).toBeHidden();
    await expect(contactUs).toBeFocused();
    await expectVisibleFocus(page);

    const shopNow = page.getByRole('link', { name: LANDING_TEXTS.shopNow });
    await focusWith(page, shopNow, 'Shift+Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop$/);

    // The search finds the school; its card, then its lists' dropdown, changed with the arrows.
    await typeInto(page, page.getByRole('searchbox', { name: SHOP_TEXTS.schools.search.label }), 'Lincoln');
    await activate(page, page.getByRole('button', { name: /Lincoln Elementary School/ }));
    const lists = page.getByLabel(SHOP_TEXTS.lists.selectLabel, { exact: true });
    await focusWith(page, lists);
    await expectVisibleFocus(page);
    // The select's own choice moves with each press at once; the card under it follows when the
    // app has rendered, so the presses stop on the choice, never on a card shown a moment late.
    const chosen = () => lists.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    for (let presses = 0; presses < 5 && !(await chosen()).startsWith('Kindergarten Supply List'); presses++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('article', { name: 'Kindergarten Supply List' })).toBeVisible();

    await activate(page, page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }));
    await expect(page.getByRole('heading', { level: 1, name: ORDER_TEXTS.order.heading })).toBeVisible();
    await typeInto(page, field(page, ORDER_TEXTS.form.email), guest.email);
    await typeInto(page, field(page, ORDER_TEXTS.form.phone), guest.phone);
    await typeInto(page, field(page, ORDER_TEXTS.form.studentFirstName), 'Ava');
    await expectVisibleFocus(page);
    await typeInto(page, field(page, ORDER_TEXTS.form.studentLastName), 'Lopez');
    await activate(page, page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }));

    await page.waitForURL(`${stack.payments}/pay/**`);
    await typeInto(page, page.getByLabel('Card number'), cards.succeeds);
    await activate(page, page.getByRole('button', { name: 'Pay' }));

    const orderId = await returnedOrderId(page, 'paid');
    await expect(page.getByText(MY_ORDERS_TEXTS.paymentReturn.paidTitle)).toBeVisible();
    const lookup = MY_ORDERS_TEXTS.lookup;
    // Under the order just paid for, the lookup waits behind its button.
    await activate(page, page.getByRole('button', { name: MY_ORDERS_TEXTS.receipt.otherOrders }));
    const toggle = page.getByRole('button', { name: lookup.heading });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await activate(page, toggle);
    await typeInto(page, field(page, lookup.email), guest.email);
    await typeInto(page, field(page, lookup.phone), guest.phone);
    await activate(page, page.getByRole('button', { name: lookup.submit }));
    await expect(orderCard(page, 'Kindergarten Supply List', orderId)).toContainText('Ava Lopez');
  });

  test('a parent signs in and finds an order on My Orders', async ({ page }) => {
    await signInWithKeyboard(page, demoAccounts.parent);
    await expect(page).toHaveURL(/\/dashboard$/);
    const newest = page.getByTestId('recent-order').first();
    const number = (await newest.getByText(/^#.{8}$/).textContent())!;

    await activate(page, page.getByRole('link', { name: DASHBOARD_TEXTS.orders.viewAll }));
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(page.getByRole('article').filter({ hasText: number })).toContainText(demoAccounts.parent);
  });

  test('a representative creates a supply list and fills it in the Manage Products dialog', async ({ page }) => {
    const texts = SCHOOL_DASHBOARD_TEXTS;
    const [crayons, pencils] = await createPrivateProducts([299, 349]);
    const schoolId = await createPrivateSchool();
    const rep = await representativeOf(schoolId);
    // representativeOf's accounts sign up with this password (tests/support/auth.ts).
    await signInWithKeyboard(page, rep.email, 'secret123');
    await expect(page).toHaveURL(/\/school-dashboard$/);
    await expect(page.getByText(texts.lists.emptyTitle)).toBeVisible();

    const createList = page.getByRole('button', { name: texts.lists.create });
    await activate(page, createList);
    const create = page.getByRole('dialog', { name: texts.listForm.createTitle });
    await expect(create).toBeVisible();
    await typeInto(page, create.getByRole('textbox', { name: texts.listForm.name }), 'Keyboard Supply List');
    await expectVisibleFocus(page);
    await activate(page, create.getByRole('button', { name: texts.listForm.create }));
    await expect(create).toBeHidden();
    await expect(createList).toBeFocused();

    const card = page.getByRole('article', { name: 'Keyboard Supply List', exact: true });
    const manage = card.getByRole('button', { name: /^Manage Products/ });
    await activate(page, manage);
    const products = page.getByRole('dialog', { name: texts.products.title({ listName: 'Keyboard Supply List' }) });
    await expect(products).toBeVisible();
    for (const [productId, quantity] of [
      [crayons!, '2'],
      [pencils!, '1'],
    ] as const) {
      await typeInto(page, products.getByRole('searchbox', { name: texts.products.search }), productId);
      const product = products.getByRole('checkbox', { name: new RegExp(productId) });
      await activate(page, product, 'Space');
      await expect(product).toBeChecked();
      await typeInto(page, products.getByRole('textbox', { name: new RegExp(`^Quantity of .*${productId}`) }), quantity);
    }
    await expect(products.getByTestId('total-after-saving')).toHaveText(PRODUCT_CHECKLIST_TEXTS.totalAfterSave({ total: '$9.47' }));
    await activate(page, products.getByRole('button', { name: texts.products.save }));
    await expect(products).toBeHidden();
    await expect(manage).toBeFocused();
    await expectVisibleFocus(page);
    await expect(card).toContainText('$9.47');
    await expect(card).toContainText(texts.lists.items({ count: 2 }));
  });

  test('an administrator moves an order to Completed in All Orders', async ({ page, request }) => {
    const texts = ADMIN_TEXTS;
    const { listId } = await createPrivateList({ deliverToSchool: true });
    const { checkoutUrl } = await placeGuestOrder(request, { supplyListId: listId });
    const paid = await submitCard(checkoutUrl, cards.succeeds);
    const orderId = new URL(paid.headers.get('location')!).searchParams.get('orderId')!;
    await expectStatus(request, orderId, 'PAYMENT_SUCCESS');

    await signInWithKeyboard(page, demoAccounts.admin);
    await expect(page).toHaveURL(/\/admin$/);
    // The tabs are one stop: the arrows move between them.
    const allOrders = page.getByRole('tab', { name: texts.tabs.orders });
    await focusWith(page, page.getByRole('tab', { selected: true }));
    await expectVisibleFocus(page);
    for (let presses = 0; presses < 5 && !(await hasFocus(allOrders)); presses++) await page.keyboard.press('ArrowRight');
    await expect(allOrders).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(allOrders).toHaveAttribute('aria-selected', 'true');

    await typeInto(page, page.getByRole('textbox', { name: texts.orders.filters.search }), orderNumber(orderId));
    const status = orderStatusSelect(page, orderId);
    await expect(status).toHaveValue('PAYMENT_SUCCESS');
    const complete = page.getByRole('button', { name: texts.orders.completeLabel({ orderNumber: orderNumber(orderId) }) });
    await activate(page, complete);
    await expect(status).toHaveValue('COMPLETED');
    await expect(complete).toBeDisabled();
  });
});
