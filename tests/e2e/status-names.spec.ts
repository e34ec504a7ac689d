import { expect, test } from '../support/fixtures';
import { ORDER_STATUS_LABELS } from '../../web/src/components/orders/order-status';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { SCHOOL_ORDERS_TEXTS } from '../../web/src/features/school-dashboard/orders-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { signInThroughPage } from '../support/auth-emulator';
import { openAdmin, orderStatusSelect, searchOrder } from '../support/admin-orders';
import { representativeOf } from '../support/roles';
import { createPrivateProducts, createPrivateSchool, writeList, writeOrders } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// One name per status (docs/decisions.md §30): the tile that counts Preparing orders, the filter it
// opens, the order's dropdown and the representative's pills all say the same, in English and Spanish.

test.afterAll(async () => closeTestDb());

async function preparingOrder() {
  const schoolId = await createPrivateSchool('Names Elementary');
  const [productId] = await createPrivateProducts([299]);
  const listId = await writeList(schoolId, { published: true, name: 'Grade 1 Supply List', items: [{ productId: productId!, quantity: 2 }] });
  const [orderId] = await writeOrders(schoolId, listId, ['PREPARING']);
  return { schoolId, orderId: orderId! };
}

for (const locale of ['en-US', 'es-US'] as const) {
  const lang = locale.slice(0, 2);
  test.describe(locale, () => {
    test.use({ locale });

    test('the administrator’s In Progress tile, its filter and the order’s dropdown name Preparing alike', { tag: '@computer' }, async ({ page }) => {
      const { orderId } = await preparingOrder();
      const name = ORDER_STATUS_LABELS.PREPARING;
      await openAdmin(page);
      const tile = page.getByRole('link').filter({ hasText: ADMIN_TEXTS.overview.tiles.inProgress });
      await expect(tile.getByTestId('tile-status')).toHaveText(name);
      await tile.click();
      await expect(page.getByRole('combobox', { name: ADMIN_TEXTS.orders.filters.status, exact: true })).toHaveValue('PREPARING');
      await expect(page.getByRole('combobox', { name: ADMIN_TEXTS.orders.filters.status, exact: true }).locator('option:checked')).toHaveText(name);
      await searchOrder(page, orderId);
      await expect(orderStatusSelect(page, orderId).locator('option:checked')).toHaveText(name);
      await page.screenshot({ path: test.info().outputPath(`45-10-all-orders-${lang}-after.png`), fullPage: true });
    });

    test('the representative’s In Progress tile and the order’s pill name Preparing alike, on a phone', { tag: '@phone' }, async ({ page }) => {
      const { schoolId } = await preparingOrder();
      const rep = await representativeOf(schoolId);
      await signInThroughPage(page, rep.email, 'secret123');
      await page.getByRole('tab', { name: SCHOOL_DASHBOARD_TEXTS.tabs.orders }).click();
      const tiles = page.getByRole('group', { name: SCHOOL_ORDERS_TEXTS.tilesLabel });
      await expect(tiles.locator('dl > div').filter({ hasText: SCHOOL_ORDERS_TEXTS.inProgress })).toContainText(ORDER_STATUS_LABELS.PREPARING);
      await expect(page.getByRole('article').getByText(ORDER_STATUS_LABELS.PREPARING, { exact: true })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`45-10-school-orders-${lang}-after.png`), fullPage: true });
    });
  });
}
