import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { FULFILMENT_TEXTS as texts } from '../../web/src/features/school-dashboard/fulfilment-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { signInThroughPage } from '../support/auth-emulator';
import { noHorizontalScroll } from '../support/browser-checkout';
import { representativeOf } from '../support/roles';
import { createPrivateProducts, createPrivateSchool, stored, writeList, writeOrders } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// Fulfilment in Chromium: a representative prints its school's pick list and packing slips
// (the print view at A4 and Letter widths, as screenshots and PDFs), and on a phone ticks
// boxes off as they are handed to the families.

test.afterAll(async () => {
  await closeTestDb();
});

/** Paper widths at the browser's 96 px per inch. */
const A4 = { width: 794, height: 1123 };
const LETTER = { width: 816, height: 1056 };

const students = [
  { first: 'Mia', last: 'Rivera', status: 'PAYMENT_SUCCESS' },
  { first: 'Leo', last: 'Chen', status: 'PREPARING' },
  { first: 'Ada', last: 'Rush', status: 'PAYMENT_SUCCESS' },
  { first: 'Sam', last: 'Unpaid', status: 'AWAITING_PAYMENT' },
] as const;

/** A school of the test's own with three boxes to pack (and one order not paid), and its representative signed in. */
async function schoolWithBoxes(page: Page) {
  const schoolId = await createPrivateSchool('Fulfilment Elementary');
  const [crayons, glue, scissors] = await createPrivateProducts([299, 149, 279]);
  const items = [
    { productId: crayons!, name: 'Crayons (24 count)', description: '', priceCents: 299, quantity: 2 },
    { productId: glue!, name: 'Glue Sticks', description: '', priceCents: 149, quantity: 3 },
  ];
  const listId = await writeList(schoolId, {
    published: true,
    name: 'Grade 1 Supply List',
    items: items.map(({ productId, quantity }) => ({ productId, quantity })),
  });
  const orderIds: string[] = [];
  for (const [i, s] of students.entries()) {
    // Ada's family has scissors at home already: her slip says to leave them out.
    const skippedItems = s.first === 'Ada' ? [{ productId: scissors!, name: 'Safety Scissors', description: '', priceCents: 279, quantity: 1 }] : [];
    const snapshot = { listName: 'Grade 1 Supply List', schoolName: 'Fulfilment Elementary', note: '', items, skippedItems, totalCents: 1045 };
    const [id] = await writeOrders(schoolId, listId, [s.status], Date.now() - 60_000 - i * 1000, {
      studentFirstName: s.first,
      studentLastName: s.last,
      snapshot,
      contact: {
        email: `${s.first.toLowerCase()}@example.com`,
        phone: '(217) 555-0100',
        fullAddress: 'Fulfilment Elementary, 9 Test Road, Springfield, IL 62701',
      },
    });
    orderIds.push(id!);
  }
  const rep = await representativeOf(schoolId);
  await signInThroughPage(page, rep.email, 'secret123');
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL_DASHBOARD_TEXTS.repTitle })).toBeVisible();
  await page.getByRole('tab', { name: SCHOOL_DASHBOARD_TEXTS.tabs.fulfilment }).click();
  return orderIds;
}

