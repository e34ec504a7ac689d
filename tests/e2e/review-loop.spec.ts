import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { closeAdminAuth, signIn } from '../support/auth';
import { signInThroughPage } from '../support/auth-emulator';
import { openAdmin } from '../support/admin-orders';
import { representativeOf } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, writeList } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// The review loop closes (docs/decisions.md §32): an administrator at a computer's width sends
// one waiting list back with a note and publishes another, each confirmed by a toast; the
// representative reads the note beside the list on a phone. In English and Spanish.

const texts = ADMIN_TEXTS.supplyLists;
const NOTE = 'Please add the glue sticks the teachers asked for.';

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** A school with a representative and two drafts of theirs waiting for review. */
async function waitingLists() {
  const schoolId = await createPrivateSchool('Review Elementary');
  const [[productId], rep] = await Promise.all([createPrivateProducts([349]), representativeOf(schoolId)]);
  const suffix = schoolId.slice(-6);
  const names = { back: `Grade 2 List ${suffix}`, publish: `Grade 4 List ${suffix}` };
  const ids: Record<keyof typeof names, string> = { back: '', publish: '' };
  for (const key of ['back', 'publish'] as const) {
    ids[key] = await writeList(schoolId, { name: names[key], items: [{ productId: productId!, quantity: 2 }] });
    expect((await call('POST', `/supply-lists/${ids[key]}/review`, rep.token)).status).toBe(200);
  }
  return { rep, names, ids };
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

for (const locale of ['en-US', 'es-US'] as const) {
  const lang = locale.slice(0, 2);
  test.describe(locale, () => {
    test.use({ locale });

    test('an administrator sends a waiting list back with a note and publishes another, each with a toast', { tag: '@computer' }, async ({ page }) => {
      const { names } = await waitingLists();
      await openAdmin(page);
      await page.goto('/admin?tab=supply-lists&review=waiting');
      await expect(card(page, names.back)).toBeVisible();

      await card(page, names.back)
        .getByRole('button', { name: texts.sendBack.label({ name: names.back }) })
        .click();
      const dialog = page.getByRole('dialog', { name: texts.sendBack.title({ name: names.back }) });
      await dialog.getByRole('textbox', { name: texts.sendBack.note }).fill(NOTE);
      await page.screenshot({ path: test.info().outputPath(`45-9-send-back-${lang}-after.png`) });
      await dialog.getByRole('button', { name: texts.sendBack.confirm }).click();
      await expect(page.getByText(texts.sendBack.saved({ name: names.back }))).toBeVisible();
      await expect(card(page, names.back)).toHaveCount(0);

      await card(page, names.publish)
        .getByRole('button', { name: texts.publishLabel({ action: texts.publish, name: names.publish }) })
        .click();
      await expect(page.getByText(texts.publishedSaved({ name: names.publish }))).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`45-9-published-${lang}-after.png`) });
    });

    test('the representative reads the note that sent the list back, beside it on a phone', { tag: '@phone' }, async ({ page }) => {
      const { rep, names, ids } = await waitingLists();
      expect((await call('POST', `/supply-lists/${ids.back}/send-back`, await signIn('admin@example.com'), { note: NOTE })).status).toBe(200);
      await signInThroughPage(page, rep.email, 'secret123');
      const note = card(page, names.back).getByRole('alert');
      await expect(note).toContainText(NOTE);
      await expect(note).toContainText(SCHOOL_DASHBOARD_TEXTS.lists.sentBack({ date: '' }).trim());
      await expect(card(page, names.back).getByText(SCHOOL_DASHBOARD_TEXTS.lists.awaitingReview)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`45-9-rep-note-${lang}-after.png`), fullPage: true });
    });
  });
}
