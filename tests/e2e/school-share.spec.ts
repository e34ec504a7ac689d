import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { SCHOOL_DIALOG_TEXTS } from '../../web/src/features/admin/school-dialog-texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { openAdmin } from '../support/admin-orders';
import { noHorizontalScroll } from '../support/browser-checkout';
import { createPrivateList, testDb } from '../support/stack';

// The school's share (docs/decisions.md §25) where people meet it: the administrator sets it in
// the school dialog at a laptop's width, and a family reads what of a box goes to the school
// under the list it chose, on a phone, in English and in Spanish.

const texts = SCHOOL_DIALOG_TEXTS;

test('an administrator gives a new school a percent of each box in the school dialog', { tag: '@computer' }, async ({ page }, testInfo) => {
  const school = `Share School ${randomUUID().slice(0, 8)}`;
  await openAdmin(page, ADMIN_TEXTS.tabs.schools);
  await page.getByRole('button', { name: ADMIN_TEXTS.schools.add }).click();
  const create = page.getByRole('dialog', { name: texts.createDialog.title });
  await create.getByRole('textbox', { name: texts.createDialog.name }).fill(school);
  const share = create.getByRole('group', { name: texts.share.legend });
  await share.getByText(texts.share.percent, { exact: true }).click();
  await share.getByRole('textbox', { name: texts.share.percentLabel }).fill('12.5');
  await page.screenshot({ path: testInfo.outputPath('share-dialog-en.png'), fullPage: true });
  await create.getByRole('button', { name: texts.createDialog.submit }).click();
  await expect(page.getByRole('article', { name: school })).toBeVisible();
  const stored = async () => (await testDb().collection('schools').where('name', '==', school).get()).docs[0]?.get('fundraisingShare') as unknown;
  await expect.poll(stored).toEqual({ percentBasisPoints: 1250 });

  // The same fields in Spanish.
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('button', { name: 'Agregar escuela' }).click();
  const spanish = page.getByRole('dialog').getByRole('group', { name: 'Parte de la escuela' });
  await spanish.getByText('Por caja', { exact: true }).click();
  await expect(spanish.getByRole('textbox', { name: 'Monto por caja' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('share-dialog-es.png'), fullPage: true });
});

for (const language of ['en', 'es'] as const) {
  test(`a family on a phone reads what of the box goes to the school under the list it chose (${language})`, { tag: '@phone' }, async ({ page }, testInfo) => {
    const { schoolId, listId } = await createPrivateList({ deliverToSchool: true });
    await testDb()
      .doc(`schools/${schoolId}`)
      .update({ fundraisingShare: { perBoxCents: 150 } });
    const name = (await testDb().doc(`schools/${schoolId}`).get()).get('name') as string;
    await page.goto(`/shop?school=${schoolId}&list=${listId}${language === 'es' ? '&lang=es' : ''}`);
    const line = language === 'en' ? `$1.50 of this box goes to ${name}` : `$1.50 de esta caja es para ${name}`;
    await expect(page.getByRole('article').getByText(line)).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`share-line-${language}.png`), fullPage: true });
  });
}
