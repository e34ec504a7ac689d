import { randomUUID } from 'node:crypto';
import { addDays, orderNumberText, todayIn } from '@ssb/contract';
import { expect, test } from '../support/fixtures';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { ORDER_STATUS_LABELS } from '../../web/src/components/orders/order-status';
import { SHOP_TEXTS } from '../../web/src/features/shop/texts';
import { ORDER_TEXTS } from '../../web/src/features/shop/order-texts';
import { openAdmin, orderStatusSelect, searchOrder } from '../support/admin-orders';
import { cards, chooseSchoolAndList, fillOrderForm, findSchool, payWith, returnedOrderId } from '../support/browser-checkout';
import { expectCaught, mailReader, mailsTo, zoneAwayFromMidnight } from '../support/mail';
import { newGuest } from '../support/orders';
import { createPrivateProducts, createPrivateSchool, stored, writeList } from '../support/school-data';
import { closeTestDb, stack } from '../support/stack';

// What a family sees and hears of one order: the shop's countdown on the school's card, then an
// e-mail at each step the family should hear of, read from the mail catcher as it arrived.
// The school and its window are the test's own, so neither the seed's day nor another worker
// moves them; the guest's address is its own, so every message caught for it is this test's.

test.afterAll(async () => {
  await closeTestDb();
});

/** A school of the test's own whose window closes three days from today in its zone, with one published list of two products. */
async function schoolClosingInThreeDays() {
  const tag = randomUUID().slice(0, 6);
  const timeZone = zoneAwayFromMidnight();
  const today = todayIn(timeZone, new Date());
  const school = `Closing Soon Elementary ${tag}`;
  const schoolId = await createPrivateSchool(school, {
    window: { orderingOpensOn: addDays(today, -20), orderingClosesOn: addDays(today, 3), timeZone },
  });
  const [crayons, glue] = await createPrivateProducts([299, 149]);
  const list = 'Grade 3 Mail List';
  await writeList(schoolId, {
    published: true,
    name: list,
    items: [
      { productId: crayons!, quantity: 2 },
      { productId: glue!, quantity: 3 },
    ],
  });
  const names = await Promise.all([crayons!, glue!].map(async (id) => (await stored(`products/${id}`))!.name as string));
  return { school, list, items: [`2 × ${names[0]}`, `3 × ${names[1]}`], total: '$10.45' };
}

test(
  'a guest sees the school closing in 3 days, pays, and is e-mailed the confirmation, then “being packed” and “ready” as the administrator moves the order',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    // A checkout, the payment, three e-mails, the administrator's sign-in and two changes.
    test.slow();
    const { school, list, items, total } = await schoolClosingInThreeDays();
    const guest = newGuest();
    const child = { first: 'Maya', last: 'Okafor' };

    await page.goto('/shop');
    await expect(await findSchool(page, school)).toContainText('Orders close in 3 days');
    await chooseSchoolAndList(page, school, list);
    await page.getByRole('button', { name: SHOP_TEXTS.lists.placeOrder }).click();
    await fillOrderForm(page, { ...guest, studentFirstName: child.first, studentLastName: child.last });
    await page.getByRole('button', { name: ORDER_TEXTS.form.continueToCheckout }).click();
    await page.waitForURL(`${stack.payments}/pay/**`);
    await payWith(page, cards.succeeds);
    const orderId = await returnedOrderId(page, 'paid');
    await expect(page.getByText(MY_ORDERS_TEXTS.paymentReturn.paidTitle)).toBeVisible();

    const number = orderNumberText(orderId);
    const childName = `${child.first} ${child.last}`;
    const listAtSchool = `${list} · ${school}`;

    // The webhook pays the order after the browser has come back, and the sender delivers after that.
    const [confirmed] = await expectCaught(guest.email, 1);
    expect(confirmed!.subject).toBe(`Order ${number} confirmed: ${child.first}'s school supplies`);
    for (const text of [`Order ${number}`, childName, listAtSchool, ...items, `Delivery: to ${school}`, `Total paid: ${total}`, `${stack.app}/my-orders`]) {
      expect(confirmed!.text).toContain(text);
    }
    // The message as sent has the viewport line the catcher drops (see mailReader).
    const [sent] = await mailsTo(guest.email);
    expect(sent!.message.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const reader = await mailReader(browser, testInfo);
    const confirmedHtml = await reader.open(confirmed!, 'confirmed');
    await expect(confirmedHtml.getByRole('heading', { level: 2, name: childName })).toBeVisible();
    await expect(confirmedHtml.getByText(listAtSchool)).toBeVisible();
    await expect(confirmedHtml.getByRole('listitem')).toHaveText(items);
    await expect(confirmedHtml.getByText(`Total paid: ${total}`)).toBeVisible();
    // The order's own page, by its signed link: it opens on any device.
    await expect(confirmedHtml.getByRole('link', { name: 'View My Orders' })).toHaveAttribute(
      'href',
      new RegExp(`^${stack.app}/my-orders\\?orderId=${orderId}&receipt=`),
    );

    await openAdmin(page);
    await searchOrder(page, orderId);
    const status = orderStatusSelect(page, orderId);
    await status.selectOption({ label: ORDER_STATUS_LABELS.PREPARING });
    await expect(status).toHaveValue('PREPARING');
    const [, packing] = await expectCaught(guest.email, 2);
    expect(packing!.subject).toBe(`${child.first}'s box is being packed (order ${number})`);
    for (const text of [`Order ${number}`, childName, listAtSchool, `Delivery: to ${school}`]) expect(packing!.text).toContain(text);
    const packingHtml = await reader.open(packing!, 'being-packed');
    await expect(packingHtml.getByRole('heading', { level: 1, name: 'Your box is being packed' })).toBeVisible();
    await expect(packingHtml.getByRole('heading', { level: 2, name: childName })).toBeVisible();

    const complete = page.getByRole('button', { name: ADMIN_TEXTS.orders.completeLabel({ orderNumber: number }) });
    await complete.click();
    await expect(status).toHaveValue('COMPLETED');
    const [, , ready] = await expectCaught(guest.email, 3);
    expect(ready!.subject).toBe(`${child.first}'s box is ready at school (order ${number})`);
    for (const text of [`Order ${number}`, childName, listAtSchool, `Ready at ${school}`]) expect(ready!.text).toContain(text);
    const readyHtml = await reader.open(ready!, 'ready');
    await expect(readyHtml.getByRole('heading', { level: 1, name: 'Ready at school' })).toBeVisible();
    // The intro is also the hidden preview line that inboxes show beside the subject.
    await expect(readyHtml.getByText(`${child.first}'s box of school supplies is ready at ${school}.`).filter({ visible: true })).toBeVisible();
    await reader.close();
  },
);
