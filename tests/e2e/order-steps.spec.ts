import { Timestamp } from 'firebase-admin/firestore';
import { formatLongDate } from '@ssb/contract';
import type { OrderChange } from '@ssb/documents';
import { expect, test } from '../support/fixtures';
import { MY_ORDERS_TEXTS } from '../../web/src/features/orders/texts';
import { lookUpOrders, noHorizontalScroll } from '../support/browser-checkout';
import { expectStatus, privateGuestOrder, submitCard } from '../support/orders';
import { closeTestDb, testDb } from '../support/stack';

// A family's box on its way to the school: My Orders lists its steps with their dates, short on a phone.

test.afterAll(closeTestDb);

const steps = MY_ORDERS_TEXTS.steps;

test('My Orders shows a box’s steps to the door with their dates, in English and Spanish', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const { body, checkoutUrl, orderId } = await privateGuestOrder(request);
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderId, 'PAYMENT_SUCCESS');

  // Packed, shipped and at school, as the packing and the shipment's calls keep them.
  const ref = testDb().doc(`orders/${orderId}`);
  const { history } = (await ref.get()).data() as { history: OrderChange[] };
  const day = (n: number) => new Date(Date.now() + n * 86_400_000);
  const at = (n: number) => Timestamp.fromDate(day(n));
  const toTheDoor: OrderChange[] = [
    { at: at(1), event: 'set', from: 'PAYMENT_SUCCESS', to: 'PREPARING', by: 'admin' },
    { at: at(3), event: 'shipped', from: 'PREPARING', to: 'PREPARING', by: 'admin' },
    { at: at(4), event: 'atSchool', from: 'PREPARING', to: 'PREPARING', by: 'rep' },
  ];
  await ref.update({ status: 'PREPARING', history: [...history, ...toTheDoor] });

  await page.goto('/my-orders');
  await lookUpOrders(page, body.email, body.phone);
  const list = page.getByRole('list', { name: steps.heading });
  await expect(list.getByRole('listitem')).toHaveText([
    new RegExp(`^${steps.placed} `),
    new RegExp(`^${steps.paid} `),
    `${steps.packed} ${formatLongDate(day(1))}`,
    `${steps.shipped} ${formatLongDate(day(3))}`,
    `${steps.atSchool} ${formatLongDate(day(4))}`,
  ]);
  expect(await noHorizontalScroll(page)).toBe(true);
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('my-orders-steps-en-375.png') });

  // The tab keeps the guest's lookup: the same orders, in Spanish.
  await page.goto('/my-orders?lang=es');
  const spanish = page.getByRole('list', { name: 'Progreso' });
  await expect(spanish.getByRole('listitem').last()).toHaveText(`En la escuela ${formatLongDate(day(4), 'es')}`);
  await spanish.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('my-orders-steps-es-375.png') });
});
