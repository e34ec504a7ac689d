import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { representativeMessages } from '@ssb/contract';
import { LIST_PRODUCTS_TEXTS } from '../../web/src/features/admin/list-products-texts';
import { SCHOOL_DIALOG_TEXTS } from '../../web/src/features/admin/school-dialog-texts';
import { ADDRESS_TEXTS } from '../../web/src/components/forms/texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { ORDER_STATUS_LABELS } from '../../web/src/components/orders/order-status';
import { openAdmin, orderStatusSelect, pickSchool, searchOrder } from '../support/admin-orders';
import {
  cards,
  checkOutAsGuest,
  field,
  findSchool,
  lookUpOrders,
  noHorizontalScroll,
  orderNumber,
  payWith,
  returnedOrderId,
} from '../support/browser-checkout';
import { newGuest, placeGuestOrder, submitCard, expectStatus } from '../support/orders';
import { visitorPage } from '../support/prerendered';
import { acceptInvitation, invitationTokenSentTo } from '../support/invitations';
import { verifiedAccount } from '../support/roles';
import { createPrivateList, testDb } from '../support/stack';

// The administrator's dashboard in Chromium, at desktop width and at 375 px (the phone project).

const texts = ADMIN_TEXTS;
const tag = () => randomUUID().slice(0, 6);

/** The guest's My Orders, in a browser of its own: the card of one order. */
async function guestSees(browser: Browser, guest: { email: string; phone: string }, orderId: string, status: string) {
  const page = await visitorPage(browser);
  await page.goto('/my-orders');
  await lookUpOrders(page, guest.email, guest.phone);
  await expect(page.getByRole('article').filter({ hasText: orderNumber(orderId) })).toContainText(status);
  await page.context().close();
}

