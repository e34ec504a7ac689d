import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD } from '../../local/seed/demo-data';
import { bearer, signIn } from '../support/auth';
import { chooseSchoolAndList, noHorizontalScroll } from '../support/browser-checkout';
import { createListAt, createPricedProduct, stack } from '../support/stack';

// A family sees the photos of a list's products in the shop's chosen list.

test('the chosen list shows a product’s thumbnail, named by the product, and a placeholder for one without a photo', async ({ page }, testInfo) => {
  const pictured = await createPricedProduct(450, 'INDIVIDUAL');
  const plain = await createPricedProduct(150, 'INDIVIDUAL');
  const { schoolId } = await createListAt('1200 Oak Street, Springfield, IL 62701', true, [
    { productId: pictured, quantity: 1 },
    { productId: plain, quantity: 2 },
  ]);
  const tag = schoolId.replace('test-school-', '');
  const image = await sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 240, g: 180, b: 40 } } })
    .png()
    .toBuffer();
  const put = await fetch(`${stack.app}/api/products/${pictured}/photo`, {
    method: 'PUT',
    headers: { ...bearer(await signIn('admin@example.com', DEMO_PASSWORD)), 'Content-Type': 'image/png' },
    body: image,
  });
  expect(put.status).toBe(200);

  await page.goto('/shop');
  await chooseSchoolAndList(page, `Money School ${tag}`, `Money List ${tag}`);
  const chosen = page.getByRole('article', { name: `Money List ${tag}` });
  const thumbnail = chosen.getByRole('img', { name: `Product ${pictured}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await expect(chosen).toContainText(`Product ${plain}`);
  expect(await noHorizontalScroll(page)).toBe(true);
  await chosen.screenshot({ path: testInfo.outputPath('chosen-list.png') });
});
