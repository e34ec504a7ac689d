import { expect, test } from '@playwright/test';
import { orderLookupMessages } from '@ssb/contract';
import { profiles } from '../../local/stack/profiles';
import { newGuest, placeGuestOrder } from '../support/orders';

const lookup = (request: import('@playwright/test').APIRequestContext, data: Record<string, unknown>) => request.post('/api/orders/lookup', { data });

test('finds a guest’s orders by e-mail and phone, however the phone is written', async ({ request }) => {
  const res = await lookup(request, { email: 'SAM.LEE@example.com', phone: '217.555.0188' });
  expect(res.status()).toBe(200);
  const { orders } = await res.json();
  expect(orders.map((o: { id: string }) => o.id).sort()).toEqual(['order-demo-0004', 'order-demo-0005', 'order-demo-0007']);
  const order = orders.find((o: { id: string }) => o.id === 'order-demo-0004');
  expect(order).toEqual({
    id: 'order-demo-0004',
    status: 'AWAITING_PAYMENT',
    createdAt: expect.any(String),
    userId: 'guest-sam-lee',
    supplyListId: 'list-lincoln-k',
    schoolId: 'school-lincoln',
    studentFirstName: 'Noah',
    studentLastName: 'Lee',
    checkoutId: 'order-demo-0004',
    // Its checkout's signed link: the guest who proved the order may open its page and pay it now.
    link: expect.stringMatching(/^\d+\.[\w-]{43}$/),
    // Its steps to the door, from its history: a box awaiting payment is only placed.
    steps: [{ step: 'placed', at: expect.any(String) }],
    user: { email: 'sam.lee@example.com', phone: '(217) 555-0188', fullAddress: 'Lincoln Elementary School, 1200 Oak Street, Springfield, IL 62701' },
    supplyList: {
      name: 'Kindergarten Supply List',
      totalPrice: 34.31,
      note: expect.any(String),
      school: { name: 'Lincoln Elementary School' },
      productsMappings: expect.arrayContaining([
        {
          productId: 'prod-crayons',
          quantity: 2,
          product: { id: 'prod-crayons', name: 'Crayons (24 count)', price: 2.99, description: 'Classic colours, non-toxic.' },
        },
      ]),
    },
  });
  const times = orders.map((o: { createdAt: string }) => Date.parse(o.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

test('both fields are required', async ({ request }) => {
  for (const data of [{ email: 'sam.lee@example.com' }, { phone: '(217) 555-0188' }, { email: ' ', phone: '(217) 555-0188' }]) {
    const res = await lookup(request, data);
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ error: orderLookupMessages.bothRequired });
  }
});

test('a wrong phone finds nothing', async ({ request }) => {
  const res = await lookup(request, { email: 'sam.lee@example.com', phone: '(217) 555-0000' });
  expect(await res.json()).toEqual({ orders: [] });
});

test('orders of an account are not found by guest lookup', async ({ request }) => {
  const res = await lookup(request, { email: 'parent@example.com', phone: '(217) 555-0142' });
  expect(await res.json()).toEqual({ orders: [] });
});

test('a guest finds only their own orders', async ({ request }) => {
  const mine = newGuest();
  await placeGuestOrder(request, mine);
  await placeGuestOrder(request, { ...newGuest(), phone: mine.phone });
  const { orders } = await (await lookup(request, mine)).json();
  expect(orders).toHaveLength(1);
  expect(orders[0].user.email).toBe(mine.email);
});

test('lookups are rate limited per e-mail: 429 once the window is used up', async ({ request }) => {
  // Lookups that find orders: those that find none lock the e-mail sooner (lookup-lock.spec.ts).
  const guest = newGuest();
  await placeGuestOrder(request, guest);
  for (let i = 0; i < profiles.e2e.rateLimits.perEmail; i++) expect((await lookup(request, guest)).status()).toBe(200);
  const limited = await lookup(request, guest);
  expect(limited.status()).toBe(429);
  expect(await limited.json()).toEqual({ error: orderLookupMessages.tooMany });
});