test(
  'an administrator adds a school and a product, builds a list for it, prices and publishes it; a guest buys it and follows it to In Progress and Completed',
  { tag: '@computer' },
  async ({ page, browser }) => {
    // The whole journey across three screens and two browsers, axe auditing each screen it shows
    // (15-20 s on the admin's big tables on this machine): longer than one screen's test.
    test.setTimeout(360_000);
    const school = `Journey School ${tag()}`;
    const product = `Journey Globe ${tag()}`;
    const list = `Journey Grade ${tag()}`;
    await openAdmin(page, texts.tabs.schools);

    await page.getByRole('button', { name: texts.schools.add }).click();
    let dialog = page.getByRole('dialog', { name: SCHOOL_DIALOG_TEXTS.createDialog.title });
    await dialog.getByRole('textbox', { name: SCHOOL_DIALOG_TEXTS.createDialog.name }).fill(school);
    const journeyRoad = { line1: '7 Journey Road', city: 'Springfield', state: 'IL', zipCode: '62702' } as const;
    for (const [part, value] of Object.entries(journeyRoad) as [keyof typeof journeyRoad, string][]) {
      await dialog.getByRole('textbox', { name: ADDRESS_TEXTS[part] }).fill(value);
    }
    // How boxes reach families is asked up front; this school keeps the delivery to the school.
    await expect(dialog.getByRole('switch', { name: new RegExp(SCHOOL_DIALOG_TEXTS.delivery.deliverToSchool) })).toBeChecked();
    await dialog.getByRole('button', { name: SCHOOL_DIALOG_TEXTS.createDialog.submit }).click();
    await expect(page.getByRole('article', { name: school })).toContainText('0 supply lists');

    await page.getByRole('tab', { name: texts.tabs.products }).click();
    await page.getByRole('button', { name: texts.products.add }).click();
    dialog = page.getByRole('dialog', { name: texts.products.dialog.createTitle });
    await dialog.getByRole('textbox', { name: texts.products.dialog.name }).fill(product);
    await dialog.getByRole('spinbutton', { name: texts.products.dialog.price }).fill('12.50');
    await dialog.getByRole('combobox', { name: texts.products.dialog.type }).selectOption('CLASSROOM');
    await dialog.getByRole('button', { name: texts.products.dialog.create }).click();
    await expect(page.getByRole('article', { name: product })).toContainText(texts.products.usedIn({ count: 0 }));

    // The list is created in the school dashboard ('Manage School Lists'), for the new school.
    await page.getByRole('tab', { name: texts.tabs.schools }).click();
    await page.getByRole('link', { name: texts.schools.manageLists }).click();
    await expect(page).toHaveURL(/\/school-dashboard$/);
    await page.getByRole('combobox', { name: 'School' }).selectOption({ label: `${school} — 7 Journey Road, Springfield, IL 62702` });
    await page.getByRole('button', { name: 'Create New List' }).click();
    dialog = page.getByRole('dialog', { name: 'Create New List' });
    await dialog.getByRole('textbox', { name: 'List Name' }).fill(list);
    await dialog.getByRole('button', { name: 'Create List' }).click();
    await expect(dialog).toBeHidden();

    // Back in the admin dashboard: the list's products and note, its price, and publishing.
    await page.goto('/admin?tab=supply-lists');
    await pickSchool(page, texts.supplyLists.filter, school);
    const card = page.getByRole('article', { name: list });
    await expect(card).toContainText(texts.supplyLists.draft);
    await card.getByRole('button', { name: texts.supplyLists.manageLabel({ name: list }) }).click();
    dialog = page.getByRole('dialog', { name: LIST_PRODUCTS_TEXTS.title({ name: list }) });
    await dialog.getByRole('textbox', { name: LIST_PRODUCTS_TEXTS.note }).fill('Bring it on the first day.');
    await dialog.getByRole('checkbox', { name: product }).check();
    await dialog.getByRole('textbox', { name: LIST_PRODUCTS_TEXTS.quantityLabel({ name: product }) }).fill('2');
    await dialog.getByRole('button', { name: LIST_PRODUCTS_TEXTS.save({ count: 1 }) }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('1 item');
    const price = card.getByRole('spinbutton', { name: texts.supplyLists.priceLabel({ name: list }) });
    await price.fill('22.75');
    await price.blur();
    await card.getByRole('button', { name: texts.supplyLists.publishLabel({ action: texts.supplyLists.publish, name: list }) }).click();
    await expect(card).toContainText(texts.supplyLists.published);
    expect(await noHorizontalScroll(page)).toBe(true);

    // The shop shows it at once; a guest buys it in a browser of their own.
    await page.goto('/shop');
    await expect(await findSchool(page, school)).toContainText('1 supply list');
    const guest = newGuest();
    const guestPage = await visitorPage(browser);
    await checkOutAsGuest(guestPage, { school, list, form: { ...guest, studentFirstName: 'Ada', studentLastName: 'Journey' } });
    // The payment page charges the administrator's price, not the product's $12.50 × 2, and
    // Illinois's 6.25 % sales tax on it, where the school is: $1.42.
    await expect(guestPage.getByRole('row', { name: /Sales tax/ })).toContainText('$1.42');
    await expect(guestPage.getByRole('row', { name: /Total/ })).toContainText('$24.17');
    await payWith(guestPage, cards.succeeds);
    const orderId = await returnedOrderId(guestPage, 'paid');
    await guestPage.context().close();
    await guestSees(browser, guest, orderId, ORDER_STATUS_LABELS.PAYMENT_SUCCESS);

    // In Progress, then Complete; the guest's My Orders follows each step.
    await page.goto('/admin');
    await searchOrder(page, orderId);
    await orderStatusSelect(page, orderId).selectOption('PREPARING');
    await expect(orderStatusSelect(page, orderId)).toHaveValue('PREPARING');
    await guestSees(browser, guest, orderId, ORDER_STATUS_LABELS.PREPARING);
    await page.getByRole('button', { name: texts.orders.completeLabel({ orderNumber: orderNumber(orderId) }) }).click();
    await expect(page.getByRole('button', { name: texts.orders.completeLabel({ orderNumber: orderNumber(orderId) }) })).toBeDisabled();
    await guestSees(browser, guest, orderId, ORDER_STATUS_LABELS.COMPLETED);
  },
);

test('a paid order moves to In Progress and then Complete, and the guest’s My Orders shows each status', async ({ page, browser, request }) => {
  const { listId } = await createPrivateList({ deliverToSchool: true });
  const { body, checkoutUrl } = await placeGuestOrder(request, { supplyListId: listId });
  const paid = await submitCard(checkoutUrl, cards.succeeds);
  const orderId = new URL(paid.headers.get('location')!).searchParams.get('orderId')!;
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
  const guest = { email: body.email, phone: body.phone };

  await openAdmin(page);
  await searchOrder(page, orderId);
  await orderStatusSelect(page, orderId).selectOption('PREPARING');
  await expect(orderStatusSelect(page, orderId)).toHaveValue('PREPARING');
  await guestSees(browser, guest, orderId, ORDER_STATUS_LABELS.PREPARING);

  const complete = page.getByRole('button', { name: texts.orders.completeLabel({ orderNumber: orderNumber(orderId) }) });
  await complete.click();
  await expect(complete).toBeDisabled();
  await expect(orderStatusSelect(page, orderId)).toHaveValue('COMPLETED');
  await guestSees(browser, guest, orderId, ORDER_STATUS_LABELS.COMPLETED);
  expect(await noHorizontalScroll(page)).toBe(true);
});

test(
  'the To Pack tile opens the paid orders waiting to be packed; the filters live in the address and survive a reload',
  { tag: '@computer' },
  async ({ page, request }) => {
    const { listId, schoolId } = await createPrivateList({ deliverToSchool: true });
    const { checkoutUrl } = await placeGuestOrder(request, { supplyListId: listId });
    const orderId = new URL((await submitCard(checkoutUrl, cards.succeeds)).headers.get('location')!).searchParams.get('orderId')!;
    await expectStatus(request, orderId, 'PAYMENT_SUCCESS');

    await openAdmin(page);
    await page.getByRole('link', { name: new RegExp(`^${texts.overview.tiles.toPack}`) }).click();
    await expect(page).toHaveURL(/\?tab=orders&status=PAYMENT_SUCCESS$/);
    await expect(page.getByRole('tab', { name: texts.tabs.orders })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: texts.orders.filters.status, exact: true })).toHaveValue('PAYMENT_SUCCESS');
    const schoolName = (await testDb().doc(`schools/${schoolId}`).get()).get('name') as string;
    await pickSchool(page, texts.orders.filters.school, schoolName);
    await expect(page).toHaveURL(new RegExp(`status=PAYMENT_SUCCESS&school=${schoolId}$`));
    await expect(orderStatusSelect(page, orderId)).toHaveValue('PAYMENT_SUCCESS');

    await page.reload();
    await expect(page.getByRole('combobox', { name: texts.orders.filters.status, exact: true })).toHaveValue('PAYMENT_SUCCESS');
    await expect(page.getByRole('combobox', { name: texts.orders.filters.school, exact: true })).toHaveValue(schoolName);
    await expect(orderStatusSelect(page, orderId)).toHaveValue('PAYMENT_SUCCESS');
    await expect(page.getByRole('table', { name: texts.orders.tableLabel }).getByRole('row')).toHaveCount(2);
  },
);

