import type { SchoolYearsResponse } from '@ssb/contract';
import { expect, test } from '../support/fixtures';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { SCHOOL_YEAR_TEXTS } from '../../web/src/features/admin/school-year-texts';
import { openAdmin, pickSchool } from '../support/admin-orders';
import { signIn } from '../support/auth';
import { demoAccounts, signInThroughPage } from '../support/auth-emulator';
import { PAST_YEARS_TEXTS } from '../../web/src/components/schools/past-years-texts';
import { findSchool } from '../support/browser-checkout';
import { call, createPrivateSchool, writeList } from '../support/school-data';

// The administrator starts a new school year at 1280 px and publishes a copied list, which the
// shop then sells (docs/decisions.md §28). It archives every list: it runs last (playwright.config.ts).

for (const locale of ['en-US', 'es-US'] as const) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 1280, height: 900 } });

    test('an administrator starts a new school year and publishes a copied list, which the shop shows', async ({ page }, testInfo) => {
      const texts = SCHOOL_YEAR_TEXTS.schoolYear;
      const lists = ADMIN_TEXTS.supplyLists;
      const schoolName = `Year School ${testInfo.testId.slice(0, 6)} ${locale}`;
      const schoolId = await createPrivateSchool(schoolName);
      const list = '5th Grade';
      await writeList(schoolId, { name: list, published: true, items: [{ productId: 'prod-crayons', quantity: 2 }] });
      const { body } = await call<SchoolYearsResponse>('GET', '/school-years', await signIn('admin@example.com'));
      const year = Number(body.current.startsOn.slice(0, 4)) + 1;
      const name = `${year}–${year + 1}`;

      await openAdmin(page, ADMIN_TEXTS.tabs.settings);
      const card = page.getByRole('region', { name: texts.heading });
      await card.getByRole('textbox', { name: texts.name }).fill(name);
      await card.getByLabel(texts.startsOn).fill(`${year}-07-01`);
      await card.getByRole('button', { name: texts.review }).click();
      const confirm = page.getByRole('dialog', { name: texts.confirmTitle({ name }) });
      await expect(confirm).toContainText(texts.confirmOnce);
      const shot = (what: string) => testInfo.outputPath(`school-year-${what}-1280-${locale.slice(0, 2)}.png`);
      await page.screenshot({ path: shot('confirm') });
      await confirm.getByRole('button', { name: texts.start }).click();
      await expect(confirm).toBeHidden();
      await expect(card.getByRole('status')).toContainText(name);
      await page.screenshot({ path: shot('started') });

      // The copy is a draft in Supply Lists; published, the shop sells it.
      await page.goto('/admin?tab=supply-lists');
      await pickSchool(page, lists.filter, schoolName);
      const draft = page.getByRole('article', { name: list });
      await expect(draft).toContainText(lists.draft);
      await draft.getByRole('button', { name: lists.publishLabel({ action: lists.publish, name: list }) }).click();
      await expect(draft).toContainText(lists.published);
      await page.screenshot({ path: shot('published') });
      await page.goto('/shop');
      await (await findSchool(page, schoolName)).click();
      await expect(
        page
          .getByLabel(/Supply list|Lista de útiles/, { exact: true })
          .locator('option')
          .filter({ hasText: list }),
      ).toHaveCount(1);
      await page.screenshot({ path: shot('shop') });
    });

    test('a representative picks a past year and reads its lists, read-only', async ({ page }, testInfo) => {
      const texts = PAST_YEARS_TEXTS.pastYears;
      const { body } = await call<SchoolYearsResponse>('GET', '/school-years', await signIn('admin@example.com'));
      // The year before the first started one: the demo lists were archived under it.
      const first = body.years.at(-1)!;
      await signInThroughPage(page, demoAccounts.rep);
      await expect(page).toHaveURL(/\/school-dashboard$/);
      await page.getByRole('combobox', { name: texts.picker }).selectOption(first.id);
      const past = page.getByRole('region', { name: texts.heading({ name: first.name }) });
      await expect(past).toContainText(texts.readOnly);
      await expect(past.getByRole('article', { name: '2nd Grade Supply List' })).toBeVisible();
      await expect(past.getByRole('button')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`school-year-past-1280-${locale.slice(0, 2)}.png`), fullPage: true });
    });
  });
}
