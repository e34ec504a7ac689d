import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { ADMIN_MONEY_TEXTS } from '../../web/src/features/admin/money-texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { openAdmin, pickSchool } from '../support/admin-orders';
import { testDb } from '../support/stack';

// Money beyond the list price at a laptop's width (administrators use a computer): the fee for
// shipping a box home, a code, and a school's vouchers with their CSV to print.

const texts = ADMIN_MONEY_TEXTS;
const tabs = ADMIN_TEXTS.tabs;

// The shipping settings are one document for the whole shop: put back as no fee.
test.afterAll(async () => {
  await testDb().doc('settings/shipping').delete();
});

test('an administrator sets the home-delivery fee and sees the line families will see', { tag: '@computer' }, async ({ page }) => {
  await openAdmin(page, tabs.settings);
  const card = page.getByRole('region', { name: texts.settings.shipping.heading });
  await card.getByRole('spinbutton', { name: texts.settings.shipping.fee }).fill('9');
  await card.getByRole('spinbutton', { name: texts.settings.shipping.freeOver }).fill('50');
  await card.getByRole('button', { name: texts.settings.shipping.save }).click();
  await expect(page.getByText(texts.settings.shipping.saved)).toBeVisible();
  await expect(card.getByTestId('shipping-preview')).toHaveText('Home delivery: $9.00, free on orders of $50.00 or more');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: texts.settings.shipping.fee })).toHaveValue('9.00');
});

test('an administrator makes a code, turns it off, and makes a school’s vouchers whose CSV downloads', { tag: '@computer' }, async ({ page }) => {
  const code = `Fall${randomUUID().slice(0, 6)}`;
  const t = texts.codes;
  await openAdmin(page, tabs.codes);

  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog.title });
  await dialog.getByRole('textbox', { name: t.dialog.code }).fill(code);
  await dialog.getByRole('spinbutton', { name: t.dialog.percent }).fill('15');
  await dialog.getByRole('button', { name: t.dialog.create }).click();
  await expect(page.getByText(t.added({ code }))).toBeVisible();
  const table = page.getByRole('table', { name: t.tableLabel });
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText(t.everySchool);

  await row.getByRole('button', { name: t.turnOffLabel({ code }) }).click();
  await expect(row).toContainText(t.inactive);
  await expect(row.getByRole('button', { name: t.turnOnLabel({ code }) })).toBeVisible();
  await expect.poll(async () => (await testDb().doc(`promotionCodes/${code.toUpperCase()}`).get()).get('active')).toBe(false);

  await page.getByRole('button', { name: t.addBatch }).click();
  const batch = page.getByRole('dialog', { name: t.batchDialog.title });
  await pickSchool(page, t.batchDialog.school, 'Riverside Middle School');
  await batch.getByRole('spinbutton', { name: t.batchDialog.count }).fill('3');
  await batch.getByRole('button', { name: t.batchDialog.create }).click();
  await expect(batch.getByRole('status')).toHaveText('3 vouchers were made for Riverside Middle School.');
  const downloading = page.waitForEvent('download');
  await batch.getByRole('button', { name: t.batchDialog.download }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Code,School,Discount');
  expect(lines.slice(1)).toHaveLength(3);
  for (const line of lines.slice(1)) expect(line).toMatch(/^[A-HJKMNP-Z2-9]{10},Riverside Middle School,100%$/);
  await batch.getByRole('button', { name: t.batchDialog.done }).click();
  const voucher = lines[1]!.split(',')[0]!;
  await expect(table.getByRole('row').filter({ hasText: voucher })).toContainText(t.voucher);
});
