import { createHmac } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { orderLookupMessages } from '@ssb/contract';
import { ORDER_STATUS_LABELS } from '../../web/src/components/orders/order-status';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { field, lookUpOrders, noHorizontalScroll } from '../support/browser-checkout';
import { openBeforeTheApp, pageHtmlOnly } from '../support/prerendered';
import { localSecrets } from '../../local/stack/secrets';

// The seeded guest (local/seed/demo-data.ts) and their three orders, newest first.
const samLee = { email: 'sam.lee@example.com', phone: '(217) 555-0188' };
const texts = MY_ORDERS_TEXTS;
const longUsDate = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

test('the demo guest finds their orders with every field', async ({ page }) => {
  await page.goto('/my-orders');
  await lookUpOrders(page, samLee.email, samLee.phone);

  const orders = page.getByRole('article');
  await expect(orders).toHaveCount(3);
  await expect(page.getByText(texts.lookup.showingFor({ email: samLee.email }))).toBeVisible();

  const awaiting = orders.filter({ hasText: '#emo-0004' });
  await expect(awaiting.getByRole('heading', { name: 'Kindergarten Supply List' })).toBeVisible();
  for (const text of [
    'Lincoln Elementary School',
    ORDER_STATUS_LABELS.AWAITING_PAYMENT,
    '$34.31',
    'Noah Lee',
    samLee.email,
    samLee.phone,
    'Lincoln Elementary School, 1200 Oak Street, Springfield, IL 62701',
    'Please label the pencil box with your child’s name.',
    texts.card.items,
    'Crayons (24 count)',
  ]) {
    await expect(awaiting).toContainText(text);
  }
  await expect(awaiting.locator('time')).toHaveText(longUsDate);
  await expect(awaiting.getByRole('listitem')).toHaveCount(7);
  await expect(awaiting.getByRole('listitem').filter({ hasText: 'Crayons (24 count)' })).toContainText('2x');

  await expect(orders.filter({ hasText: '#emo-0005' })).toContainText(ORDER_STATUS_LABELS.PAYMENT_FAILED);
  await expect(orders.filter({ hasText: '#emo-0007' })).toContainText(ORDER_STATUS_LABELS.COMPLETED);
  await expect(orders.filter({ hasText: '#emo-0007' })).toContainText('6th Grade Supply List');
  await expect(page.getByRole('link', { name: texts.empty.browse })).toHaveCount(0);
  expect(await noHorizontalScroll(page)).toBe(true);
});

test("the page's own HTML offers a guest the lookup, before any script has arrived", { tag: '@phone' }, async ({ page }) => {
  await pageHtmlOnly(page, '/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.lookup.heading })).toBeVisible();
  await expect(field(page, texts.lookup.email)).toBeVisible();
  await expect(field(page, texts.lookup.phone)).toBeVisible();
});

test('what a guest types before the app has arrived is kept, and so is the focus', { tag: '@phone' }, async ({ page }) => {
  const slowPhone = await openBeforeTheApp(page, '/my-orders');
  await field(page, texts.lookup.email).fill(samLee.email);
  await field(page, texts.lookup.phone).fill(samLee.phone.slice(0, 6));

  await slowPhone.letTheAppIn();
  await expect(field(page, texts.lookup.email)).toHaveValue(samLee.email);
  await expect(field(page, texts.lookup.phone)).toHaveValue(samLee.phone.slice(0, 6));
  await expect(field(page, texts.lookup.phone)).toBeFocused();
  await page.keyboard.type(samLee.phone.slice(6));
  await page.getByRole('button', { name: texts.lookup.submit }).click();
  await expect(page.getByRole('article')).toHaveCount(3);

  // Back on My Orders in this tab, the app folds the lookup away to show these orders: the
  // page's HTML does not show the open form first.
  await pageHtmlOnly(page, '/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.lookup.heading })).toBeHidden();
});

test('Find My Orders is disabled until both fields are filled', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/my-orders');
  const button = page.getByRole('button', { name: texts.lookup.submit });
  await expect(button).toBeDisabled();

  await field(page, texts.lookup.email).fill(samLee.email);
  await expect(button).toBeDisabled();
  await field(page, texts.lookup.phone).fill('   ');
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText(orderLookupMessages.bothRequired)).toBeVisible();

  await field(page, texts.lookup.email).fill('');
  await expect(button).toBeDisabled();
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('a payment return link past its 7 days says it has expired, and the guest looks the orders up instead', { tag: '@phone' }, async ({ page }) => {
  // Signed as the API signs a receipt link (functions/src/orders/receipt-token.ts), with an expiry a day ago.
  const expiredAt = Math.floor(Date.now() / 1000) - 24 * 60 * 60;
  const signature = createHmac('sha256', localSecrets().checkoutLinkSecret).update(`order-receipt:order-demo-0007|${expiredAt}`).digest('base64url');
  await page.goto(`/my-orders?status=paid&orderId=order-demo-0007&receipt=${expiredAt}.${signature}`);

  await expect(page.getByRole('alert').filter({ hasText: texts.receipt.expired })).toBeVisible();
  await lookUpOrders(page, samLee.email, samLee.phone);
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('a wrong phone finds nothing and points to the shop', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/my-orders');
  await lookUpOrders(page, samLee.email, '(217) 555-0000');

  await expect(page.getByText(texts.lookup.noneFound)).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.empty.title })).toBeVisible();
  await expect(page.getByText(texts.empty.guestHint)).toBeVisible();
  await page.getByRole('link', { name: texts.empty.browse }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
