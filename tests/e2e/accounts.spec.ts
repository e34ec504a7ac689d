import type { Page } from '@playwright/test';
import { formMessages, invitationMessages } from '@ssb/contract';
import { expect, test } from '../support/fixtures';
import { API_TEST_TEXTS } from '../../web/src/features/api-test/texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { AUTH_TEXTS } from '../../web/src/features/auth/texts';
import { INVITATION_TEXTS } from '../../web/src/features/auth/invitation-texts';
import { AUTH_ERROR_TEXTS } from '../../web/src/features/auth/auth-errors';
import { DASHBOARD_TEXTS } from '../../web/src/features/dashboard/texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { SESSION_TEXTS } from '../../web/src/features/session/texts';
import { NAV_TEXTS } from '../../web/src/components/layout/nav-bar/texts';
import { demoAccounts, signInThroughPage, uniqueEmail, verifyEmailByLink, waitForCode } from '../support/auth-emulator';
import { signUp as signUpByApi } from '../support/auth';
import { openBeforeTheApp, pageHtmlOnly } from '../support/prerendered';
import { fillAddress } from '../support/browser-checkout';
import { invite } from '../support/invitations';
import { expectCaught } from '../support/mail';
import { createPrivateSchool } from '../support/school-data';

const login = AUTH_TEXTS.login;
const signup = AUTH_TEXTS.signup;

const noHorizontalScroll = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

const signIn = signInThroughPage;

/** The sign-up form, filled with the password every test account here has. */
async function fillSignUp(page: Page, form: { firstName: string; lastName: string; email: string; phone: string; address: Parameters<typeof fillAddress>[1] }) {
  await page.getByLabel(signup.firstName).fill(form.firstName);
  await page.getByLabel(signup.lastName).fill(form.lastName);
  await page.getByLabel(signup.email).fill(form.email);
  await page.getByLabel(signup.phone).fill(form.phone);
  await page.getByLabel(signup.password, { exact: false }).first().fill('secret123');
  await fillAddress(page, form.address);
}

test.describe('sign-up and e-mail verification', () => {
  test('a new parent signs up, verifies the e-mail and lands on the dashboard with the saved address', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: signup.title })).toBeVisible();
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);

    await fillSignUp(page, {
      firstName: 'Nia',
      lastName: 'Parker',
      email,
      phone: '(217) 555-0100',
      address: { line1: '12 Oak St', line2: 'Apt 4', city: 'Springfield', state: 'IL', zipCode: '62704' },
    });
    await page.getByRole('button', { name: signup.submit }).click();

    // The verification screen shows the address and the resend countdown of the e-mail just sent.
    await expect(page).toHaveURL(/\/login\/email-verification$/);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.verification.title })).toBeVisible();
    await expect(page.getByTestId('verification-email')).toHaveText(email);
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

    // Other screens send the unverified account back here.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\/email-verification$/);

    // Following the e-mail's link verifies the account; the screen notices within seconds.
    await verifyEmailByLink(email);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.greeting({ firstName: 'Nia' }) })).toBeVisible();
    await expect(page.getByText('12 Oak St, Apt 4, Springfield, IL 62704')).toBeVisible();
    await expect(page.getByText('(217) 555-0100')).toBeVisible();
    await expect(page.getByText(DASHBOARD_TEXTS.orders.empty)).toBeVisible();
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);
  });

  test(
    'signing up with an e-mail that has an account says so, also when Create Account was pressed before the app arrived',
    { tag: '@phone' },
    async ({ page }) => {
      const slowPhone = await openBeforeTheApp(page, '/signup');
      await fillSignUp(page, {
        firstName: 'Marge',
        lastName: 'Simpson',
        email: demoAccounts.parent,
        phone: '(217) 555-0142',
        address: { line1: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', zipCode: '62704' },
      });
      await page.getByRole('button', { name: signup.submit }).click();

      // The app sends what was sent before it arrived; the browser did not send it itself, with the password.
      await slowPhone.letTheAppIn();
      await expect(page.getByRole('alert')).toHaveText(AUTH_ERROR_TEXTS.signUp.emailInUse);
      await expect(page).toHaveURL(/\/signup$/);
      expect(slowPhone.addressesWithQuery()).toEqual([]);
    },
  );

  test('a signed-in account with an unverified e-mail is sent to the verification screen, also from /shop', { tag: '@phone' }, async ({ page }) => {
    const account = await signUpByApi(uniqueEmail('unverified'));
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/login\/email-verification$/);
    await expect(page.getByTestId('verification-email')).toHaveText(account.email);

    await page.goto('/shop');
    await expect(page).toHaveURL(/\/login\/email-verification$/);
  });
});

