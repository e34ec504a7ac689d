import { expect, type Page } from '@playwright/test';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { demoAccounts, signInThroughPage } from './auth-emulator';
import { orderNumber } from './browser-checkout';

/** The administrator's dashboard as an administrator reaches it: signed in on /login, then a tab. */

const texts = ADMIN_TEXTS;

/** Signs in as the demo administrator, who lands on /admin, and opens `tab` if given. */
export async function openAdmin(page: Page, tab?: string) {
  await signInThroughPage(page, demoAccounts.admin);
  await expect(page).toHaveURL(/\/admin$/);
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

/** The order's status dropdown, in the table (desktop) or its card (phone). */
export const orderStatusSelect = (page: Page, orderId: string) =>
  page.getByRole('combobox', { name: texts.orders.statusLabel({ orderNumber: orderNumber(orderId) }) });

/** All Orders holds every order: the administrator finds one by typing its number into the search. */
export async function searchOrder(page: Page, orderId: string) {
  await page.getByRole('tab', { name: texts.tabs.orders }).click();
  await page.getByRole('textbox', { name: texts.orders.filters.search }).fill(orderNumber(orderId));
  await expect(orderStatusSelect(page, orderId)).toBeVisible();
}

/** Picks a school in one of the dashboard's school filters as a person does: types its name, then clicks it among the schools that match. */
export async function pickSchool(page: Page, filter: string, school: string) {
  await page.getByRole('combobox', { name: filter, exact: true }).fill(school);
  const startsWith = new RegExp(`^${school.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await page.getByRole('listbox', { name: filter, exact: true }).getByRole('option', { name: startsWith }).first().click();
}
