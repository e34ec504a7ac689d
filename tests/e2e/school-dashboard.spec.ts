import { expect, test } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { listLockMessages, orderNumberText } from '@ssb/contract';
import { SCHOOL_ORDERS_TEXTS as orderTexts } from '../../web/src/features/school-dashboard/orders-texts';
import { SCHOOL_DASHBOARD_TEXTS as texts } from '../../web/src/features/school-dashboard/texts';
import { PRODUCT_CHECKLIST_TEXTS as checklistTexts } from '../../web/src/components/catalog/texts';
import { signInThroughPage } from '../support/auth-emulator';
import { ORDER_STATUS_LABELS } from '../../web/src/components/orders/order-status';
import { cards, noHorizontalScroll } from '../support/browser-checkout';
import { orderIdFromSuccessUrl, placeGuestOrder, submitCard } from '../support/orders';
import { representativeOf } from '../support/roles';
import { createPrivateProducts, createPrivateSchool, writeList, writeOrders } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';

// docs/product.md §2 School dashboard in Chromium, at desktop and phone widths. Each representative
// test has a school, products and an account of its own, so its counts are exact while the
// other tests run.

test.afterAll(async () => {
  await closeTestDb();
});

/** A new school with a representative signed in on its dashboard. */
async function signedInRepresentative(page: Page) {
  const schoolId = await createPrivateSchool();
  const rep = await representativeOf(schoolId);
  // representativeOf's accounts sign up with this password (tests/support/auth.ts).
  await signInThroughPage(page, rep.email, 'secret123');
  await expect(page).toHaveURL(/\/school-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.repTitle })).toBeVisible();
  return schoolId;
}

const productName = (id: string) => new RegExp(id);
const listCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const tile = (page: Page, label: string) => page.getByRole('group', { name: orderTexts.tilesLabel }).locator('dl > div').filter({ hasText: label });

async function pick(dialog: Locator, productId: string, quantity: number) {
  await dialog.getByRole('searchbox', { name: texts.products.search }).fill(productId);
  await dialog.getByRole('checkbox', { name: productName(productId) }).check();
  const field = dialog.getByRole('textbox', { name: new RegExp(`^Quantity of .*${productId}`) });
  await expect(field).toHaveValue('1');
  await field.fill(String(quantity));
}

test('a representative creates a draft, adds products (the total follows), renames it and deletes it', { tag: '@phone' }, async ({ page }) => {
  const [crayons, pencils] = await createPrivateProducts([299, 349]);
  await signedInRepresentative(page);
  await expect(page.getByText(texts.lists.emptyTitle)).toBeVisible();
  await expect(page.getByText(texts.lists.emptyHint)).toBeVisible();

  await page.getByRole('button', { name: texts.lists.create }).click();
  const create = page.getByRole('dialog', { name: texts.listForm.createTitle });
  await expect(create.getByText(texts.listForm.autoHint)).toBeVisible();
  await create.getByRole('textbox', { name: texts.listForm.name }).fill('3rd Grade Supply List');
  expect(await noHorizontalScroll(page)).toBe(true);
  await create.getByRole('button', { name: texts.listForm.create }).click();
  await expect(create).toBeHidden();

  const card = listCard(page, '3rd Grade Supply List');
  await expect(card).toContainText(texts.lists.draft);
  await expect(card).toContainText('$0.00');
  await expect(card).toContainText(texts.lists.draftHint);

  await card.getByRole('button', { name: /^Manage Products/ }).click();
  const products = page.getByRole('dialog', { name: texts.products.title({ listName: '3rd Grade Supply List' }) });
  await expect(products.getByText(texts.products.draftBanner)).toBeVisible();
  await pick(products, crayons!, 2);
  await pick(products, pencils!, 1);
  // The total the server will store, before saving, beside Save: in view while the products scroll.
  await expect(products.getByTestId('total-after-saving')).toHaveText(checklistTexts.totalAfterSave({ total: '$9.47' }));
  await expect(products.getByRole('button', { name: texts.products.save })).toBeInViewport();
  // Targets of 24 × 24 px at least (WCAG 2.5.8).
  for (const target of [
    products.getByRole('checkbox', { name: new RegExp(pencils!) }),
    products.getByRole('button', { name: new RegExp(`^Increase .*${pencils}`) }),
  ]) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
  expect(await noHorizontalScroll(page)).toBe(true);
  await products.getByRole('button', { name: texts.products.save }).click();
  await expect(products).toBeHidden();
  // 2 × $2.99 + $3.49, recalculated by the server and shown without a reload.
  await expect(card).toContainText('$9.47');
  await expect(card).toContainText(texts.lists.items({ count: 2 }));

  await card.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: texts.listForm.editTitle });
  await expect(edit.getByText(texts.listForm.draftNote)).toBeVisible();
  await edit.getByRole('textbox', { name: texts.listForm.name }).fill('Grade 3 Supplies');
  await edit.getByRole('button', { name: texts.listForm.update }).click();
  const renamed = listCard(page, 'Grade 3 Supplies');
  await expect(renamed).toContainText('$9.47');

  await renamed.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: texts.deleteDialog.title });
  await expect(confirm).toContainText(texts.deleteDialog.confirm);
  await confirm.getByRole('button', { name: texts.deleteDialog.delete }).click();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByText(texts.lists.emptyTitle)).toBeVisible();
});

