import type { Locator, Page } from '@playwright/test';
import { checkoutMessages } from '@ssb/contract';
import { ADDRESS_TEXTS } from '../../web/src/components/forms/texts';
import { ACCESSIBILITY_TEXTS } from '../../web/src/features/accessibility/texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { API_TEST_TEXTS } from '../../web/src/features/api-test/texts';
import { DASHBOARD_TEXTS } from '../../web/src/features/dashboard/texts';
import { LANDING_TEXTS } from '../../web/src/features/landing/texts';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { describeViolations } from '../support/accessibility';
import { demoAccounts, signInThroughPage } from '../support/auth-emulator';
import { chooseSchoolAndList, field, LIVE_ORDERS_WAIT, lookUpOrders } from '../support/browser-checkout';
import { expect, test } from '../support/fixtures';

// Every screen of the spec, audited by the suite's fixture in both projects (desktop, 1280 px
// wide, and a 375 px phone) in English, and in Spanish at the width its people use (`@phone`:
// families and representatives; `@computer`: administrators): the layouts are the same in both
// languages, and each audit takes seconds on a 2-core machine. A serious or critical axe
// violation fails the test. Each test ends by listing the screens it audited, so a screen that is skipped by
// mistake shows.

/** Step 1 of /shop with a list chosen (`?school=…&list=…`), or step 2 (`…&step=order`). */
const isShopStep = (step: 'list' | 'order') => (screen: string) =>
  screen.startsWith('/shop?') && screen.includes('list=') && screen.includes('step=order') === (step === 'order');

/** Opens each tab and audits it once its panel has loaded (the address stays the same). */
async function auditTabs(page: Page, accessibility: { audit(): Promise<void> }, tabs: string[]) {
  for (const name of tabs) {
    await page.getByRole('tab', { name }).click();
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel).toBeVisible();
    // Its loaders gone: the panel's data has arrived.
    await expect(panel.locator('.mantine-Loader-root')).toHaveCount(0);
    await accessibility.audit();
  }
}

/** The checks of the order form are soft, so a failure shows them all; each waits a little, the screen having settled. */
const check = expect.configure({ soft: true, timeout: 5_000 });

/** What focus visits from the focused element on, by Tab, until it leaves the form: each element's name and where it is drawn. */
async function tabStops(page: Page) {
  const stops: { name: string; x: number; y: number }[] = [];
  for (let presses = 0; presses < 40; presses++) {
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element?.closest('form')) return null;
      const box = element.getBoundingClientRect();
      return { name: element.getAttribute('name') ?? element.textContent?.trim() ?? element.tagName, x: box.left, y: box.top + window.scrollY };
    });
    if (!stop) break;
    stops.push(stop);
    await page.keyboard.press('Tab');
  }
  return stops;
}

/** The pairs of stops where focus goes up the screen, or left along a row: against the order they are drawn in. */
const outOfDrawnOrder = (stops: { name: string; x: number; y: number }[]) =>
  stops.slice(1).flatMap((next, i) => {
    const previous = stops[i]!;
    const sameRow = Math.abs(next.y - previous.y) < 2;
    return (sameRow ? next.x > previous.x : next.y > previous.y) ? [] : [`${previous.name} → ${next.name}`];
  });

/** The WCAG contrast of an element's text on the first background behind it that is not transparent. */
const textContrast = (text: Locator) =>
  text.evaluate((element) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour)
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    let behind: Element | null = element;
    while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
    const [text, background] = [
      luminance(getComputedStyle(element).color),
      luminance(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)'),
    ];
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
  });

