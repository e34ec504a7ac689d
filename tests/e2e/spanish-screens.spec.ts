import { DEFAULT_LOCALE, loadLocale, setLocaleSource } from '@ssb/contract';
import type { Page } from '@playwright/test';
import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { COMING_SOON_TEXTS } from '../../web/src/features/coming-soon/texts';
import { DASHBOARD_TEXTS } from '../../web/src/features/dashboard/texts';
import { LANDING_TEXTS } from '../../web/src/features/landing/texts';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { demoAccounts, signInThroughPage } from '../support/auth-emulator';
import { signUp } from '../support/auth';
import { chooseSchoolAndList, LIVE_ORDERS_WAIT, lookUpOrders } from '../support/browser-checkout';
import { expect, test } from '../support/fixtures';
import { englishMessages, untranslatedOn, type EnglishMessage, type Untranslated } from '../support/untranslated';

// Every screen a person can reach, walked in Spanish: none may show a message id or a message
// of the English catalogs (those whose Spanish differs). The product's data (schools, lists,
// products, e-mail addresses, numbers) is not in the catalogs, so it never counts.

let english: EnglishMessage[];

// A Spanish-speaking browser: the fixtures read the product's texts in the browser's language.
test.use({ locale: 'es-US' });

test.beforeAll(async () => {
  setLocaleSource(() => 'es');
  await loadLocale('es');
  english = await englishMessages();
});

test.afterAll(() => {
  setLocaleSource(() => DEFAULT_LOCALE);
});

/** Collects each screen's findings; the test fails at its end with all of them listed. */
function walk(page: Page) {
  const found: Untranslated[] = [];
  const screens: string[] = [];
  return {
    async check(screen: string) {
      // Not 'networkidle': Firestore's listeners keep a signed-in page's network busy. Each
      // screen is checked once the test has seen what it waited for.
      await page.waitForLoadState('load');
      screens.push(screen);
      found.push(...(await untranslatedOn(page, screen, english)));
    },
    expectNone(expected: number) {
      expect(screens).toHaveLength(expected);
      expect(found, found.map((f) => `${f.screen}: “${f.text}” (${f.why})`).join('\n')).toEqual([]);
    },
  };
}

test('the English catalogs give the check messages to look for', { tag: '@computer' }, () => {
  expect(english.length).toBeGreaterThan(200);
});

test('the public screens in Spanish show no English and no message id', { tag: '@phone' }, async ({ page }) => {
  test.slow();
  const screens = walk(page);
  await page.goto('/?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: LANDING_TEXTS.heading })).toBeVisible();
  await screens.check('/');

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: SHOP_TEXTS.heading })).toBeVisible();
  await screens.check('/shop');
  await chooseSchoolAndList(page, 'Lincoln Elementary School', 'Kindergarten Supply List');
  await screens.check('/shop with a list');
  await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORDER_TEXTS.order.heading })).toBeVisible();
  await screens.check('/shop order step');
  // The form's messages: sent empty, every field says what it needs.
  await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
  await screens.check('/shop order step with its messages');

  await page.goto('/my-orders');
  await screens.check('/my-orders');
  await lookUpOrders(page, 'sam.lee@example.com', '(217) 555-0188');
  await expect(page.getByRole('article')).toHaveCount(3);
  await screens.check('/my-orders with orders');
  await lookUpOrders(page, 'sam.lee@example.com', '(217) 555-0000');
  await expect(page.getByRole('heading', { name: MY_ORDERS_TEXTS.empty.title })).toBeVisible();
  await screens.check('/my-orders with none');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.login.title })).toBeVisible();
  await screens.check('/login');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signup.title })).toBeVisible();
  await screens.check('/signup');
  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { level: 1, name: COMING_SOON_TEXTS.heading })).toBeVisible();
  await screens.check('/coming-soon');

  const unverified = await signUp();
  await signInThroughPage(page, unverified.email, unverified.password);
  await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.verification.title })).toBeVisible();
  await screens.check('/login/email-verification');

  screens.expectNone(12);
});

test("a parent's screens in Spanish show no English and no message id", { tag: '@phone' }, async ({ page }) => {
  const screens = walk(page);
  await page.goto('/?lang=es');
  await signInThroughPage(page, demoAccounts.parent);
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.greeting({ firstName: 'Jordan' }) })).toBeVisible();
  await screens.check('/dashboard');
  await page.goto('/my-orders');
  await expect(page.getByRole('article').first()).toBeVisible(LIVE_ORDERS_WAIT);
  await screens.check('/my-orders signed in');
  screens.expectNone(2);
});

test("a school representative's dashboard in Spanish shows no English and no message id", { tag: '@phone' }, async ({ page }) => {
  test.slow();
  const screens = walk(page);
  const texts = SCHOOL_DASHBOARD_TEXTS;
  await page.goto('/?lang=es');
  await signInThroughPage(page, demoAccounts.rep);
  await expect(page.getByRole('heading', { level: 1, name: texts.repTitle })).toBeVisible();
  for (const tab of [texts.tabs.lists, texts.tabs.orders, texts.tabs.fulfilment, texts.tabs.fundraising]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await screens.check(`/school-dashboard ${tab}`);
  }
  screens.expectNone(4);
});

test("the administrator's dashboard in Spanish shows no English and no message id", { tag: '@computer' }, async ({ page }) => {
  test.slow();
  const screens = walk(page);
  await page.goto('/?lang=es');
  await signInThroughPage(page, demoAccounts.admin);
  await expect(page).toHaveURL(/\/admin$/);
  for (const tab of ['overview', 'orders', 'schools', 'supply-lists', 'products', 'codes', 'settings']) {
    await page.goto(tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await screens.check(`/admin ${tab}`);
  }
  screens.expectNone(7);
});