test('a representative sees a sold list locked, read-only and undeletable, and the school’s orders and tiles', { tag: '@phone' }, async ({ page }) => {
  const schoolId = await createPrivateSchool();
  const [product] = await createPrivateProducts([599]);
  const listId = await writeList(schoolId, { name: 'Kindergarten Box', published: true, items: [{ productId: product!, quantity: 2 }], totalPriceCents: 1198 });
  const orderIds = await writeOrders(schoolId, listId, ['AWAITING_PAYMENT', 'PREPARING', 'COMPLETED', 'PAYMENT_SUCCESS']);
  const rep = await representativeOf(schoolId);
  await signInThroughPage(page, rep.email, 'secret123');
  await expect(page).toHaveURL(/\/school-dashboard$/);

  const card = listCard(page, 'Kindergarten Box');
  await expect(card).toContainText(texts.lists.published);
  await expect(card).toContainText(texts.lists.priceLocked);
  await expect(card).toContainText('$11.98');
  await expect(card).toContainText('4 order(s) placed');

  const view = card.getByRole('button', { name: /^View Products/ });
  await expect(view).toBeDisabled();
  await view.focus();
  await expect(card.getByRole('tooltip', { name: texts.lists.productsLockedTip })).toBeVisible();
  // It is off: a click (forced past Playwright's own check for disabled controls) opens nothing.
  await view.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const remove = card.getByRole('button', { name: /^Delete/ });
  await expect(remove).toBeDisabled();
  await remove.hover();
  await expect(card.getByRole('tooltip', { name: listLockMessages.hasOrders })).toBeVisible();
  await remove.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await card.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: texts.listForm.editTitle });
  await expect(edit.getByRole('textbox', { name: texts.listForm.priceLocked })).toBeDisabled();
  await expect(edit.getByText(texts.listForm.lockedHint)).toBeVisible();
  await expect(edit.getByText(texts.listForm.publishedNote)).toBeVisible();
  await edit.getByRole('button', { name: texts.listForm.cancel }).click();

  await page.getByRole('tab', { name: texts.tabs.orders }).click();
  const counts = { [orderTexts.total]: '4', [orderTexts.newOrders]: '1', [orderTexts.inProgress]: '1', [orderTexts.completed]: '1' };
  for (const [label, value] of Object.entries(counts)) await expect(tile(page, label)).toContainText(value);
  // '#' and the id's last 8 characters: a cell on a wide screen, a card's title ('Order #…') on a phone.
  for (const id of orderIds) await expect(page.getByText(orderNumberText(id))).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('a representative sees a new order appear without a reload', { tag: '@phone' }, async ({ page, request }) => {
  const schoolId = await createPrivateSchool();
  const [product] = await createPrivateProducts([599]);
  const listId = await writeList(schoolId, { name: 'Live Box', published: true, items: [{ productId: product!, quantity: 1 }], totalPriceCents: 599 });
  const [older] = await writeOrders(schoolId, listId, ['PREPARING']);
  // The page's timers run on a clock the test can move: a polling table would ask again when it jumps.
  await page.clock.install();
  const rep = await representativeOf(schoolId);
  await signInThroughPage(page, rep.email, 'secret123');
  await expect(page).toHaveURL(/\/school-dashboard$/);

  const listening = page.waitForRequest((req) => req.url().includes('/google.firestore.v1.Firestore/Listen/'));
  await page.getByRole('tab', { name: texts.tabs.orders }).click();
  await expect(page.getByText(orderNumberText(older!))).toBeVisible();
  await expect(tile(page, orderTexts.total)).toContainText('1');
  await listening;

  // From here on, every request for the school's orders or tiles is counted.
  const reads: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith(`/api/orders/school/${schoolId}`) || path.startsWith(`/api/schools/${schoolId}/stats`)) reads.push(path);
  });
  // Six times the old 10-second polling interval pass with nothing new: nothing is asked.
  await page.clock.fastForward('01:00');
  await page.waitForTimeout(1_000);
  expect(reads).toEqual([]);

  // A guest orders this school's list and pays, while the tab stays open.
  const { checkoutUrl } = await placeGuestOrder(request, { supplyListId: listId });
  const orderId = orderIdFromSuccessUrl((await submitCard(checkoutUrl, cards.succeeds)).headers.get('location')!);
  const placed = page.locator('tr, article').filter({ hasText: orderNumberText(orderId) });
  await expect(placed).toContainText(ORDER_STATUS_LABELS.PAYMENT_SUCCESS);
  await expect(tile(page, orderTexts.total)).toContainText('2');
  // The listener asked for them: one read of the table and one of the tiles per change it saw (the order, then its payment).
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.length).toBeLessThanOrEqual(4);
});

