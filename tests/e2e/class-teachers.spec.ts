import { FULFILMENT_TEXTS } from '../../web/src/features/school-dashboard/fulfilment-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { signInThroughPage } from '../support/auth-emulator';
import { fillOrderForm, noHorizontalScroll } from '../support/browser-checkout';
import { expect, test } from '../support/fixtures';
import { newGuest } from '../support/orders';
import { representativeOf } from '../support/roles';
import { createPrivateProducts, createPrivateSchool, writeList, writeOrders } from '../support/school-data';
import { closeTestDb, stack, testDb } from '../support/stack';

// A family picks the child's teacher among the grade's in the order step, on its phone, in both
// languages; another grade's teacher is not offered, and Not known yet is the first choice.

const LANGUAGES = { English: 'en-US', Spanish: 'es-US' } as const;

test.afterAll(async () => {
  await closeTestDb();
});

for (const [language, locale] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test('the order step offers the grade’s teachers, and the box keeps the one picked', { tag: '@phone' }, async ({ page }, testInfo) => {
      const schoolId = await createPrivateSchool(`Teacher Pick School ${language}`);
      const [product] = (await createPrivateProducts([900])) as [string];
      const listId = await writeList(schoolId, { published: true, name: '2nd Grade', items: [{ productId: product, quantity: 1 }] });
      const teachers = testDb().collection(`schools/${schoolId}/teachers`);
      const createdAt = new Date();
      await teachers.doc('t-ortiz').set({ name: 'Ms. Ortiz', nameKey: 'ms. ortiz', grade: 'Grade 2', createdAt });
      await teachers.doc('t-adams').set({ name: 'Mr. Adams', nameKey: 'mr. adams', grade: '3rd Grade', createdAt });

      await page.goto(`/shop?school=${schoolId}&list=${listId}&step=order`);
      const teacher = page.getByRole('combobox', { name: ORDER_TEXTS.form.teacher });
      await expect(teacher).toBeVisible();
      await expect(teacher.locator('option')).toHaveText([ORDER_TEXTS.form.teacherNotKnown, 'Ms. Ortiz']);
      await teacher.selectOption({ label: 'Ms. Ortiz' });
      const guest = newGuest();
      await fillOrderForm(page, { ...guest, studentFirstName: 'José', studentLastName: 'Núñez' });
      await teacher.scrollIntoViewIfNeeded();
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`teacher-pick-${locale}.png`) });

      await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
      await page.waitForURL(`${stack.payments}/pay/**`);
      const orders = await testDb().collection('orders').where('emailKey', '==', guest.email.toLowerCase()).get();
      expect(orders.docs.map((d) => d.data())).toEqual([expect.objectContaining({ teacherId: 't-ortiz', teacherName: 'Ms. Ortiz' })]);
    });

    test('a representative adds a teacher and assigns the boxes from a CSV of class lists', { tag: '@phone' }, async ({ page }, testInfo) => {
      const texts = FULFILMENT_TEXTS.classes;
      const schoolId = await createPrivateSchool(`Class Lists School ${language}`);
      const [product] = (await createPrivateProducts([900])) as [string];
      const listId = await writeList(schoolId, { published: true, name: '2nd Grade', items: [{ productId: product, quantity: 1 }] });
      await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS'], Date.now() - 60_000, { studentFirstName: 'Zoë', studentLastName: 'Brontë' });
      const rep = await representativeOf(schoolId);
      await signInThroughPage(page, rep.email, 'secret123');
      await expect(page.getByRole('heading', { level: 1, name: SCHOOL_DASHBOARD_TEXTS.repTitle })).toBeVisible();
      await page.goto('/school-dashboard?tab=fulfilment&view=classes');

      await page.getByRole('textbox', { name: texts.teacherName }).fill('Ms. Peña');
      await page.getByRole('textbox', { name: texts.grade }).fill('2nd Grade');
      await page.getByRole('button', { name: texts.addTeacher }).click();
      await expect(page.getByRole('list', { name: texts.teachersTitle }).getByText(texts.teacherLine({ name: 'Ms. Peña', grade: '2nd Grade' }))).toBeVisible();

      const csv = 'first_name,last_name,teacher\nzoe,bronte,MS. PEÑA\nNobody,Here,Ms. Peña\n';
      await page.locator('input[type=file]').setInputFiles({ name: 'classes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: texts.assign }).click();
      await expect(page.getByRole('status').getByText(texts.assigned({ count: 1 }))).toBeVisible();
      await expect(page.getByText(texts.unassignedLine({ line: 3, child: 'Nobody Here', teacher: 'Ms. Peña', reason: texts.reasons.noBox }))).toBeVisible();
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`classes-view-${locale}.png`), fullPage: true });
    });
  });
}