/** The pages of a PDF Chromium printed. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

// Printing is done from a computer; the phone journey is the handover below.
test('a representative prints the pick list and the packing slips of its school', { tag: '@computer' }, async ({ page }, testInfo) => {
  await schoolWithBoxes(page);

  const products = page.getByRole('table', { name: texts.pickList.productsLabel });
  await expect(page.getByRole('heading', { name: texts.pickList.title({ schoolName: 'Fulfilment Elementary' }) })).toBeVisible();
  await expect(page.getByText(texts.pickList.summary({ boxes: 3 }))).toBeVisible();
  // Three paid boxes: 3 × 2 crayons and 3 × 3 glue sticks; the unpaid order is not packed.
  await expect(products.getByRole('row', { name: /Crayons \(24 count\)/ })).toContainText('Individual63');
  await expect(products.getByRole('row', { name: /Glue Sticks/ })).toContainText('Individual93');

  await page.emulateMedia({ media: 'print' });
  for (const [paper, size] of [
    ['a4', A4],
    ['letter', LETTER],
  ] as const) {
    await page.setViewportSize(size);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('tab', { name: SCHOOL_DASHBOARD_TEXTS.tabs.fulfilment })).toBeHidden();
    await expect(page.getByRole('button', { name: texts.print })).toBeHidden();
    await expect(products).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`pick-list-${paper}.png`), fullPage: true });
  }
  const pickListPdf = await page.pdf({ format: 'A4', printBackground: true });
  await testInfo.attach('pick-list-a4.pdf', { body: pickListPdf, contentType: 'application/pdf' });
  expect(pageCount(pickListPdf)).toBe(1);

  // By teacher: one section per teacher, on screen and on paper; these boxes have none known yet.
  await page.emulateMedia({ media: 'screen' });
  await page.getByText(texts.pickList.grouping.byTeacher, { exact: true }).click();
  const notKnownYet = page.getByRole('table', { name: texts.pickList.teacherSection({ teacher: texts.classes.notKnownYet, boxes: 3 }) });
  await expect(notKnownYet.getByRole('row', { name: /Crayons \(24 count\)/ })).toContainText('Individual63');
  await page.emulateMedia({ media: 'print' });
  await expect(notKnownYet).toBeVisible();
  await expect(page.getByText(texts.pickList.grouping.byTeacher, { exact: true })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('pick-list-by-teacher.png'), fullPage: true });

  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByText(texts.views.packingSlips, { exact: true }).click();
  const slips = page.getByRole('article', { name: /^Packing slip #/ });
  await expect(slips).toHaveCount(3);
  const mia = slips.filter({ hasText: 'Mia Rivera' });
  await expect(mia).toContainText('Grade 1 Supply List');
  await expect(mia).toContainText(texts.packingSlips.toSchool({ address: 'Fulfilment Elementary, 9 Test Road, Springfield, IL 62701' }));
  await expect(mia.getByRole('row', { name: /Glue Sticks/ })).toContainText('3');
  await expect(page.getByText('Sam Unpaid')).toHaveCount(0);
  const ada = slips.filter({ hasText: 'Ada Rush' });
  await expect(ada.getByRole('list', { name: texts.packingSlips.notPacked })).toHaveText(
    texts.packingSlips.notPackedItem({ quantity: 1, name: 'Safety Scissors' }),
  );
  await expect(ada.getByRole('table')).not.toContainText('Safety Scissors');
  await expect(mia.getByText(texts.packingSlips.notPacked)).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  for (const [paper, size] of [
    ['a4', A4],
    ['letter', LETTER],
  ] as const) {
    await page.setViewportSize(size);
    // Each slip's own Print button stays on screen only.
    const printOne = page.getByRole('button', { name: /^Print packing slip #/, includeHidden: true });
    await expect(printOne).toHaveCount(3);
    await expect(printOne.first()).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`packing-slips-${paper}.png`), fullPage: true });
  }
  // One page a slip, on A4 and on Letter.
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    await testInfo.attach(`packing-slips-${format}.pdf`, { body: pdf, contentType: 'application/pdf' });
    expect(pageCount(pdf), format).toBe(3);
  }
});

// The handover checklist is for the phone at the school.
test('on a phone, a representative finds students by name and ticks two boxes off as they are handed over', { tag: '@phone' }, async ({ page }, testInfo) => {
  const orderIds = await schoolWithBoxes(page);
  await page.getByText(texts.views.handover, { exact: true }).click();
  await expect(page.getByText(texts.handover.remaining({ left: 3, total: 3 }))).toBeVisible();
  const search = page.getByRole('searchbox', { name: texts.handover.search });
  const list = page.getByRole('list', { name: texts.handover.listLabel });
  expect(await noHorizontalScroll(page)).toBe(true);

  await search.fill('riv');
  await expect(list.getByRole('checkbox')).toHaveCount(1);
  // The box is ticked once the server has completed the order.
  await list.getByRole('checkbox', { name: 'Mia Rivera' }).click();
  await expect(list.getByRole('checkbox', { name: 'Mia Rivera' })).toBeChecked();
  await expect(page.getByText(texts.handover.remaining({ left: 2, total: 3 }))).toBeVisible();
  // The search is emptied and keeps the focus for the next family's name.
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();

  await search.fill('leo');
  await list.getByRole('checkbox', { name: 'Leo Chen' }).click();
  await expect(list.getByRole('checkbox', { name: 'Leo Chen' })).toBeChecked();
  await expect(page.getByText(texts.handover.remaining({ left: 1, total: 3 }))).toBeVisible();

  await search.fill('');
  await expect(list.getByRole('checkbox')).toHaveCount(3);
  await expect(list.getByRole('checkbox', { name: 'Ada Rush' })).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('handover-phone.png'), fullPage: true });
  expect(await noHorizontalScroll(page)).toBe(true);

  // Completed in the database; the unticked box and the unpaid order are as they were.
  expect((await stored(`orders/${orderIds[0]}`))!.status).toBe('COMPLETED');
  expect((await stored(`orders/${orderIds[1]}`))!.status).toBe('COMPLETED');
  expect((await stored(`orders/${orderIds[2]}`))!.status).toBe('PAYMENT_SUCCESS');
  expect((await stored(`orders/${orderIds[3]}`))!.status).toBe('AWAITING_PAYMENT');
});

test(
  'on a phone, a tick is undone from its toast, the day’s hand-overs and the picked ticks survive a reload, as do the tab and view',
  { tag: '@phone' },
  async ({ page }) => {
    const orderIds = await schoolWithBoxes(page);
    // The pick list: a card per product, whose Picked tick is kept for the day.
    const products = page.getByRole('list', { name: texts.pickList.productsLabel });
    const crayons = products.getByRole('checkbox', { name: texts.pickList.pickedLabel({ product: 'Crayons (24 count)' }) });
    await crayons.check();
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.getByText(texts.views.handover, { exact: true }).click();
    await expect(page).toHaveURL(/\?tab=fulfilment&view=handover$/);
    const list = page.getByRole('list', { name: texts.handover.listLabel });
    await list.getByRole('checkbox', { name: 'Mia Rivera' }).click();
    await expect(list.getByRole('checkbox', { name: 'Mia Rivera' })).toBeChecked();
    await page.getByRole('button', { name: texts.handover.undo, exact: true }).click();
    await expect(list.getByRole('checkbox', { name: 'Mia Rivera' })).not.toBeChecked();
    await expect.poll(async () => (await stored(`orders/${orderIds[0]}`))!.status).toBe('PAYMENT_SUCCESS');

    // Handed over again; after a reload it is listed under Handed out today, and undone from there.
    await list.getByRole('checkbox', { name: 'Leo Chen' }).click();
    await expect(list.getByRole('checkbox', { name: 'Leo Chen' })).toBeChecked();
    await page.reload();
    const today = page.getByRole('region', { name: texts.handover.today });
    await today.getByRole('button', { name: texts.handover.undoLabel({ student: 'Leo Chen' }) }).click();
    await expect(list.getByRole('checkbox', { name: 'Leo Chen' })).not.toBeChecked();
    await expect(today.getByText(texts.handover.todayEmpty)).toBeVisible();
    expect((await stored(`orders/${orderIds[1]}`))!.status).toBe('PREPARING');
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.getByText(texts.views.pickList, { exact: true }).click();
    await page.reload();
    await expect(crayons).toBeChecked();
  },
);
