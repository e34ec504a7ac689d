import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Shipment } from '@ssb/contract';
import { expect, test } from '../support/fixtures';
import { as } from '../support/admin-matrix';
import { signIn } from '../support/auth';
import { signInThroughPage } from '../support/auth-emulator';
import { openAdmin } from '../support/admin-orders';
import { lookUpOrders, noHorizontalScroll } from '../support/browser-checkout';
import { expectStatus, orderIdOf, placeGuestOrder, submitCard } from '../support/orders';
import { representativeOf } from '../support/roles';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';
import { SHIPMENT_TEXTS } from '../../web/src/components/shipments/texts';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { FULFILMENT_TEXTS } from '../../web/src/features/school-dashboard/fulfilment-texts';
import { SCHOOL_DASHBOARD_TEXTS } from '../../web/src/features/school-dashboard/texts';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';

// Boxes that arrive (docs/decisions.md §27): on a phone, a school's representative signs for a
// delivery at the door and the family sees "At school" in My Orders; on a computer, the
// administrator ships a day's boxes to three schools and prints the manifest and carton labels.

test.afterAll(closeTestDb);

const texts = SHIPMENT_TEXTS;

/** A school of the test's own, delivered to, with what its dialog says of deliveries. */
async function schoolWithDelivery(contact: string) {
  const made = await createPrivateList({ deliverToSchool: true });
  await testDb()
    .doc(`schools/${made.schoolId}`)
    .update({
      deliveryDate: '2026-12-14',
      deliveryContact: { name: contact, phone: '5035550142' },
      deliveryInstructions: 'Loading dock behind the gym; ask at the front office',
    });
  const name = ((await testDb().doc(`schools/${made.schoolId}`).get()).data() as { name: string }).name;
  return { ...made, name };
}

/** A guest's paid box of `listId`, packed by the administrator's bulk move. */
async function packedBox(request: APIRequestContext, listId: string, admin: string) {
  const { body, checkoutUrl } = await placeGuestOrder(request, { supplyListId: listId });
  const orderId = await orderIdOf(body.email);
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');
  const packed = await request.post('/api/orders/bulk-status', { ...as(admin), data: { status: 'PREPARING', orderIds: [orderId] } });
  expect(packed.status(), await packed.text()).toBe(200);
  return { orderId, email: body.email, phone: body.phone };
}

test(
  'on a phone, a representative confirms a delivery at the door, and the family then sees its box at school',
  { tag: '@phone' },
  async ({ page, browser, request }, testInfo) => {
    const admin = await signIn('admin@example.com');
    const school = await schoolWithDelivery('Pat Office');
    const box = await packedBox(request, school.listId, admin);
    const made = await request.post('/api/shipments', { ...as(admin), data: { schoolId: school.schoolId, shipDate: '2026-12-10', cartons: 2 } });
    expect(made.status(), await made.text()).toBe(201);
    const { shipment } = (await made.json()) as { shipment: Shipment };
    expect((await request.put(`/api/shipments/${shipment.id}/status`, { ...as(admin), data: { status: 'SHIPPED' } })).status()).toBe(200);

    const rep = await representativeOf(school.schoolId);
    await signInThroughPage(page, rep.email, rep.password);
    await expect(page.getByRole('heading', { level: 1, name: SCHOOL_DASHBOARD_TEXTS.repTitle })).toBeVisible();
    await page.getByRole('tab', { name: SCHOOL_DASHBOARD_TEXTS.tabs.fulfilment }).click();
    await page.getByText(FULFILMENT_TEXTS.views.deliveries, { exact: true }).click();
    const delivery = page.getByRole('article').filter({ hasText: texts.receipt.shipment({ count: 2, boxes: 1 }) });
    await delivery.getByRole('button', { name: /Confirm delivery/ }).click();
    await delivery.getByRole('textbox', { name: texts.receipt.cartonsReceived }).fill('1');
    await delivery.getByRole('textbox', { name: texts.receipt.receivedBy }).fill('Pat Office');
    await delivery.getByRole('button', { name: texts.receipt.send }).click();
    // A count other than the manifest's asks once more: the warning stands before anything is sent.
    await expect(delivery.getByRole('alert')).toHaveText(texts.receipt.differs({ expected: 2, received: 1 }));
    await page.screenshot({ path: testInfo.outputPath('receipt-differs-en-375.png'), fullPage: true });
    expect(((await testDb().doc(`shipments/${shipment.id}`).get()).data() as { status: string }).status).toBe('SHIPPED');
    // The second carton was behind the door.
    await delivery.getByRole('textbox', { name: texts.receipt.cartonsReceived }).fill('2');
    await delivery.getByRole('button', { name: texts.receipt.send }).click();
    await expect(delivery.getByRole('status')).toHaveText(texts.receipt.sent({ count: 2 }));
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('receipt-sent-en-375.png'), fullPage: true });

    // The family, on its own phone, sees the box at its school.
    const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
    const family = await context.newPage();
    await family.goto('/my-orders');
    await lookUpOrders(family, box.email, box.phone);
    const steps = family.getByRole('list', { name: MY_ORDERS_TEXTS.steps.heading });
    await expect(steps.getByRole('listitem').last()).toContainText(MY_ORDERS_TEXTS.steps.atSchool);
    await expect(steps.getByRole('listitem')).toContainText([MY_ORDERS_TEXTS.steps.packed, MY_ORDERS_TEXTS.steps.shipped, MY_ORDERS_TEXTS.steps.atSchool]);
    await steps.scrollIntoViewIfNeeded();
    await family.screenshot({ path: testInfo.outputPath('family-at-school-en-375.png') });
    await context.close();
  },
);