test('an administrator switches schools in the selector and sees each school’s lists', { tag: '@computer' }, async ({ page }) => {
  await signInThroughPage(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/school-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: texts.adminTitle })).toBeVisible();
  await expect(page.getByText(texts.adminBadge)).toBeVisible();

  const selector = page.getByRole('combobox', { name: texts.selector.label });
  // The first school is chosen to begin with; the placeholder is there but not choosable.
  const first = await selector.locator('option').nth(1).getAttribute('value');
  await expect(selector).toHaveValue(first!);
  await expect(selector.locator('option').first()).toHaveText(texts.selector.placeholder);

  await selector.selectOption({
    label: texts.selector.optionWithAddress({ name: 'Lincoln Elementary School', address: '1200 Oak Street, Springfield, IL 62701' }),
  });
  await expect(listCard(page, 'Kindergarten Supply List')).toBeVisible();
  await expect(listCard(page, '5th Grade Supply List')).toContainText(texts.lists.draft);

  await selector.selectOption({ label: texts.selector.optionWithAddress({ name: 'Maple Grove Academy', address: '88 Maple Avenue, Chatham, IL 62629' }) });
  await expect(listCard(page, '3rd Grade Supply List')).toBeVisible();
  await expect(listCard(page, '4th Grade Supply List')).toContainText(texts.lists.draft);
  await expect(listCard(page, 'Kindergarten Supply List')).toHaveCount(0);
  expect(await noHorizontalScroll(page)).toBe(true);
});

test(
  'on a phone, a representative submits a finished draft for review; it waits for the administrators, who are e-mailed',
  { tag: '@phone' },
  async ({ page }) => {
    const schoolId = await signedInRepresentativeOfDraft(page);
    const draft = listCard(page, 'Review Draft');
    await draft.getByRole('button', { name: `${texts.lists.submitForReview}: Review Draft` }).click();
    await expect(draft.getByText(texts.lists.awaitingReview)).toBeVisible();
    await expect(draft.getByRole('button', { name: new RegExp(`^${texts.lists.submitForReview}`) })).toHaveCount(0);
    expect(await noHorizontalScroll(page)).toBe(true);

    const reviewMails = await testDb().collection('mail').where('schoolId', '==', schoolId).where('kind', '==', 'reviewRequest').get();
    expect(reviewMails.docs.map((doc) => doc.data().to)).toContain('admin@example.com');

    // A reload still says so: the wait is the list's, not the screen's.
    await page.reload();
    await expect(listCard(page, 'Review Draft').getByText(texts.lists.awaitingReview)).toBeVisible();
  },
);

/** A school with a draft holding a product, its representative signed in on the dashboard. */
async function signedInRepresentativeOfDraft(page: Page) {
  const schoolId = await createPrivateSchool();
  const [productId] = await createPrivateProducts([349]);
  await writeList(schoolId, { name: 'Review Draft', items: [{ productId: productId!, quantity: 2 }] });
  const rep = await representativeOf(schoolId);
  await signInThroughPage(page, rep.email, 'secret123');
  await expect(listCard(page, 'Review Draft')).toBeVisible();
  return schoolId;
}