test(
  'cancelling a paid order asks first, saying it will be refunded, then cancels and refunds it',
  { tag: '@computer' },
  async ({ page, browser, request }) => {
    const { listId } = await createPrivateList({ deliverToSchool: true });
    const { body, checkoutUrl } = await placeGuestOrder(request, { supplyListId: listId });
    const orderId = new URL((await submitCard(checkoutUrl, cards.succeeds)).headers.get('location')!).searchParams.get('orderId')!;
    await expectStatus(request, orderId, 'PAYMENT_SUCCESS');

    await openAdmin(page);
    await searchOrder(page, orderId);
    await orderStatusSelect(page, orderId).selectOption('CANCELLED');
    const dialog = page.getByRole('dialog', { name: texts.orders.cancelPaid.title });
    await expect(dialog).toContainText(texts.orders.cancelPaid.message({ orderNumber: orderNumber(orderId), amount: '$5.98' }));
    await dialog.getByRole('button', { name: texts.orders.cancelPaid.keep }).click();
    await expect(orderStatusSelect(page, orderId)).toHaveValue('PAYMENT_SUCCESS');

    await orderStatusSelect(page, orderId).selectOption('CANCELLED');
    await page.getByRole('dialog', { name: texts.orders.cancelPaid.title }).getByRole('button', { name: texts.orders.cancelPaid.confirm }).click();
    await expect(orderStatusSelect(page, orderId)).toHaveValue('CANCELLED');
    await expect(page.getByText(texts.orders.refunded({ amount: '$5.98' }))).toBeVisible();
    await expect.poll(async () => (await testDb().doc(`refunds/${orderId}`).get()).data()?.amountCents).toBe(598);
    await guestSees(browser, { email: body.email, phone: body.phone }, orderId, ORDER_STATUS_LABELS.CANCELLED);
  },
);