test.describe('sign-in', () => {
  test('a wrong password and an unknown e-mail show their messages', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, demoAccounts.parent, 'not-the-password');
    // The Auth emulator answers with the specific codes (no e-mail enumeration protection).
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERROR_TEXTS.signIn.wrongPassword);

    await signIn(page, uniqueEmail('nobody'), 'whatever1');
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERROR_TEXTS.signIn.userNotFound);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sign-in, sign-up, verification and dashboard pages paint from their own HTML, and what is typed before the app arrives signs in', async ({
    page,
  }) => {
    await pageHtmlOnly(page, '/signup');
    await expect(page.getByRole('heading', { level: 1, name: signup.title })).toBeVisible();
    await expect(page.getByLabel(signup.email)).toBeVisible();
    await pageHtmlOnly(page, '/login/email-verification');
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.verification.title })).toBeVisible();
    await expect(page.getByRole('button', { name: AUTH_TEXTS.verification.resend })).toBeDisabled();
    await pageHtmlOnly(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.greetingWithoutName })).toBeVisible();
    await expect(page.getByRole('link', { name: DASHBOARD_TEXTS.shop.cta })).toBeVisible();
    await pageHtmlOnly(page, '/school-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: SCHOOL_DASHBOARD_TEXTS.repTitle })).toBeVisible();
    await pageHtmlOnly(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_TEXTS.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: ADMIN_TEXTS.tabs.overview })).toBeVisible();
    await pageHtmlOnly(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: login.title })).toBeVisible();
    await page.unrouteAll();

    const slowPhone = await openBeforeTheApp(page, '/login');
    await page.getByLabel(login.email).fill(demoAccounts.parent);
    await page.getByLabel(login.password, { exact: false }).first().fill('password123');
    await slowPhone.letTheAppIn();
    await expect(page.getByLabel(login.email)).toHaveValue(demoAccounts.parent);
    await expect(page.getByLabel(login.password, { exact: false }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(
    'Sign In pressed before the app has arrived keeps the password out of the address, and signs in once the app is there',
    { tag: '@phone' },
    async ({ page }) => {
      const slowPhone = await openBeforeTheApp(page, '/login');
      await page.getByLabel(login.email).fill(demoAccounts.parent);
      await page.getByLabel(login.password, { exact: false }).first().fill('password123');
      await page.getByRole('button', { name: login.submit, exact: true }).click();

      await slowPhone.letTheAppIn();
      await expect(page).toHaveURL(/\/dashboard$/);
      // Sent by the browser itself, the form would have been a GET of /login?email=…&password=….
      expect(slowPhone.addressesWithQuery()).toEqual([]);
    },
  );

  test('the form asks for both fields and a 6-character password', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: login.submit, exact: true }).click();
    await expect(page.getByText(formMessages.emailRequired)).toBeVisible();
    await expect(page.getByText(formMessages.passwordRequired)).toBeVisible();
    await page.getByLabel(login.password, { exact: false }).first().fill('12345');
    await page.getByRole('button', { name: login.submit, exact: true }).click();
    await expect(page.getByText(formMessages.passwordTooShort)).toBeVisible();
  });

  test('Forgot Password? sends the reset e-mail', { tag: '@phone' }, async ({ page }) => {
    const account = await signUpByApi(uniqueEmail('reset'));
    await page.goto('/login');
    await page.getByRole('button', { name: login.forgotPassword }).click();
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.reset.title })).toBeVisible();

    await page.getByRole('button', { name: AUTH_TEXTS.reset.submit }).click();
    await expect(page.getByText(formMessages.resetEmailRequired)).toBeVisible();

    await page.getByLabel(login.email).fill(account.email);
    await page.getByRole('button', { name: AUTH_TEXTS.reset.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: AUTH_TEXTS.reset.success })).toBeVisible();
    await waitForCode(account.email, 'PASSWORD_RESET');

    await page.getByLabel(login.email).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: AUTH_TEXTS.reset.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERROR_TEXTS.reset.userNotFound);
  });

  const roles = [
    { who: 'the admin', email: demoAccounts.admin, dashboard: /\/admin$/, badge: NAV_TEXTS.roleBadge.admin },
    { who: 'the school representative', email: demoAccounts.rep, dashboard: /\/school-dashboard$/, badge: 'Lincoln Elementary School' },
    { who: 'the parent', email: demoAccounts.parent, dashboard: /\/dashboard$/, badge: NAV_TEXTS.roleBadge.parent },
  ];
  for (const { who, email, dashboard, badge } of roles) {
    test(`${who} goes to their dashboard after signing in, and back there from /login`, async ({ page, isMobile }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(dashboard);

      if (isMobile) {
        await page.getByRole('button', { name: NAV_TEXTS.openMenu }).click();
        const menu = page.getByRole('dialog', { name: NAV_TEXTS.menuTitle });
        await expect(menu.getByTestId('role-badge')).toHaveText(badge);
        await expect(menu.getByText(email)).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        await expect(page.getByRole('banner').getByText(email)).toBeVisible();
      }

      await page.goto('/login');
      await expect(page).toHaveURL(dashboard);
    });
  }

  test('the parent signs out and returns to /', async ({ page, isMobile }) => {
    await signIn(page, demoAccounts.parent);
    await expect(page).toHaveURL(/\/dashboard$/);
    if (isMobile) await page.getByRole('button', { name: NAV_TEXTS.openMenu }).click();
    await page.getByRole('button', { name: NAV_TEXTS.signOut }).last().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the session', () => {
  test('warns in its last 10 minutes, can be extended, and ends after an hour', { tag: '@phone' }, async ({ page }) => {
    await page.clock.install();
    await signIn(page, demoAccounts.parent);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.clock.fastForward('51:00');
    const popup = page.getByRole('dialog', { name: SESSION_TEXTS.title });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(/Your session will expire in [89] minute\(s\)/);

    await popup.getByRole('button', { name: SESSION_TEXTS.extend }).click();
    await expect(popup).toBeHidden();

    // A new hour: no warning after another 45 minutes, then the warning, then the end.
    await page.clock.fastForward('45:00');
    await expect(popup).toBeHidden();
    await page.clock.fastForward('06:00');
    await expect(popup).toBeVisible();
    await page.clock.fastForward('10:00');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(SESSION_TEXTS.expired)).toBeVisible();
  });

  test('Logout Now ends the session and returns to /', { tag: '@computer' }, async ({ page }) => {
    await page.clock.install();
    await signIn(page, demoAccounts.parent);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.fastForward('55:00');
    const popup = page.getByRole('dialog', { name: SESSION_TEXTS.title });
    await popup.getByRole('button', { name: SESSION_TEXTS.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(popup).toBeHidden();
  });
});

test.describe('the API test page', () => {
  test('the admin runs all five endpoints successfully', { tag: '@computer' }, async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/api-test');
    await expect(page.getByRole('heading', { level: 1, name: API_TEST_TEXTS.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(demoAccounts.admin)).toBeVisible();

    await page.getByRole('button', { name: API_TEST_TEXTS.endpoints.testAll }).click();
    const results = page.getByTestId('api-test-result');
    await expect(results).toHaveCount(5);
    for (const description of ['Health Check', 'Get Schools', 'Get Supply Lists', 'Get Orders', 'Get User Profile']) {
      await expect(page.getByRole('article', { name: `${description} - Success` })).toBeVisible();
    }
    await expect(page.locator('[data-testid="api-test-result"][data-success="true"]')).toHaveCount(5);
    expect(await page.evaluate(noHorizontalScroll)).toBe(true);

    await page.getByRole('button', { name: API_TEST_TEXTS.endpoints.clear }).click();
    await expect(results).toHaveCount(0);
  });

  test('a parent is sent from /api-test to /dashboard', { tag: '@computer' }, async ({ page }) => {
    await signIn(page, demoAccounts.parent);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/api-test');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('an invitation to represent a school', () => {
  test(
    'the invited person opens the e-mail’s link on a phone, chooses a name and a password, and lands on the school dashboard; the link works once',
    { tag: '@phone' },
    async ({ page }) => {
      const school = `Gate School ${crypto.randomUUID().slice(0, 6)}`;
      const schoolId = await createPrivateSchool(school);
      const email = uniqueEmail('invited-rep');
      expect((await invite(schoolId, email)).status).toBe(201);
      const [mail] = await expectCaught(email, 1);
      const link = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];

      await page.goto(link);
      const texts = INVITATION_TEXTS;
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByText(texts.intro({ school, email }))).toBeVisible();
      await expect(page.getByText(texts.existingAccount)).toHaveCount(0);
      await page.getByLabel(texts.firstName).fill('Gia');
      await page.getByLabel(texts.lastName).fill('Gatekeeper');
      await page.getByLabel(texts.password).fill('secret123');
      expect(await page.evaluate(noHorizontalScroll)).toBe(true);
      await page.getByRole('button', { name: texts.submit }).click();

      await expect(page).toHaveURL(/\/school-dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_DASHBOARD_TEXTS.repTitle })).toBeVisible();
      await page.goto(link);
      await expect(page.getByText(invitationMessages.gone)).toBeVisible();
    },
  );
});
