import { addDays } from '@ssb/contract';
import { expect, test } from '../support/fixtures';
import { BACKORDER_TEXTS } from '../../web/src/features/backorder/texts';
import { chooseSchoolAndList, cards, fillOrderForm, payWith, returnedOrderId } from '../support/browser-checkout';
import { closeAdminAuth, signIn } from '../support/auth';
import { expectCaught } from '../support/mail';
import { newGuest, orderIdOf, placeGuestOrder, submitCard } from '../support/orders';
import { call, createPrivateProducts, createPrivateSchool, stored, writeList } from '../support/school-data';
import { putPhoto } from '../support/photos';
import { closeTestDb, stack, testDb } from '../support/stack';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { BACKORDER_DIALOG_TEXTS } from '../../web/src/features/admin/backorder-dialog-texts';
import { openAdmin } from '../support/admin-orders';

// A family sees the photos of its box's items as it orders; told later that one is on backorder
// (the FTC rule's notice), it follows the e-mail's link on a phone, removes the item, sees the refund, and My Orders keeps it.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const linkIn = (text: string, path: string) => text.match(new RegExp(`${stack.app}${path}\\S*`))?.[0];

test(
  'a family sees its items’ photos as it orders, follows the backorder e-mail’s link, removes the item, sees its refund, and My Orders shows it removed',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.slow();
    const school = `Backorder Elementary ${Date.now()}`;
    const schoolId = await createPrivateSchool(school);
    const [item, other] = await createPrivateProducts([300, 500]);
    const list = 'Grade 2 Backorder List';
    const listId = await writeList(schoolId, {
      published: true,
      name: list,
      items: [
        { productId: item!, quantity: 2 },
        { productId: other!, quantity: 1 },
      ],
    });
    await testDb()
      .doc(`supplyLists/${listId}`)
      .update({ productIds: [item, other] });
    const itemName = (await stored(`products/${item}`))!.name as string;
    await putPhoto(item!);

    // The family orders and pays on the phone.
    const guest = newGuest();
    await page.goto('/shop');
    await chooseSchoolAndList(page, school, list);
    await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
    // The order step shows the item's photo, named by the product.
    const photo = page.getByRole('img', { name: itemName }).first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', new RegExp(`^/api/products/${item}/photo/[\\w-]+/320\\.webp$`));
    await fillOrderForm(page, { ...guest, studentFirstName: 'Lena', studentLastName: 'Park' });
    await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
    await page.waitForURL(`${stack.payments}/pay/**`);
    await payWith(page, cards.succeeds);
    await returnedOrderId(page, 'paid');
    const [confirmed] = await expectCaught(guest.email, 1);
    const myOrders = linkIn(confirmed!.text, '/my-orders')!;

    // A family that ordered in Spanish, for the Spanish screens.
    const spanish = await placeGuestOrder(page.request, { supplyListId: listId, studentFirstName: 'Sofía', studentLastName: 'Ruiz' });
    const spanishOrderId = await orderIdOf(spanish.body.email);
    await testDb().doc(`orders/${spanishOrderId}`).update({ locale: 'es' });
    expect((await submitCard(spanish.checkoutUrl, cards.succeeds)).status).toBe(303);
    await expect.poll(async () => (await stored(`orders/${spanishOrderId}`))?.status).toBe('PAYMENT_SUCCESS');

    // The administrator puts the item on backorder.
    const admin = await signIn('admin@example.com');
    const revisedDate = addDays(new Date().toISOString().slice(0, 10), 12);
    const told = await call<{ notified: number }>('POST', `/products/${item}/backorder`, admin, { revisedDate });
    expect(told.status).toBe(200);
    expect(told.body.notified).toBe(2);

    // The e-mail, as the mail catcher got it, links to the choice page.
    const caught = await expectCaught(guest.email, 2);
    const notice = caught.find((mail) => mail.subject.includes('delayed'))!;
    expect(notice.text).toContain(`${itemName} (× 2)`);
    const choiceUrl = linkIn(notice.text, '/backorder')!;
    await page.goto(choiceUrl);
    await expect(page.getByRole('heading', { name: BACKORDER_TEXTS.title })).toBeVisible();
    await expect(page.getByText(`${itemName} (× 2) is on backorder.`)).toBeVisible();
    const remove = page.getByRole('button', { name: /Remove it/ });
    await expect(remove).toContainText('Refund: $6.00');
    await expect(page.getByRole('button', { name: /Cancel the box/ })).toContainText('Refund: $11.00');
    await page.screenshot({ path: testInfo.outputPath(`choice-page-en-375.png`), fullPage: true });

    await remove.click();
    await expect(page.getByTestId('backorder-result')).toHaveText('The item was removed from the box. $6.00 was refunded to the card you paid with.');
    await page.screenshot({ path: testInfo.outputPath(`choice-result-en-375.png`), fullPage: true });

    // My Orders keeps what was ordered and what is sent.
    await page.goto(myOrders);
    await expect(page.getByTestId('item-changes')).toHaveText(`Removed: ${itemName} (refunded $6.00)`);
    await page.screenshot({ path: testInfo.outputPath(`my-orders-en-375.png`), fullPage: true });
    await page.goto(`${myOrders}${myOrders.includes('?') ? '&' : '?'}lang=es`);
    await expect(page.getByTestId('item-changes')).toHaveText(`Quitado: ${itemName} (reembolso de $6.00)`);
    await page.screenshot({ path: testInfo.outputPath(`my-orders-es-375.png`), fullPage: true });

    // The Spanish family's choice page, in Spanish.
    const [spanishNotice] = (await expectCaught(spanish.body.email, 2)).filter((mail) => mail.subject.includes('retrasa'));
    await page.goto(linkIn(spanishNotice!.text, '/backorder')!);
    await expect(page.getByRole('heading', { name: 'Un artículo de su caja se retrasa' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Quitarlo/ })).toContainText('Reembolso: $6.00');
    await page.screenshot({ path: testInfo.outputPath(`choice-page-es-375.png`), fullPage: true });
  },
);