test(
  'schools: a school is added (an empty name sends nothing), its delivery mode edited, an address invited and the invitation withdrawn, an administrator’s refused, and a representative invited, taken by the link and removed',
  { tag: '@computer' },
  async ({ page }) => {
    // Three dialogs, a new account and two role changes (each waits for the role claims in Firebase Auth).
    test.slow();
    const school = `Admin School ${tag()}`;
    const person = await verifiedAccount('e2e-rep');
    await openAdmin(page, texts.tabs.schools);

    await page.getByRole('button', { name: texts.schools.add }).click();
    const create = page.getByRole('dialog', { name: SCHOOL_DIALOG_TEXTS.createDialog.title });
    await create.getByRole('button', { name: SCHOOL_DIALOG_TEXTS.createDialog.submit }).click();
    await expect(create).toBeVisible();
    await expect(create.getByText(/required/i)).toHaveCount(0);
    await create.getByRole('textbox', { name: SCHOOL_DIALOG_TEXTS.createDialog.name }).fill(school);
    await create.getByRole('button', { name: SCHOOL_DIALOG_TEXTS.createDialog.submit }).click();
    const card = page.getByRole('article', { name: school });
    await expect(card).toContainText(texts.schools.noAddress);
    await expect(card).toContainText(texts.schools.deliversToSchool);

    await card.getByRole('button', { name: texts.schools.editLabel({ name: school }) }).click();
    const edit = page.getByRole('dialog', { name: SCHOOL_DIALOG_TEXTS.editDialog.title({ name: school }) });
    await edit.getByRole('textbox', { name: SCHOOL_DIALOG_TEXTS.editDialog.note }).fill('Boxes ship home this year.');
    await edit.getByRole('switch', { name: SCHOOL_DIALOG_TEXTS.delivery.deliverToSchool }).uncheck({ force: true });
    await edit.getByRole('button', { name: SCHOOL_DIALOG_TEXTS.editDialog.submit }).click();
    await expect(card).toContainText(texts.schools.deliversHome);
    await expect(card).toContainText('Boxes ship home this year.');

    await card.getByRole('button', { name: texts.schools.representativesLabel({ name: school }) }).click();
    const reps = page.getByRole('dialog', { name: texts.schools.representativesDialog.title({ name: school }) });
    await expect(reps).toContainText(texts.schools.representativesDialog.none);
    // An address is invited (nobody can be added without the link it e-mails); the invitation waits for its owner, and can be withdrawn.
    await reps.getByRole('textbox', { name: texts.schools.representativesDialog.email }).fill('nobody-at-all@example.com');
    const withdraw = reps.getByRole('button', { name: texts.schools.representativesDialog.withdrawLabel({ email: 'nobody-at-all@example.com' }) });
    await reps.getByRole('button', { name: texts.schools.representativesDialog.invite }).click();
    await expect(reps.getByText(texts.schools.representativesDialog.invited, { exact: true })).toBeVisible();
    await withdraw.click();
    await expect(withdraw).toHaveCount(0);
    // An administrator's address is refused, with what the server says under the field.
    await field(page, texts.schools.representativesDialog.email).fill('admin@example.com');
    await reps.getByRole('button', { name: texts.schools.representativesDialog.invite }).click();
    await expect(reps).toContainText(representativeMessages.admin);
    await field(page, texts.schools.representativesDialog.email).fill(person.email);
    await reps.getByRole('button', { name: texts.schools.representativesDialog.invite }).click();
    // Listed once the invitation and its e-mail are written.
    await expect(reps.getByRole('button', { name: texts.schools.representativesDialog.withdrawLabel({ email: person.email }) })).toBeVisible();

    // The person follows the e-mailed link (the representative's own journey is in accounts.spec.ts).
    expect((await acceptInvitation(await invitationTokenSentTo(person.email), { password: person.password })).status).toBe(200);
    await page.reload();
    await expect(card).toContainText('1 user');

    await card.getByRole('button', { name: texts.schools.representativesLabel({ name: school }) }).click();
    await reps.getByRole('button', { name: texts.schools.representativesDialog.removeLabel({ email: person.email }) }).click();
    await expect(reps).toContainText(texts.schools.representativesDialog.none);
    expect(await noHorizontalScroll(page)).toBe(true);
  },
);