/** A day of the test's own, so other tests' shipments are not on it. */
const ownShipDate = () => `2027-0${1 + Math.floor(Math.random() * 9)}-${String(10 + Math.floor(Math.random() * 18))}`;

test(
  'on a phone, the administrator ships a school’s boxes and marks them shipped, and the page never scrolls sideways',
  { tag: '@phone' },
  async ({ page, request }) => {
    const school = await schoolWithDelivery('Pat Office');
    await packedBox(request, school.listId, await signIn('admin@example.com'));
    await openAdmin(page, ADMIN_TEXTS.tabs.shipments);
    await page.getByLabel(texts.tab.shipDate).fill(ownShipDate());
    const create = page.getByRole('button', { name: texts.tab.create.submitLabel({ school: school.name }) });
    await expect(create).toBeVisible();
    expect(await noHorizontalScroll(page), 'the ready list scrolls in its own box').toBe(true);
    await create.click();
    await expect(page.getByRole('status')).toHaveText(texts.tab.create.created({ school: school.name, count: 1, cartons: 1 }));
    const row = page
      .getByRole('table', { name: /Shipments of/ })
      .getByRole('row')
      .filter({ hasText: school.name });
    await page.getByRole('button', { name: texts.tab.list.markShippedLabel({ school: school.name }) }).click();
    await expect(row).toContainText(texts.status.SHIPPED);
    expect(await noHorizontalScroll(page), 'the day’s shipments scroll in their own box').toBe(true);
  },
);

/** Prints the page as Chromium does to paper, and renders its pages to PNG to be looked at. */
async function printed(page: Page, name: string, outputDir: string): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const file = `${outputDir}/${name}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, `${outputDir}/${name}`]);
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

test(
  'the administrator ships a day’s boxes to three schools and prints the manifest and carton labels',
  { tag: '@computer' },
  async ({ page, request }, testInfo) => {
    const admin = await signIn('admin@example.com');
    const schools = [await schoolWithDelivery('Pat Office'), await schoolWithDelivery('Lee Front Desk'), await schoolWithDelivery('Ana Ruiz')];
    for (const school of schools) await packedBox(request, school.listId, admin);
    const shipDate = ownShipDate();

    await openAdmin(page, ADMIN_TEXTS.tabs.shipments);
    await page.getByLabel(texts.tab.shipDate).fill(shipDate);
    // The schools with boxes to ship are listed with their counts; a school shipped leaves the list.
    const ready = page.getByRole('table', { name: texts.tab.create.tableLabel });
    for (const school of schools) await expect(ready.getByRole('row').filter({ hasText: school.name })).toContainText(`${school.name}1`);
    await page.screenshot({ path: testInfo.outputPath('shipments-ready-en-1280.png'), fullPage: true });
    for (const [i, school] of schools.entries()) {
      await page.getByRole('textbox', { name: texts.tab.create.cartonsLabel({ school: school.name }) }).fill(String(i + 1));
      await page.getByRole('button', { name: texts.tab.create.submitLabel({ school: school.name }) }).click();
      await expect(page.getByRole('status')).toHaveText(texts.tab.create.created({ school: school.name, count: 1, cartons: i + 1 }));
      await expect(ready.getByRole('row').filter({ hasText: school.name })).toHaveCount(0);
    }
    const table = page.getByRole('table', { name: /Shipments of/ });
    await expect(table.getByRole('row')).toHaveCount(4);
    for (const school of schools) {
      await page.getByRole('button', { name: texts.tab.list.markShippedLabel({ school: school.name }) }).click();
      await expect(table.getByRole('row').filter({ hasText: school.name })).toContainText(texts.status.SHIPPED);
    }
    await page.screenshot({ path: testInfo.outputPath('shipments-day-en-1280.png'), fullPage: true });
    // The same tab in Spanish: the day's shipments stay on the date chosen.
    await page.goto('/admin?lang=es');
    await page.getByRole('tab', { name: 'Envíos' }).click();
    await expect(page.getByRole('heading', { name: 'Listo para enviar' })).toBeVisible();
    await page.getByLabel('Fecha de envío').fill(shipDate);
    await expect(page.getByRole('table', { name: /Envíos del/ }).getByRole('row')).toHaveCount(4);
    await page.screenshot({ path: testInfo.outputPath('shipments-day-es-1280.png'), fullPage: true });
    await page.goto('/admin?lang=en');
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.shipments }).click();
    await page.getByLabel(texts.tab.shipDate).fill(shipDate);

    // The third school's shipment: its manifest, then three carton labels, a page each.
    const third = schools[2]!;
    await page.getByRole('link', { name: texts.tab.list.printLabel({ school: third.name }) }).click();
    await expect(page.getByRole('heading', { name: texts.manifest.title({ school: third.name }) })).toBeVisible();
    await expect(page.getByRole('list', { name: texts.manifest.label.regionLabel }).getByRole('article')).toHaveCount(3);
    expect(await printed(page, 'manifest-en', testInfo.outputDir)).toBe(4);

    await page.goto(`${page.url()}?lang=es`);
    await expect(page.getByRole('heading', { name: `Manifiesto: ${third.name}` })).toBeVisible();
    await expect(page.getByText('Caja de cartón 3 de 3')).toBeVisible();
    expect(await printed(page, 'manifest-es', testInfo.outputDir)).toBe(4);
  },
);