// Each in English and in Spanish: the browser's language decides a first visit (the app's
// `<html lang>` is checked to follow), and the tests read the texts in it.
for (const [language, locale] of [
  ['English', 'en-US'],
  ['Spanish', 'es-US'],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });
    /** In Spanish, the one width the test's people use; in English, both. */
    const at = (tag: '@phone' | '@computer') => (language === 'Spanish' ? { tag } : {});

    test('the public screens have no serious accessibility faults', at('@phone'), async ({ page, accessibility }) => {
      // Seven screens, each audited by axe (a few seconds each): longer than one screen's test.
      test.slow();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.getByRole('heading', { name: LANDING_TEXTS.heading })).toBeVisible();
      await accessibility.audit();

      await page.goto('/shop');
      await chooseSchoolAndList(page, 'Lincoln Elementary School', 'Kindergarten Supply List');
      await accessibility.audit();
      await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
      await expect(page.getByRole('heading', { level: 1, name: ORDER_TEXTS.order.heading })).toBeVisible();
      await accessibility.audit();

      await page.goto('/my-orders');
      await lookUpOrders(page, 'sam.lee@example.com', '(217) 555-0188');
      await expect(page.getByRole('article')).toHaveCount(3);
      await accessibility.audit();

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.login.title })).toBeVisible();
      await accessibility.audit();

      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signup.title })).toBeVisible();
      await accessibility.audit();

      await page.goto('/accessibility');
      await expect(page.getByRole('heading', { level: 1, name: ACCESSIBILITY_TEXTS.heading })).toBeVisible();
      await accessibility.audit();

      expect(accessibility.screens).toEqual(expect.arrayContaining(['/', '/my-orders', '/login', '/signup', '/accessibility']));
      expect(accessibility.screens.filter(isShopStep('list'))).not.toHaveLength(0);
      expect(accessibility.screens.filter(isShopStep('order'))).not.toHaveLength(0);
    });

    test("a parent's screens have no serious accessibility faults", at('@phone'), async ({ page, accessibility }) => {
      // Six screens, each audited by axe (a few seconds each): longer than one screen's test.
      test.slow();
      await signInThroughPage(page, demoAccounts.parent);
      await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.greeting({ firstName: 'Jordan' }) })).toBeVisible();
      await expect(page.getByTestId('recent-order').first()).toBeVisible();
      await accessibility.audit();

      await page.goto('/my-orders');
      await expect(page.getByRole('article').first()).toBeVisible(LIVE_ORDERS_WAIT);
      await accessibility.audit();

      await page.goto('/shop');
      await chooseSchoolAndList(page, 'Maple Grove Academy', '3rd Grade Supply List');
      await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
      await expect(page.getByText(ORDER_TEXTS.form.orderingAs({ email: demoAccounts.parent }))).toBeVisible();
      await accessibility.audit();

      expect(accessibility.screens).toEqual(expect.arrayContaining(['/dashboard', '/my-orders']));
      expect(accessibility.screens.filter(isShopStep('order'))).not.toHaveLength(0);
    });

    test("the admin's API test page has no serious accessibility faults", at('@computer'), async ({ page, accessibility }) => {
      await signInThroughPage(page, demoAccounts.admin);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/api-test');
      await expect(page.getByRole('heading', { level: 1, name: API_TEST_TEXTS.title })).toBeVisible();
      await accessibility.audit();
      await page.getByRole('button', { name: API_TEST_TEXTS.endpoints.testAll }).click();
      await expect(page.getByTestId('api-test-result')).toHaveCount(5);
      // The same address with the results shown: audited again.
      await accessibility.audit();

      expect(accessibility.screens).toContain('/api-test');
    });

    // The order form as a screen reader and a keyboard meet it, on a family's phone in both languages.
    test(
      'the order form says what is required, puts every message under its field at once, announces prices and keeps focus visible and in drawn order',
      { tag: '@phone' },
      async ({ page, accessibility }) => {
        const texts = ORDER_TEXTS.form;
        await page.goto('/shop');
        await chooseSchoolAndList(page, 'Maple Grove Academy', '3rd Grade Supply List');
        await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
        const form = page.getByRole('form', { name: texts.heading });
        await expect(form).toBeVisible();

        for (const name of [
          texts.email,
          texts.phone,
          texts.studentFirstName,
          texts.studentLastName,
          ADDRESS_TEXTS.line1,
          ADDRESS_TEXTS.city,
          ADDRESS_TEXTS.state,
          ADDRESS_TEXTS.zipCode,
        ]) {
          await check(field(page, name), `${name} is required`).toHaveAttribute('aria-required', 'true');
        }
        check(await field(page, ADDRESS_TEXTS.line2).getAttribute('aria-required'), 'Address line 2 is optional').toBeNull();

        // "2x" is read as "Quantity: 2"; the box's price is announced as an item is left out.
        const summary = page.getByRole('region', { name: '3rd Grade Supply List' });
        await check(summary.getByText(ORDER_TEXTS.order.quantity({ quantity: 2 }), { exact: true })).toHaveAttribute('aria-hidden', 'true');
        await check(summary.getByText(ORDER_TEXTS.order.quantityWords({ quantity: 2 }), { exact: true })).toHaveCount(1);
        await summary.getByRole('checkbox').first().check();
        await check(summary.locator('[aria-live="polite"]')).toContainText(ORDER_TEXTS.order.boxPrice);

        // An empty submit: the first field in error has the focus, each is described by its message.
        await page.getByRole('button', { name: texts.continueToCheckout }).click();
        const email = field(page, texts.email);
        await expect(email).toBeFocused();
        for (const name of [texts.email, texts.phone]) {
          await check(field(page, name)).toHaveAttribute('aria-invalid', 'true');
          await check(field(page, name), `${name} is described by its message`).toHaveAccessibleDescription(checkoutMessages.contactRequired);
        }
        // Every rule broken is said at once, each under the first of its fields.
        for (const [name, text] of [
          [texts.studentFirstName, checkoutMessages.studentRequired],
          [texts.studentLastName, checkoutMessages.studentRequired],
          [ADDRESS_TEXTS.line1, checkoutMessages.addressRequired],
        ] as const) {
          await check(field(page, name), `${name} is described by its message`).toHaveAccessibleDescription(text);
        }
        for (const text of [checkoutMessages.studentRequired, checkoutMessages.addressRequired]) {
          // The others it describes are read out only: clipped to a pixel.
          const shown = await form
            .locator('.mantine-InputWrapper-error')
            .filter({ hasText: text })
            .evaluateAll((messages) => messages.filter((message) => message.getBoundingClientRect().height > 1).length);
          check(shown, `${text} is shown once`).toBe(1);
        }
        await check(form.getByRole('alert'), 'no message stands apart from its fields').toHaveCount(0);
        const message = form.locator('.mantine-InputWrapper-error').first();
        await check(message).toHaveText(checkoutMessages.contactRequired);
        if ((await message.count()) > 0) {
          const [emailBox, messageBox] = [await email.boundingBox(), await message.boundingBox()];
          check(messageBox && emailBox && messageBox.y >= emailBox.y + emailBox.height, 'the message is right under its field').toBe(true);
          check(await textContrast(message), 'the message reads at 4.5:1').toBeGreaterThanOrEqual(4.5);
        }

        // The focused field shows a ring, not only a change of border colour.
        const ring = await email.evaluate((element) => ({
          style: getComputedStyle(element).outlineStyle,
          width: parseFloat(getComputedStyle(element).outlineWidth),
        }));
        check(ring.style !== 'none' && ring.width >= 2, `a focus ring on the field (outline ${ring.style} ${ring.width}px)`).toBe(true);

        check(outOfDrawnOrder(await tabStops(page)), 'Tab moves down the form as it is drawn').toEqual([]);

        await accessibility.audit();
        check(describeViolations(accessibility.failing()), 'axe finds nothing serious after the empty submit').toBe('');
      },
    );

    test.describe('screens the guest meets on My Orders', () => {
      test('an empty lookup result has no serious accessibility faults', at('@phone'), async ({ page, accessibility }) => {
        await page.goto('/my-orders');
        await lookUpOrders(page, 'sam.lee@example.com', '(217) 555-0000');
        await expect(page.getByRole('heading', { name: MY_ORDERS_TEXTS.empty.title })).toBeVisible();
        await accessibility.audit();
        expect(accessibility.screens).toContain('/my-orders');
      });
    });

    // Texts read when the test runs, in its language.
    const staffDashboards = [
      {
        who: 'a school representative',
        people: '@phone' as const,
        account: demoAccounts.rep,
        title: () => SCHOOL_DASHBOARD_TEXTS.repTitle,
        tabs: () => [
          SCHOOL_DASHBOARD_TEXTS.tabs.lists,
          SCHOOL_DASHBOARD_TEXTS.tabs.orders,
          SCHOOL_DASHBOARD_TEXTS.tabs.fulfilment,
          SCHOOL_DASHBOARD_TEXTS.tabs.fundraising,
        ],
        path: '/school-dashboard',
      },
      {
        who: 'an administrator',
        people: '@computer' as const,
        account: demoAccounts.admin,
        title: () => ADMIN_TEXTS.title,
        tabs: () => [
          ADMIN_TEXTS.tabs.overview,
          ADMIN_TEXTS.tabs.orders,
          ADMIN_TEXTS.tabs.schools,
          ADMIN_TEXTS.tabs.supplyLists,
          ADMIN_TEXTS.tabs.products,
          ADMIN_TEXTS.tabs.purchasing,
          ADMIN_TEXTS.tabs.codes,
          ADMIN_TEXTS.tabs.margins,
          ADMIN_TEXTS.tabs.settings,
        ],
        path: '/admin',
      },
    ];
    for (const { who, people, account, title, tabs, path } of staffDashboards) {
      test(`the dashboard of ${who} has no serious accessibility faults`, at(people), async ({ page, accessibility }) => {
        // Each tab audited: longer than one screen's test.
        test.slow();
        await signInThroughPage(page, account);
        await expect(page.getByRole('heading', { level: 1, name: title() })).toBeVisible();
        await auditTabs(page, accessibility, tabs());
        expect(accessibility.screens).toContain(path);
      });
    }
  });
}