test('products: a product is added with a type badge and no use yet, and its price edited', { tag: '@computer' }, async ({ page }) => {
  const product = `Admin Product ${tag()}`;
  await openAdmin(page, texts.tabs.products);
  await page.getByRole('button', { name: texts.products.add }).click();
  const dialog = page.getByRole('dialog', { name: texts.products.dialog.createTitle });
  await dialog.getByRole('textbox', { name: texts.products.dialog.name }).fill(product);
  await dialog.getByRole('textbox', { name: texts.products.dialog.description }).fill('A shared classroom item.');
  await dialog.getByRole('combobox', { name: texts.products.dialog.type }).selectOption('SCHOOL_WIDE');
  await dialog.getByRole('textbox', { name: texts.products.dialog.sku }).fill('ADM-1');
  await dialog.getByRole('spinbutton', { name: texts.products.dialog.stockOnHand }).fill('12');
  await dialog.getByRole('button', { name: texts.products.dialog.create }).click();
  const card = page.getByRole('article', { name: product });
  for (const text of ['A shared classroom item.', 'School Wide', texts.products.noPrice, texts.products.usedIn({ count: 0 })])
    await expect(card).toContainText(text);

  await card.getByRole('button', { name: texts.products.editLabel({ name: product }) }).click();
  const edit = page.getByRole('dialog', { name: texts.products.dialog.editTitle });
  // The stock fields are the administrator's: the dialog starts from what was saved.
  await expect(edit.getByRole('textbox', { name: texts.products.dialog.sku })).toHaveValue('ADM-1');
  await expect(edit.getByRole('spinbutton', { name: texts.products.dialog.stockOnHand })).toHaveValue('12');
  await edit.getByRole('spinbutton', { name: texts.products.dialog.price }).fill('3.25');
  await edit.getByRole('button', { name: texts.products.dialog.update }).click();
  await expect(card).toContainText('$3.25');
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('supply lists: a draft is priced inline and published, appears in the shop, and disappears when unpublished', { tag: '@computer' }, async ({ page }) => {
  // A school of its own with a draft of two crayon boxes, as the school dashboard would leave it.
  const { schoolId } = await createPrivateList({ deliverToSchool: true });
  const list = `Admin Draft ${tag()}`;
  const listId = `admin-draft-${tag()}`;
  const now = new Date();
  await testDb()
    .doc(`supplyLists/${listId}`)
    .set({
      schoolId,
      name: list,
      nameKey: list.toLowerCase(),
      totalPriceCents: 598,
      note: '',
      published: false,
      items: [{ productId: 'prod-crayons', quantity: 2 }],
      productIds: ['prod-crayons'],
      orderCount: 0,
      createdAt: now,
      updatedAt: now,
    });
  const schoolName = (await testDb().doc(`schools/${schoolId}`).get()).get('name') as string;

  await openAdmin(page, texts.tabs.supplyLists);
  await pickSchool(page, texts.supplyLists.filter, schoolName);
  const card = page.getByRole('article', { name: list });
  await expect(card).toContainText(texts.supplyLists.draft);
  const price = card.getByRole('spinbutton', { name: texts.supplyLists.priceLabel({ name: list }) });
  await price.fill('-3');
  await price.blur();
  await expect(price).toHaveValue('5.98');
  await price.fill('19.99');
  await price.blur();
  await expect.poll(async () => (await testDb().doc(`supplyLists/${listId}`).get()).get('totalPriceCents')).toBe(1999);

  await card.getByRole('button', { name: texts.supplyLists.publishLabel({ action: texts.supplyLists.publish, name: list }) }).click();
  await expect(card).toContainText(texts.supplyLists.published);
  await page.goto('/shop');
  await (await findSchool(page, schoolName)).click();
  await expect(
    page
      .getByLabel('Supply list', { exact: true })
      .locator('option')
      .filter({ hasText: `${list} - $19.99` }),
  ).toHaveCount(1);

  await page.goto('/admin?tab=supply-lists');
  await pickSchool(page, texts.supplyLists.filter, schoolName);
  await page
    .getByRole('article', { name: list })
    .getByRole('button', { name: texts.supplyLists.publishLabel({ action: texts.supplyLists.unpublish, name: list }) })
    .click();
  await expect(page.getByRole('article', { name: list })).toContainText(texts.supplyLists.draft);
  await page.goto('/shop');
  await (await findSchool(page, schoolName)).click();
  await expect(page.getByLabel('Supply list', { exact: true }).locator('option').filter({ hasText: list })).toHaveCount(0);
});
