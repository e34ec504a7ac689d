import { expect, test } from '../support/fixtures';
import { ADMIN_MARGINS_TEXTS } from '../../web/src/features/admin/margins-texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { openAdmin } from '../support/admin-orders';
import { paidGuestBox } from '../support/orders';
import { createPrivateProducts } from '../support/school-data';
import { createListAt, testDb } from '../support/stack';

// The administrator's Margins tab (docs/decisions.md §26) on a laptop and on a phone, in English
// and Spanish: a box paid today is in the last 30 days, its product without a cost said apart.

for (const locale of ['en-US', 'es-US'] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test('an administrator reads today’s margins by product, list and school', async ({ page, request }, testInfo) => {
      const texts = ADMIN_MARGINS_TEXTS.margins;
      const [kept, uncosted] = await createPrivateProducts([450, 150]);
      await testDb().doc(`products/${kept}`).update({ costCents: 200 });
      const list = await createListAt('9 Test Road, Portland, OR 97201', true, [
        { productId: kept!, quantity: 2 },
        { productId: uncosted!, quantity: 1 },
      ]);
      await paidGuestBox(request, list.listId);

      await openAdmin(page, ADMIN_TEXTS.tabs.margins);
      const products = page.getByRole('table', { name: texts.products }).or(page.getByRole('list', { name: texts.products }));
      const row = products.getByRole(testInfo.project.name === 'phone' ? 'listitem' : 'row').filter({ hasText: kept! });
      // $9.00 of the $10.50 box is the costed item's: 2 × $2.00 of cost, $5.00 of margin.
      await expect(row).toContainText('$9.00');
      await expect(row).toContainText('$4.00');
      await expect(row).toContainText('$5.00');
      await expect(products.getByText(texts.costUnknown({ amount: '$1.50' })).first()).toBeVisible();
      await expect(page.getByRole('table', { name: texts.schools }).or(page.getByRole('list', { name: texts.schools }))).toContainText('Money School');
      const width = page.viewportSize()!.width;
      const shot = testInfo.outputPath(`margins-${width}-${locale.slice(0, 2)}`);
      await page.screenshot({ path: `${shot}.png` });
      await page.screenshot({ path: `${shot}-full.png`, fullPage: true });
    });
  });
}