// What the fixture does, not what a layout shows: one width.
test.describe('the accessibility fixture', { tag: '@computer' }, () => {
  // What a test sees audited, whatever other tests of the run audited before.
  test.use({ auditScope: 'test' });

  test('audits each screen once, just before the test acts on it', async ({ page, accessibility }) => {
    await page.goto('/');
    await page.getByRole('button', { name: LANDING_TEXTS.contactUs }).click();
    await expect(page.getByRole('dialog', { name: LANDING_TEXTS.contact.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: LANDING_TEXTS.shopNow }).click();
    await expect(page).toHaveURL(/\/shop$/);

    // '/' before the click on Contact Us and not again before Shop Now; the dialog before Escape.
    expect(accessibility.screens).toEqual(['/', `/ [dialog: ${LANDING_TEXTS.contact.title}]`]);
  });

  test('counts a critical violation as one that fails the test', async ({ page, accessibility }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: LANDING_TEXTS.heading })).toBeVisible();
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
    await accessibility.audit();
    expect(accessibility.failing().map(({ rule, impact }) => `${impact} ${rule}`)).toEqual(['critical button-name']);

    // Forgotten again, or this test would fail as intended.
    accessibility.violations.length = 0;
  });

  test('finds a fault that stays while the screen keeps moving under the audit', async ({ page, accessibility }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: LANDING_TEXTS.heading })).toBeVisible();
    await page.evaluate(() => {
      const faint = Object.assign(document.createElement('p'), { textContent: 'Too faint to read' });
      faint.style.color = '#d0d0d0';
      // A minute-long transition: every reading of the screen sees it under way.
      const moving = document.createElement('div');
      moving.style.cssText = 'width: 10px; height: 10px; transition: transform 60s';
      document.querySelector('main')?.append(faint, moving);
      requestAnimationFrame(() => requestAnimationFrame(() => (moving.style.transform = 'translateX(5px)')));
    });
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
    await accessibility.audit();
    expect(accessibility.failing().map(({ rule, impact }) => `${impact} ${rule}`)).toEqual(['serious color-contrast']);

    accessibility.violations.length = 0;
  });
});
