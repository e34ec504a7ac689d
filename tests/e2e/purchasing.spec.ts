import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { PURCHASING_TEXTS } from '../../web/src/features/admin/purchasing-texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { openAdmin } from '../support/admin-orders';
import { bearer, signIn } from '../support/auth';
import { stack, testDb } from '../support/stack';

// The administrator's Purchasing tab at a laptop's width: demand with its shortfalls, a purchase
// order made from a supplier's, ordered, and received in two parts, the second on a phone.

const texts = PURCHASING_TEXTS;

/** Scrolls the page so `element` sits just under the sticky header. */
const belowTheHeader = (element: Element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72);

async function adminApi(path: string, body: unknown, method = 'POST') {
  const res = await fetch(`${stack.app}/api${path}`, {
    method,
    headers: { ...bearer(await signIn('admin@example.com')), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(method === 'POST' ? 201 : 200);
  return (await res.json()) as Record<string, { id: string; name: string; sku?: string }>;
}

test('an administrator makes a purchase order from demand and receives it in two parts', { tag: '@computer' }, async ({ page }, testInfo) => {
  const tag = randomUUID().slice(0, 6);
  const { supplier } = await adminApi('/suppliers', { name: `Journey Paper ${tag}`, email: 'orders@journey-paper.example.com', leadTimeDays: 4 });
  const { product: markers } = await adminApi('/products', {
    name: `Journey Markers ${tag}`,
    price: 4,
    sku: `MRK-${tag}`,
    supplierId: supplier!.id,
    cost: 0.85,
    packSize: 12,
    stockOnHand: 2,
  });
  const { product: folders } = await adminApi('/products', {
    name: `Journey Folders ${tag}`,
    price: 1,
    sku: `FLD-${tag}`,
    supplierId: supplier!.id,
    cost: 1.5,
    stockOnHand: 0,
  });
  // What unpacked paid boxes need of them, as the demand counters keep it.
  await testDb()
    .doc('demand/shop')
    .set({ products: { [markers!.id]: 20, [folders!.id]: 3 } }, { merge: true });

  await openAdmin(page, ADMIN_TEXTS.tabs.purchasing);
  await page.getByRole('combobox', { name: texts.demand.supplier }).selectOption({ label: supplier!.name });
  const demand = page.getByRole('table', { name: texts.demand.tableLabel });
  // The last column is the shortfall: 20 needed, 2 on hand.
  await expect(demand.getByRole('row').filter({ hasText: markers!.name }).getByRole('cell').last()).toHaveText('18');
  await expect(demand.getByRole('row').filter({ hasText: folders!.name }).getByRole('cell').last()).toHaveText('3');
  await page.screenshot({ path: testInfo.outputPath(`demand-1280-en.png`), fullPage: true });

  await page.getByRole('button', { name: texts.demand.makeOrder }).click();
  const sheet = page.getByTestId('purchase-order');
  await expect(sheet.getByRole('heading', { name: /^Purchase order PO-\d{4,}$/ })).toBeVisible();
  const number = (await sheet.getByRole('heading').first().textContent())!.replace('Purchase order ', '');
  await expect(sheet).toContainText(texts.statuses.DRAFT);
  const lines = sheet.getByRole('table', { name: texts.order.linesLabel({ number }) });
  // 18 short, bought as two packs of 12; folders one by one.
  await expect(lines.getByRole('row').filter({ hasText: markers!.name })).toContainText('24');
  await expect(lines.getByRole('row').filter({ hasText: markers!.name })).toContainText('$20.40');
  await expect(lines.getByRole('row').filter({ hasText: folders!.name })).toContainText('$4.50');
  await expect(lines).toContainText('$24.90');

  await page.getByRole('button', { name: texts.order.orderIt }).click();
  await expect(page.getByText(texts.order.orderedDone({ number }))).toBeVisible();
  await expect(sheet).toContainText(texts.statuses.ORDERED);
  await expect.poll(async () => (await testDb().doc(`products/${markers!.id}`).get()).get('onOrder')).toBe(24);
  await page.screenshot({ path: testInfo.outputPath(`purchase-order-1280-en.png`), fullPage: true });

  // The first delivery: ten markers, found by their SKU.
  await page.getByRole('searchbox', { name: texts.receive.search }).fill(markers!.sku!);
  await expect(page.getByTestId('receive-line')).toHaveCount(1);
  await page.getByRole('textbox', { name: texts.receive.count({ product: markers!.name }) }).fill('10');
  await page.getByRole('button', { name: texts.receive.receiveLabel({ product: markers!.name }) }).click();
  await expect(page.getByText(texts.receive.done({ count: 10, product: markers!.name }))).toBeVisible();
  await expect(sheet).toContainText(texts.statuses.PARTIAL);
  await expect(page.getByTestId('receive-line')).toContainText(texts.receive.progress({ received: 10, quantity: 24 }));

  // What prints: the purchase order alone, without the dashboard around it.
  await page.reload();
  await expect(sheet).toContainText(texts.statuses.PARTIAL);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('button', { name: texts.order.print })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath(`purchase-order-print-1280-en.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The rest arrives; receiving is done on a phone at the shelf.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/admin?tab=purchasing&po=${number}`);
  await expect(page.getByTestId('receive-line')).toHaveCount(2);
  const button = page.getByRole('button', { name: texts.receive.receiveLabel({ product: folders!.name }) });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('heading', { name: texts.receive.heading }).evaluate(belowTheHeader);
  await page.screenshot({ path: testInfo.outputPath(`receiving-375-en.png`) });
  await page.getByRole('searchbox', { name: texts.receive.search }).fill(folders!.name);
  await button.click();
  await expect(page.getByText(texts.receive.done({ count: 3, product: folders!.name }))).toBeVisible();
  await page.getByRole('searchbox', { name: texts.receive.search }).fill('');
  await page.getByRole('button', { name: texts.receive.receiveLabel({ product: markers!.name }) }).click();
  await expect(sheet).toContainText(texts.statuses.RECEIVED);
  await expect(page.getByText(texts.receive.nothingLeft)).toBeVisible();
  await expect(sheet).toContainText(texts.order.receipts);

  const stored = (await testDb().doc(`products/${markers!.id}`).get()).data()!;
  expect({ stockOnHand: stored.stockOnHand, onOrder: stored.onOrder }).toEqual({ stockOnHand: 26, onOrder: 0 });
  expect((await testDb().doc(`products/${folders!.id}`).get()).get('stockOnHand')).toBe(3);
  expect((await testDb().doc(`purchaseOrders/${number}`).get()).get('status')).toBe('RECEIVED');

  // The same screens in Spanish.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin?tab=purchasing&po=${number}&lang=es`);
  await expect(page.getByRole('heading', { name: `Orden de compra ${number}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`purchase-order-1280-es.png`), fullPage: true });
  await page.goto('/admin?tab=purchasing&lang=es');
  await page.getByRole('combobox', { name: 'Proveedor' }).selectOption({ label: supplier!.name });
  // Received, nothing is short any more: every row, with what is on hand.
  await page.getByRole('checkbox', { name: 'Solo faltantes' }).uncheck();
  await expect(page.getByRole('table', { name: 'Demanda por producto' }).getByRole('row').filter({ hasText: markers!.name })).toContainText('26');
  await expect(page.getByRole('table', { name: 'Órdenes de compra' }).getByRole('row').filter({ hasText: number })).toContainText('Recibida');
  await page.screenshot({ path: testInfo.outputPath(`demand-1280-es.png`), fullPage: true });

  // Receiving on a phone in Spanish, of a second order still to come.
  const { purchaseOrder } = await adminApi('/purchase-orders', {
    supplierId: supplier!.id,
    lines: [
      { productId: markers!.id, quantity: 12, unitCost: 0.85 },
      { productId: folders!.id, quantity: 6, unitCost: 1.5 },
    ],
  });
  await adminApi(`/purchase-orders/${purchaseOrder!.id}/status`, { status: 'ORDERED' }, 'PUT');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/admin?tab=purchasing&po=${purchaseOrder!.id}&lang=es`);
  await expect(page.getByRole('button', { name: `Recibir ${folders!.name}` })).toBeVisible();
  await page.getByRole('heading', { name: 'Recibir', exact: true }).evaluate(belowTheHeader);
  await page.screenshot({ path: testInfo.outputPath(`receiving-375-es.png`) });
});
