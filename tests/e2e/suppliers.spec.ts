import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { PURCHASING_TEXTS } from '../../web/src/features/admin/purchasing-texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { openAdmin } from '../support/admin-orders';

// An administrator adds a supplier in the Purchasing tab, and the product dialog offers it at once.

const texts = PURCHASING_TEXTS.suppliers;

test('an administrator adds a supplier and picks it for a new product', { tag: '@computer' }, async ({ page }, testInfo) => {
  const name = `Added Paper ${randomUUID().slice(0, 6)}`;
  await openAdmin(page, ADMIN_TEXTS.tabs.purchasing);
  await page.getByRole('button', { name: texts.add }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog.title });
  await dialog.getByLabel(texts.dialog.name).fill(name);
  await dialog.getByLabel(texts.dialog.email).fill('orders@added-paper.example.com');
  await dialog.getByLabel(texts.dialog.leadTime).fill('6');
  await page.screenshot({ path: testInfo.outputPath('supplier-dialog-1280-en.png') });
  await dialog.getByRole('button', { name: texts.dialog.save }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: texts.tableLabel }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('orders@added-paper.example.com');
  await expect(row).toContainText(texts.leadTime({ days: 6 }));
  await page.getByRole('heading', { name: texts.heading }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('suppliers-1280-en.png') });

  // The product dialog's picker, read again, offers it without a reload.
  await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.products }).click();
  await page.getByRole('button', { name: ADMIN_TEXTS.products.add }).click();
  const product = page.getByRole('dialog', { name: ADMIN_TEXTS.products.dialog.createTitle });
  await product.getByRole('combobox', { name: ADMIN_TEXTS.products.dialog.supplier }).selectOption({ label: name });

  // The same section in Spanish, at a laptop's width and on a phone.
  await page.goto('/admin?tab=purchasing&lang=es');
  await expect(page.getByRole('table', { name: 'Proveedores' }).getByRole('row').filter({ hasText: name })).toContainText('6 días');
  await page.getByRole('heading', { name: 'Proveedores' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('suppliers-1280-es.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Agregar proveedor' }).click();
  await expect(page.getByRole('dialog', { name: 'Agregar proveedor' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('supplier-dialog-375-es.png') });
  await page.goto('/admin?tab=purchasing&lang=en');
  const card = page.getByRole('list', { name: texts.tableLabel }).getByRole('article', { name });
  await expect(card).toBeVisible();
  // The sections above still loading would push the card out of view again.
  await expect(page.getByText(PURCHASING_TEXTS.demand.loading).or(page.getByText(PURCHASING_TEXTS.orders.loading))).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('suppliers-375-en.png') });
});
