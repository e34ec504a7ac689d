import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { LANDING_TEXTS } from '../../web/src/features/landing/texts';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { NAV_TEXTS } from '../../web/src/components/layout/nav-bar/texts';
import { demoAccounts, signInThroughPage } from '../support/auth-emulator';
import { openBeforeTheApp } from '../support/prerendered';

/** A control of a prerendered page, by its role and name, and what a tap on it shows once the app is there. */
interface Control {
  role: 'button' | 'tab';
  name: string;
  /** What the visitor does on the prerendered page before the tap. */
  before?: (page: Page) => Promise<void>;
  tookEffect: (page: Page) => Promise<void>;
}

const openMenu: Control = {
  role: 'button',
  name: NAV_TEXTS.openMenu,
  tookEffect: (page) => expect(page.getByRole('dialog', { name: NAV_TEXTS.menuTitle })).toBeVisible(),
};

/** Mantine's own name for the eye in a password field. */
const showPassword: Control = {
  role: 'button',
  name: 'Toggle password visibility',
  tookEffect: (page) => expect(page.getByLabel(AUTH_TEXTS.login.password, { exact: false }).first()).toHaveAttribute('type', 'text'),
};

const adminTab = (name: string, tab: string): Control => ({
  role: 'tab',
  name,
  async tookEffect(page) {
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new URL(`/admin?tab=${tab}`, page.url()).href);
  },
});

/** Each prerendered page (web/scripts/prerender.mjs) and every control a phone shows on it that is not a link or a form's submit button. */
const SIGNED_OUT = [
  {
    path: '/',
    controls: [
      openMenu,
      {
        role: 'button',
        name: LANDING_TEXTS.contactUs,
        tookEffect: (page) => expect(page.getByRole('dialog', { name: LANDING_TEXTS.contact.title })).toBeVisible(),
      },
    ],
  },
  { path: '/shop', controls: [openMenu] },
  {
    path: '/my-orders',
    controls: [
      openMenu,
      {
        role: 'button',
        name: MY_ORDERS_TEXTS.lookup.heading,
        tookEffect: (page) => expect(page.getByRole('button', { name: MY_ORDERS_TEXTS.lookup.heading })).toHaveAttribute('aria-expanded', 'false'),
      },
    ],
  },
  {
    path: '/login',
    controls: [
      showPassword,
      {
        role: 'button',
        name: AUTH_TEXTS.login.forgotPassword,
        // The reset form takes the e-mail typed into the sign-in form, as once the app is there.
        before: (page) => page.getByLabel(AUTH_TEXTS.login.email).fill(demoAccounts.parent),
        async tookEffect(page) {
          await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.reset.title })).toBeVisible();
          await expect(page.getByLabel(AUTH_TEXTS.login.email)).toHaveValue(demoAccounts.parent);
        },
      },
    ],
  },
  { path: '/signup', controls: [showPassword] },
] satisfies { path: string; controls: Control[] }[];

/** The account's screens, opened by a signed-in administrator: a visitor signed out is sent to sign in as the app arrives. */
const SIGNED_IN = [
  // Its buttons wait for the account, off; the administrator's is verified, so the app goes on to /admin.
  { path: '/login/email-verification', controls: [openMenu] },
  { path: '/dashboard', controls: [openMenu] },
  { path: '/school-dashboard', controls: [openMenu] },
  {
    path: '/admin',
    controls: [
      openMenu,
      adminTab(ADMIN_TEXTS.tabs.orders, 'orders'),
      adminTab(ADMIN_TEXTS.tabs.schools, 'schools'),
      adminTab(ADMIN_TEXTS.tabs.supplyLists, 'supply-lists'),
      adminTab(ADMIN_TEXTS.tabs.products, 'products'),
      adminTab(ADMIN_TEXTS.tabs.purchasing, 'purchasing'),
      adminTab(ADMIN_TEXTS.tabs.shipments, 'shipments'),
      adminTab(ADMIN_TEXTS.tabs.codes, 'codes'),
      adminTab(ADMIN_TEXTS.tabs.margins, 'margins'),
      adminTab(ADMIN_TEXTS.tabs.settings, 'settings'),
    ],
  },
] satisfies { path: string; controls: Control[] }[];

/** The names of the controls on view on the prerendered page that only the app's script can answer. */
const controlsNeedingTheApp = (page: Page) =>
  page.locator('[data-prerendered]').evaluate((prerendered) =>
    Array.from(prerendered.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"]'))
      .filter((control) => control.checkVisibility() && !control.matches(':disabled, [aria-selected="true"]'))
      .filter((control) => !(control instanceof HTMLButtonElement && control.type === 'submit' && control.form))
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''),
  );

/** Taps each control of `path` before the app's script has run, each on a fresh page, and sees it take effect once the app is there. */
async function tapEachBeforeTheApp(page: Page, path: string, controls: Control[]) {
  let listed = false;
  for (const control of controls) {
    const slowPhone = await openBeforeTheApp(page, path);
    await expect(page.locator('[data-prerendered]')).toBeAttached();
    if (!listed) {
      expect(new Set(await controlsNeedingTheApp(page)), `the controls of ${path} this test taps`).toEqual(new Set(controls.map(({ name }) => name)));
      listed = true;
    }
    await control.before?.(page);
    await page.getByRole(control.role, { name: control.name, exact: true }).tap();
    await slowPhone.letTheAppIn();
    await control.tookEffect(page);
  }
}

test('a tap on a prerendered page before the app has arrived takes effect once it is there', { tag: '@phone' }, async ({ page }) => {
  test.slow();
  for (const { path, controls } of SIGNED_OUT) await tapEachBeforeTheApp(page, path, controls);

  // On a computer the navigation offers the other language instead of the menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await tapEachBeforeTheApp(page, '/shop', [
    {
      role: 'button',
      name: NAV_TEXTS.languageName.es,
      tookEffect: async (target) => {
        await expect(target.locator('html')).toHaveAttribute('lang', 'es');
        await target.evaluate(() => localStorage.clear());
        await target.context().clearCookies();
      },
    },
  ]);
  await page.setViewportSize({ width: 375, height: 740 });

  await signInThroughPage(page, demoAccounts.admin);
  await expect(page).toHaveURL(/\/admin$/);
  for (const { path, controls } of SIGNED_IN) await tapEachBeforeTheApp(page, path, controls);
});
