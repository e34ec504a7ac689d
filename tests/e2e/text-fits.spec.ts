import { DEFAULT_LOCALE, loadLocale, setLocaleSource, type School, type SupplyList } from '@ssb/contract';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { NAV_TEXTS } from '../../web/src/components/layout/nav-bar/texts';
import { demoAccounts } from '../support/auth-emulator';
import { appHasTakenOver } from '../support/prerendered';
import { cutOff } from '../support/layout';
import { pseudoText, showPseudoLocale } from '../support/pseudo-locale';
import { expect, test } from '../support/fixtures';

// Every family, representative and administrator screen, in Spanish and in a pseudo-locale 40 %
// longer than English, at the width its people use: nothing scrolls sideways and no control is
// cut off (tests/support/layout.ts). One walk per width, each screen in both, every finding listed
// at the end. Each language has a browser of its own, so the walk's screens are not audited again.

type Language = 'es' | 'pseudo';

/** A browser at the test's width in `language`, and the product's texts as it shows them. */
async function browserIn(browser: Browser, testInfo: TestInfo, language: Language) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    locale: language === 'es' ? 'es-US' : 'en-US',
    // The phone menu opens without its slide: what is measured is where it stays.
    reducedMotion: 'reduce',
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  if (language === 'pseudo') await showPseudoLocale(page);
  setLocaleSource(() => (language === 'es' ? 'es' : DEFAULT_LOCALE));
  await loadLocale('es');
  const say = (text: string) => (language === 'pseudo' ? pseudoText(text) : text);
  return { page, say, close: () => context.close() };
}

/** Collects what does not fit on each screen; the test fails at its end with all of it. */
function fits() {
  const found: string[] = [];
  const screens: string[] = [];
  return {
    async check(page: Page, language: Language, screen: string) {
      await page.waitForLoadState('load');
      // What loads after the screen (its lists, its orders) is what must fit.
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      screens.push(`${language} ${screen}`);
      found.push(...(await cutOff(page)).map((problem) => `${language} ${screen}: ${problem}`));
      await page.screenshot({ path: test.info().outputPath(`${language}-${screen.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
    },
    expectNone(expected: number) {
      expect(found, found.join('\n')).toEqual([]);
      expect(screens).toHaveLength(expected);
    },
  };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function signIn(page: Page, say: (text: string) => string, email: string, lang: string) {
  await open(page, `/login?lang=${lang}`);
  await page.getByRole('textbox', { name: say(AUTH_TEXTS.login.email) }).fill(email);
  await page.getByLabel(say(AUTH_TEXTS.login.password), { exact: false }).first().fill('password123');
  await page.getByRole('button', { name: say(AUTH_TEXTS.login.submit), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The demo's Lincoln Elementary School and its Kindergarten list, as the shop links to them. */
async function lincolnKindergarten(request: APIRequestContext) {
  const { schools } = (await (await request.get('/api/schools?q=Lincoln Elementary')).json()) as { schools: School[] };
  const lincoln = schools.find((school) => school.name === 'Lincoln Elementary School')!;
  const { supplyLists } = (await (await request.get(`/api/schools/${lincoln.id}/supply-lists`)).json()) as { supplyLists: SupplyList[] };
  return `/shop?school=${lincoln.id}&list=${supplyLists.find((list) => list.name === 'Kindergarten Supply List')!.id}`;
}

test.afterAll(() => setLocaleSource(() => DEFAULT_LOCALE));

test(
  'at 375 px, in Spanish and 40 % longer, every family and representative screen fits: no control cut off, nothing scrolls sideways',
  { tag: '@phone' },
  async ({ browser, request }, testInfo) => {
    test.setTimeout(360_000);
    const result = fits();
    const shopList = await lincolnKindergarten(request);
    for (const language of ['es', 'pseudo'] as const) {
      const lang = language === 'es' ? 'es' : 'en';
      const family = await browserIn(browser, testInfo, language);
      const { page, say } = family;
      const check = (screen: string) => result.check(page, language, screen);
      for (const path of ['/', '/shop', '/coming-soon', '/accessibility', '/signup', '/login']) {
        await open(page, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await check(path);
      }
      await open(page, shopList);
      await expect(page.getByRole('article')).toBeVisible();
      await check('/shop with a list');
      await page.getByRole('button', { name: say(SHOP_TEXTS.lists.placeOrder) }).click();
      await expect(page.getByRole('heading', { level: 1, name: say(ORDER_TEXTS.order.heading) })).toBeVisible();
      await page.getByRole('button', { name: say(ORDER_TEXTS.form.continueToCheckout) }).click();
      await check('/shop order form with its messages');

      await open(page, '/my-orders');
      const lookup = MY_ORDERS_TEXTS.lookup;
      const toggle = page.getByRole('button', { name: say(lookup.heading) });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await page.getByRole('textbox', { name: say(lookup.email), exact: true }).fill('sam.lee@example.com');
      await page.getByRole('textbox', { name: say(lookup.phone), exact: true }).fill('(217) 555-0188');
      await page.getByRole('button', { name: say(lookup.submit) }).click();
      await expect(page.getByRole('article')).toHaveCount(3);
      await check('/my-orders with orders');

      await signIn(page, say, demoAccounts.parent, lang);
      await check('/dashboard');
      await page.getByRole('button', { name: say(NAV_TEXTS.openMenu) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('/dashboard with the phone menu open');
      await open(page, '/my-orders');
      await expect(page.getByRole('article').first()).toBeVisible();
      await check('/my-orders signed in');
      await family.close();

      const rep = await browserIn(browser, testInfo, language);
      await signIn(rep.page, rep.say, demoAccounts.rep, lang);
      for (const screen of [
        '?tab=lists',
        '?tab=orders',
        '?tab=fulfilment&view=pick-list',
        '?tab=fulfilment&view=packing-slips',
        '?tab=fulfilment&view=handover',
        '?tab=fundraising',
      ]) {
        await open(rep.page, `/school-dashboard${screen}`);
        await expect(rep.page.getByRole('tab', { selected: true })).toBeVisible();
        await result.check(rep.page, language, `/school-dashboard${screen}`);
      }
      await rep.close();
    }
    result.expectNone(2 * 18);
  },
);

test(
  'at 1280 px, in Spanish and 40 % longer, every administrator screen fits: no control cut off, nothing scrolls sideways',
  { tag: '@computer' },
  async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const result = fits();
    for (const language of ['es', 'pseudo'] as const) {
      const admin = await browserIn(browser, testInfo, language);
      const { page, say } = admin;
      await signIn(page, say, demoAccounts.admin, language === 'es' ? 'es' : 'en');
      for (const tab of ['overview', 'orders', 'schools', 'supply-lists', 'products']) {
        await open(page, tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        if (tab === 'orders') await expect(page.getByRole('row').nth(2)).toBeVisible();
        await result.check(page, language, `/admin ${tab}`);
      }
      await open(page, '/admin?tab=schools');
      await page.getByRole('button', { name: say(ADMIN_TEXTS.schools.add) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await result.check(page, language, '/admin schools, Add New School');
      await admin.close();
    }
    result.expectNone(2 * 6);
  },
);
