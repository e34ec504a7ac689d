import type { Page } from '@playwright/test';
import { formatMoney, type OrderResponse } from '@ssb/contract';
import { expect, test } from '../support/fixtures';
import { ORDER_STATUS_LABELS } from '../../web/src/components/orders/order-status';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { SCHOOL_ORDERS_TEXTS } from '../../web/src/features/school-dashboard/orders-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { STAFF_ORDER_TEXTS as texts } from '../../web/src/features/staff-order/texts';
import { closeAdminAuth, signIn } from '../support/auth';
import { signInThroughPage } from '../support/auth-emulator';
import { openAdmin, searchOrder } from '../support/admin-orders';
import { orderNumber } from '../support/browser-checkout';
import { expectStatus, guestCheckoutBody, orderIdOf, placeGuestOrder, submitCard } from '../support/orders';
import { representativeOf } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, writeList } from '../support/school-data';
import { closeTestDb, createListAt } from '../support/stack';
import { WEBHOOK_WAIT_MS } from '../support/webhook';

// An order's page (docs/decisions.md §32): the administrator opens it from All Orders at a
// computer's width, the school's representative from Student Orders on a phone, in English and
// Spanish; and the Overview's money this season with its chart (§31).

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** A school of the test's own with an order recorded paid at the office and moved to Preparing by the administrator. */
async function schoolWithOrder() {
  const schoolId = await createPrivateSchool('Timeline Elementary');
  const [crayons] = await createPrivateProducts([299]);
  const listId = await writeList(schoolId, { published: true, name: 'Grade 3 Supply List', items: [{ productId: crayons!, quantity: 2 }] });
  const admin = await signIn('admin@example.com');
  const recorded = await call<OrderResponse>('POST', '/orders', admin, {
    ...guestCheckoutBody({ supplyListId: listId, studentFirstName: 'Lena', studentLastName: 'Park' }),
    status: 'PAYMENT_SUCCESS',
  });
  expect(recorded.status).toBe(201);
  const orderId = recorded.body.order.id;
  expect((await call('PUT', `/orders/${orderId}/status`, admin, { status: 'PREPARING' })).status).toBe(200);
  return { schoolId, orderId };
}

async function expectOrderPage(page: Page, orderId: string) {
  await expect(page.getByRole('heading', { level: 1, name: texts.title({ orderNumber: orderNumber(orderId) }) })).toBeVisible();
  for (const heading of [
    texts.items.heading,
    texts.delivery.heading,
    texts.contact.heading,
    texts.payment.heading,
    texts.emails.heading,
    texts.timeline.heading,
  ]) {
    await expect(page.getByRole('region', { name: heading })).toBeVisible();
  }
  const timeline = page.getByRole('region', { name: texts.timeline.heading });
  await expect(timeline.getByText(`${texts.timeline.packed} · ${ORDER_STATUS_LABELS.PREPARING}`)).toBeVisible();
  await expect(timeline.getByText(texts.timeline.by({ by: 'admin@example.com' })).first()).toBeVisible();
  // The "being packed" e-mail, and whether it reached the mailbox.
  await expect(page.getByRole('region', { name: texts.emails.heading }).getByText(texts.emails.delivered)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: texts.payment.heading })).toContainText(texts.payment.noRefunds);
}

for (const locale of ['en-US', 'es-US'] as const) {
  const lang = locale.slice(0, 2);
  test.describe(locale, () => {
    test.use({ locale });

    test(
      'an administrator opens an order from All Orders: its items, delivery, money, e-mails and timeline; the Overview shows the season',
      { tag: '@computer' },
      async ({ page }) => {
        const { orderId } = await schoolWithOrder();
        await openAdmin(page);
        const season = page.getByRole('region', { name: ADMIN_TEXTS.overview.season.heading });
        await expect(season.getByRole('img', { name: new RegExp(ADMIN_TEXTS.overview.season.chart) })).toBeVisible();
        await expect(season.getByTestId('money-value').first()).toContainText('$');
        await page.screenshot({ path: test.info().outputPath(`45-8-overview-${lang}-after.png`), fullPage: true });

        await searchOrder(page, orderId);
        await page.getByRole('link', { name: orderNumber(orderId), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
        await expectOrderPage(page, orderId);
        await page.screenshot({ path: test.info().outputPath(`45-8-order-page-${lang}-after.png`), fullPage: true });
        await page.getByRole('link', { name: texts.backToOrders }).click();
        await expect(page).toHaveURL(/\/admin\?tab=orders$/);
      },
    );

    test('a box paid by card and cancelled: its page says what went back, by part', { tag: '@computer' }, async ({ page, request }) => {
      // An Illinois school: 2 × $2.99 and 37 cents of sales tax.
      const { listId } = await createListAt('1 Test Way, Springfield, IL 62701', true, [{ productId: 'prod-crayons', quantity: 2 }]);
      const placed = await placeGuestOrder(request, { supplyListId: listId });
      const orderId = await orderIdOf(placed.body.email);
      expect((await submitCard(placed.checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
      await expectStatus(request, orderId, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
      expect((await call('DELETE', `/orders/${orderId}`, await signIn('admin@example.com'))).status).toBe(200);
      await openAdmin(page);
      await page.goto(`/admin/orders/${orderId}`);
      const payment = page.getByRole('region', { name: texts.payment.heading });
      await expect(payment).toContainText(texts.payment.refunded({ amount: formatMoney(6.35) }));
      const parts = payment.getByTestId('refund-parts');
      await expect(parts).toContainText(texts.payment.refundParts.items({ amount: formatMoney(5.98) }));
      await expect(parts).toContainText(texts.payment.refundParts.tax({ amount: formatMoney(0.37) }));
      await expect(parts).not.toContainText(texts.payment.refundParts.shipping({ amount: formatMoney(0) }));
      await page.screenshot({ path: test.info().outputPath(`46-s-refund-parts-${lang}-after.png`), fullPage: true });
    });

    test('the school’s representative opens an order of its school from Student Orders on a phone', { tag: '@phone' }, async ({ page }) => {
      const { schoolId, orderId } = await schoolWithOrder();
      const rep = await representativeOf(schoolId);
      await signInThroughPage(page, rep.email, 'secret123');
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_DASHBOARD_TEXTS.repTitle })).toBeVisible();
      await page.getByRole('tab', { name: SCHOOL_DASHBOARD_TEXTS.tabs.orders }).click();
      await page.getByRole('link', { name: SCHOOL_ORDERS_TEXTS.cardTitle({ orderNumber: orderNumber(orderId) }) }).click();
      await expect(page).toHaveURL(new RegExp(`/school-dashboard/orders/${orderId}$`));
      await expectOrderPage(page, orderId);
      await page.screenshot({ path: test.info().outputPath(`45-8-order-page-rep-${lang}-after.png`), fullPage: true });
    });
  });
}
