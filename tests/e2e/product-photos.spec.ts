import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { LIST_PRODUCTS_TEXTS } from '../../web/src/features/admin/list-products-texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { openAdmin, pickSchool } from '../support/admin-orders';
import { chooseSchoolAndList, noHorizontalScroll } from '../support/browser-checkout';
import { putPhoto } from '../support/photos';
import { createListAt, createPricedProduct, testDb } from '../support/stack';

// A family sees the photos of a list's products in the shop; an administrator puts them.

/** A PNG drawn here, wider than tall: the served photo is its square crop. */
const drawnPng = () =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 240, g: 180, b: 40 } } })
    .png()
    .toBuffer();

/** A list of its own school with a pictured product (described) and one without a photo. */
async function listWithPhotos() {
  const pictured = await createPricedProduct(450, 'INDIVIDUAL');
  const plain = await createPricedProduct(150, 'INDIVIDUAL');
  await testDb().doc(`products/${pictured}`).update({ description: 'Bright yellow, 24 to a box.' });
  const { schoolId, listId } = await createListAt('1200 Oak Street, Springfield, IL 62701', true, [
    { productId: pictured, quantity: 1 },
    { productId: plain, quantity: 2 },
  ]);
  await putPhoto(pictured);
  return { pictured, plain, schoolId, listId, tag: schoolId.replace('test-school-', '') };
}

/** Waits for an image to be loaded, and answers its natural width. */
const loadedWidth = (image: ReturnType<import('@playwright/test').Page['getByRole']>) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth));

test('the chosen list shows a product’s thumbnail, named by the product, and a placeholder for one without a photo', async ({ page }, testInfo) => {
  const { pictured, plain, tag } = await listWithPhotos();

  await page.goto('/shop');
  await chooseSchoolAndList(page, `Money School ${tag}`, `Money List ${tag}`);
  const chosen = page.getByRole('article', { name: `Money List ${tag}` });
  const thumbnail = chosen.getByRole('img', { name: `Product ${pictured}` });
  await expect(thumbnail).toBeVisible();
  await loadedWidth(thumbnail).toBe(320);
  await expect(chosen).toContainText(`Product ${plain}`);
  expect(await noHorizontalScroll(page)).toBe(true);
  await chosen.screenshot({ path: testInfo.outputPath('chosen-list.png') });
});

for (const language of ['en', 'es'] as const) {
  test(`the order step shows each item’s thumbnail, name and description, and a tap opens its larger photo (${language})`, async ({ page }, testInfo) => {
    const { pictured, plain, schoolId, listId } = await listWithPhotos();
    const name = `Product ${pictured}`;
    await page.goto(`/shop?school=${schoolId}&list=${listId}${language === 'es' ? '&lang=es' : ''}`);
    const placeOrder = language === 'en' ? SHOP_TEXTS.lists.placeOrder : 'Hacer un pedido';
    await page.getByRole('button', { name: placeOrder }).click();

    const summary = page.getByRole('region', { name: `Money List ${schoolId.replace('test-school-', '')}` });
    await expect(summary).toContainText('Bright yellow, 24 to a box.');
    await expect(summary).toContainText(`Product ${plain}`);
    const opener = summary.getByRole('button', {
      name: language === 'en' ? ORDER_TEXTS.order.showPhoto({ product: name }) : `Ver una foto más grande de ${name}`,
    });
    await expect(opener.locator('img')).toHaveAttribute('src', /\/320\.webp$/);
    // A product without a photo has nothing to open.
    await expect(summary.getByRole('button', { name: new RegExp(`Product ${plain}`) })).toHaveCount(0);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`order-step-${language}.png`), fullPage: true });

    await opener.click();
    const dialog = page.getByRole('dialog', { name });
    const large = dialog.getByRole('img', { name });
    await expect(large).toHaveAttribute('src', new RegExp(`^/api/products/${pictured}/photo/[\\w-]+/960\\.webp$`));
    await expect(large).toHaveAttribute('alt', name);
    await loadedWidth(large).toBe(960);
    await page.screenshot({ path: testInfo.outputPath(`large-photo-${language}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('an administrator puts a photo in the product dialog, refused first for its type, and sees it in Products and in Manage Products', async ({
  page,
}, testInfo) => {
  const texts = ADMIN_TEXTS.products;
  const productId = await createPricedProduct(325, 'INDIVIDUAL');
  const name = `Product ${productId}`;
  const { schoolId, listId } = await createListAt('1200 Oak Street, Springfield, IL 62701', true, [{ productId, quantity: 1 }]);
  const list = (await testDb().doc(`supplyLists/${listId}`).get()).get('name') as string;
  const school = (await testDb().doc(`schools/${schoolId}`).get()).get('name') as string;

  await openAdmin(page, ADMIN_TEXTS.tabs.products);
  // Found by name: a shop of many products may show it on a later page.
  await page.getByRole('searchbox', { name: texts.search }).fill(name);
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: texts.editLabel({ name }) }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog.editTitle });
  const picker = dialog.locator('input[type="file"]');
  // Checked in the browser before anything is sent, with the API's text.
  await picker.setInputFiles({ name: 'crayons.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByRole('alert')).toHaveText('Send the photo as a JPEG, PNG or WebP image, with its Content-Type (image/jpeg, image/png, image/webp)');
  await picker.setInputFiles({ name: 'crayons.png', mimeType: 'image/png', buffer: await drawnPng() });
  const thumbnail = dialog.getByRole('img', { name });
  await expect(thumbnail).toHaveAttribute('src', new RegExp(`^/api/products/${productId}/photo/[\\w-]+/320\\.webp$`));
  await loadedWidth(thumbnail).toBe(320);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: texts.dialog.photo.remove })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-dialog-en.png') });
  await page.keyboard.press('Escape');

  await expect(card.getByRole('img', { name })).toHaveAttribute('src', /\/320\.webp$/);
  // The same dialog in Spanish (a link's language: on a phone the switch is in the menu).
  await page.goto('/admin?tab=products&lang=es');
  await page.getByRole('searchbox').fill(name);
  await card.getByRole('button', { name: `Editar producto (${name})` }).click();
  const spanish = page.getByRole('dialog', { name: 'Editar producto' });
  await expect(spanish.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
  await loadedWidth(spanish.getByRole('img', { name })).toBe(320);
  await page.screenshot({ path: testInfo.outputPath('admin-dialog-es.png') });
  await page.keyboard.press('Escape');

  await page.goto('/admin?tab=supply-lists&lang=en');
  // Found by its school: a shop of many lists may show it on a later page.
  await pickSchool(page, ADMIN_TEXTS.supplyLists.filter, school);
  await page.getByRole('button', { name: ADMIN_TEXTS.supplyLists.manageLabel({ name: list }) }).click();
  const manage = page.getByRole('dialog', { name: LIST_PRODUCTS_TEXTS.title({ name: list }) });
  await expect(manage.getByRole('img', { name })).toHaveAttribute('src', /\/320\.webp$/);
  expect(await noHorizontalScroll(page)).toBe(true);
});
