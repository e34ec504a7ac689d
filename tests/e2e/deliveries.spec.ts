import { addDays, formatCalendarDay } from '@ssb/contract';
import { expect, test } from '../support/fixtures';
import { noHorizontalScroll } from '../support/browser-checkout';
import { bearer, closeAdminAuth, signIn } from '../support/auth';
import { mailsTo } from '../support/mail';
import { expectStatus, homeAddress, orderIdOf, placeGuestOrder, submitCard } from '../support/orders';
import { closeTestDb, createPrivateList, stack, testDb } from '../support/stack';
import { WEBHOOK_WAIT_MS } from '../support/webhook';

// A family on a phone sees when its box arrives at the school, in English and Spanish, and the
// tracking of a box sent home on My Orders (docs/decisions.md §27).

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** Keeps a screenshot of the whole page with the test's output, to be looked at. */
const shot = (page: import('@playwright/test').Page, path: string) => page.screenshot({ path, fullPage: true });

test('the shop says the school’s delivery date, in English and in Spanish', { tag: '@phone' }, async ({ page }, testInfo) => {
  const { schoolId } = await createPrivateList({ deliverToSchool: true });
  const date = addDays(new Date().toISOString().slice(0, 10), 30);
  await testDb().doc(`schools/${schoolId}`).update({ deliveryDate: date });
  const name = (await testDb().doc(`schools/${schoolId}`).get()).data()!.name as string;

  await page.goto(`/shop?school=${schoolId}`);
  await expect(page.getByText(`Delivered to ${name} by ${formatCalendarDay(date, 'en')}`)).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, testInfo.outputPath('shop-delivered-by-en-375.png'));

  await page.goto(`/shop?school=${schoolId}&lang=es`);
  await expect(page.getByText(`Se entrega en ${name} antes del ${formatCalendarDay(date, 'es')}`)).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, testInfo.outputPath('shop-delivered-by-es-375.png'));
});

test('My Orders shows a box sent home its tracking link', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const { listId } = await createPrivateList({ deliverToSchool: false });
  const placed = await placeGuestOrder(request, { supplyListId: listId, address: homeAddress });
  expect((await submitCard(placed.checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  const orderId = await orderIdOf(placed.body.email);
  // The payment's webhook may take its time on a busy machine.
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
  const admin = await signIn('admin@example.com');
  const res = await request.put(`/api/orders/${orderId}/tracking`, { data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, headers: bearer(admin) });
  expect(res.status(), await res.text()).toBe(200);

  const [mail] = (await mailsTo(placed.body.email)).filter((sent) => sent.kind === 'tracking');
  const link = new RegExp(`${stack.app.replaceAll('.', '\\.')}/my-orders\\?[^\\s]+`).exec(mail!.message.text)![0];
  await page.goto(link);
  const track = page.getByRole('link', { name: 'Track the box' });
  await expect(track).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(page.getByText('Shipped with UPS, tracking number 1Z999AA10123456784')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, testInfo.outputPath('my-orders-tracking-en-375.png'));
});