test(
  'an administrator puts a product on backorder from Manage Products, with a substitute, and is told how many families were e-mailed',
  { tag: '@computer' },
  async ({ page }, testInfo) => {
    test.slow();
    const schoolId = await createPrivateSchool(`Backorder Admin Elementary ${Date.now()}`);
    const [item, substitute, cheaper] = await createPrivateProducts([300, 350, 100]);
    const listId = await writeList(schoolId, {
      published: true,
      name: 'Grade 3 Backorder List',
      items: [
        { productId: item!, quantity: 1 },
        { productId: cheaper!, quantity: 1 },
      ],
    });
    await testDb()
      .doc(`supplyLists/${listId}`)
      .update({ productIds: [item, cheaper] });
    const placed = await placeGuestOrder(page.request, { supplyListId: listId });
    const orderId = await orderIdOf(placed.body.email);
    expect((await submitCard(placed.checkoutUrl, cards.succeeds)).status).toBe(303);
    await expect.poll(async () => (await stored(`orders/${orderId}`))?.status).toBe('PAYMENT_SUCCESS');
    const nameOf = async (id: string | undefined) => (await stored(`products/${id}`))!.name as string;
    const [itemName, substituteName, cheaperName] = [await nameOf(item), await nameOf(substitute), await nameOf(cheaper)];

    await openAdmin(page, ADMIN_TEXTS.tabs.products);
    await page.getByRole('searchbox', { name: ADMIN_TEXTS.products.search }).fill(itemName);
    await page.getByRole('button', { name: ADMIN_TEXTS.products.backorder.openLabel({ name: itemName }) }).click();
    const dialog = page.getByRole('dialog', { name: BACKORDER_DIALOG_TEXTS.title({ name: itemName }) });
    await dialog.getByLabel(BACKORDER_DIALOG_TEXTS.revisedDate).fill(addDays(new Date().toISOString().slice(0, 10), 10));
    const select = dialog.getByRole('combobox', { name: BACKORDER_DIALOG_TEXTS.substitute });
    await expect(select.locator('option', { hasText: cheaperName })).toHaveCount(0);
    await select.selectOption({ label: `${substituteName} ($3.50)` });
    await page.screenshot({ path: testInfo.outputPath(`backorder-dialog-en-1280.png`) });
    await dialog.getByRole('button', { name: BACKORDER_DIALOG_TEXTS.submit }).click();
    await expect(dialog.getByRole('status')).toHaveText(BACKORDER_DIALOG_TEXTS.told({ count: 1 }));
    await page.screenshot({ path: testInfo.outputPath(`backorder-told-en-1280.png`) });
    await expectCaught(placed.body.email, 2);
  },
);
