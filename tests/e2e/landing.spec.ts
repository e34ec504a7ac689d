import { expect, test } from '../support/fixtures';
import { SUPPORT_CONTACT } from '../../web/src/config/support-contact';
import { LANDING_TEXTS } from '../../web/src/features/landing/texts';
import { NAV_TEXTS } from '../../web/src/components/layout/nav-bar/texts';
import { COMING_SOON_TEXTS } from '../../web/src/features/coming-soon/texts';

const noHorizontalScroll = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

test('the landing page welcomes, opens Contact Us and follows Shop Now', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: LANDING_TEXTS.heading })).toBeVisible();
  for (const feature of Object.values(LANDING_TEXTS.features)) {
    await expect(page.getByRole('heading', { name: feature.title })).toBeVisible();
  }
  expect(await page.evaluate(noHorizontalScroll)).toBe(true);

  await page.getByRole('button', { name: LANDING_TEXTS.contactUs }).click();
  const dialog = page.getByRole('dialog', { name: LANDING_TEXTS.contact.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: SUPPORT_CONTACT.phone })).toHaveAttribute('href', SUPPORT_CONTACT.phoneHref);
  await expect(dialog.getByRole('link', { name: SUPPORT_CONTACT.email })).toHaveAttribute('href', SUPPORT_CONTACT.emailHref);
  await expect(dialog.getByRole('link', { name: SUPPORT_CONTACT.website })).toHaveAttribute('href', SUPPORT_CONTACT.websiteHref);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: LANDING_TEXTS.shopNow }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('signed out, the navigation offers Sign In; guarded routes send to /login; unknown paths to /', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: NAV_TEXTS.openMenu }).click();
  await expect(page.getByRole('link', { name: NAV_TEXTS.signIn }).first()).toBeVisible();

  for (const guarded of ['/dashboard', '/school-dashboard', '/admin', '/api-test', '/login/email-verification']) {
    await page.goto(guarded);
    await expect(page, guarded).toHaveURL(/\/login$/);
  }
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('/coming-soon invites to join the waitlist', async ({ page }) => {
  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { name: COMING_SOON_TEXTS.heading })).toBeVisible();
  await page.getByRole('link', { name: COMING_SOON_TEXTS.joinWaitlist }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(noHorizontalScroll)).toBe(true);
});
