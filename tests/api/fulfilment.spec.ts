import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import {
  boxStatuses,
  isBoxStatus,
  orderExportColumns,
  orderStatuses,
  orderStatusNames,
  type BulkStatusResponse,
  type Order,
  type OrderResponse,
  type OrdersPage,
  type OrderStatus,
  type PackingSlipResponse,
  type PackingSlipsPage,
  type PickListResponse,
  type SchoolStatsResponse,
} from '@ssb/contract';
import { checkAnswer, routeServing } from '../support/answers';
import { bearer, closeAdminAuth } from '../support/auth';
import { personasFor, type Personas } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, stored, writeList, writeOrders } from '../support/school-data';
import { box, expectStatus, guestCheckoutBody, newGuest, placeBoxes, submitCard } from '../support/orders';
import { closeTestDb, createPrivateList, stack } from '../support/stack';

// Fulfilment over HTTP against the local stack: the pick list and its CSV, packing
// slips, the order export, bulk status moves and the handover tick, with every role's
// allow and deny.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

type Item = { productId: string; name: string; quantity: number };
const snapshotOf = (listName: string, items: Item[]) => ({
  listName,
  schoolName: 'Fulfilment School',
  note: '',
  items: items.map((i) => ({ ...i, description: '', priceCents: 250 })),
  totalCents: 250 * items.reduce((sum, i) => sum + i.quantity, 0),
});

let personas: Personas;
let schoolId: string;
let otherSchoolId: string;
let listA: string;
let listB: string;
let products: string[];
/** Every order of the school with the snapshot it was written with. */
const written: { id: string; status: OrderStatus; supplyListId: string; items: Item[] }[] = [];

test.beforeAll(async () => {
  [schoolId, otherSchoolId] = await Promise.all([createPrivateSchool('Fulfilment School'), createPrivateSchool()]);
  products = await createPrivateProducts([250, 250, 250]);
  const [p0, p1, p2] = products as [string, string, string];
  listA = await writeList(schoolId, {
    published: true,
    name: 'Grade 2',
    items: [
      { productId: p0, quantity: 2 },
      { productId: p1, quantity: 1 },
    ],
    totalPriceCents: 750,
  });
  listB = await writeList(schoolId, {
    published: true,
    name: 'Grade 3',
    items: [
      { productId: p1, quantity: 3 },
      { productId: p2, quantity: 1 },
    ],
    totalPriceCents: 1000,
  });
  personas = await personasFor(schoolId, otherSchoolId);

  const name = (id: string) => `Test Product ${products.indexOf(id)} ${id}`;
  const itemsA1 = [
    { productId: p0, name: name(p0), quantity: 2 },
    { productId: p1, name: name(p1), quantity: 1 },
  ];
  const itemsB = [
    { productId: p1, name: name(p1), quantity: 3 },
    { productId: p2, name: name(p2), quantity: 1 },
  ];
  const add = async (listId: string, listName: string, items: Item[], newestAt: number) => {
    const ids = await writeOrders(schoolId, listId, [...orderStatuses], newestAt, { snapshot: snapshotOf(listName, items) });
    ids.forEach((id, i) => written.push({ id, status: orderStatuses[i]!, supplyListId: listId, items }));
  };
  // Orders in every status before list A is edited, then the edit (through the API), then orders of the new selection.
  const now = Date.now();
  await add(listA, 'Grade 2', itemsA1, now - 600_000);
  await add(listB, 'Grade 3', itemsB, now - 500_000);
  const edit = await call('POST', `/supply-lists/${listA}/products`, personas.admin, {
    productMappings: [
      { productId: p0, quantity: 5 },
      { productId: p2, quantity: 1 },
    ],
  });
  expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  await add(
    listA,
    'Grade 2',
    [
      { productId: p0, name: name(p0), quantity: 5 },
      { productId: p2, name: name(p2), quantity: 1 },
    ],
    now - 400_000,
  );
  // Another school's paid orders never count here.
  const otherList = await writeList(otherSchoolId, { published: true, items: [{ productId: p0, quantity: 1 }] });
  await writeOrders(otherSchoolId, otherList, ['PAYMENT_SUCCESS', 'PREPARING'], now - 300_000, {
    snapshot: snapshotOf('Other', [{ productId: p0, name: name(p0), quantity: 9 }]),
  });
});

/** A raw download: status, headers and body text, its byte order mark kept (`res.text()` would drop it). */
async function download(path: string, token: string | null, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.app}/api${path}`, { headers: { ...headers, ...(token ? bearer(token) : {}) } });
  const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(await res.arrayBuffer());
  // A file when it is answered; else the refusal, as JSON.
  checkAnswer(routeServing('GET', path)!, res.status, res.ok ? undefined : JSON.parse(text));
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text };
}

const parseCsv = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];

async function everyOrder(query: string, token: string): Promise<Order[]> {
  const orders: Order[] = [];
  let cursor: string | null = null;
  do {
    const answer: { status: number; body: OrdersPage } = await call<OrdersPage>('GET', `/orders?limit=200&${query}${cursor ? `&cursor=${cursor}` : ''}`, token);
    expect(answer.status).toBe(200);
    orders.push(...answer.body.orders);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return orders;
}

const refusals = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403 } as const;
async function onlySchoolStaffMay(method: string, path: string) {
  for (const [persona, status] of Object.entries(refusals) as [keyof typeof refusals, number][]) {
    const answer = await call(method, path, personas[persona]);
    expect(answer.status, `${persona} ${method} ${path}`).toBe(status);
    expect(answer.body).toEqual({ error: expect.any(String) });
  }
}

test.describe('GET /schools/{id}/pick-list', () => {
  test('totals equal the sum over the snapshots of the paid, not yet completed orders, though the list was edited after some of them', async () => {
    const boxes = written.filter((o) => isBoxStatus(o.status));
    const expected = new Map<string, { quantity: number; boxes: number }>();
    for (const box of boxes) {
      for (const item of box.items) {
        const total = expected.get(item.productId) ?? { quantity: 0, boxes: 0 };
        expected.set(item.productId, { quantity: total.quantity + item.quantity, boxes: total.boxes + 1 });
      }
    }
    for (const token of [personas.rep, personas.admin]) {
      const { status, body } = await call<PickListResponse>('GET', `/schools/${schoolId}/pick-list`, token);
      expect(status).toBe(200);
      const { pickList } = body;
      expect(pickList.school).toEqual({ id: schoolId, name: 'Fulfilment School' });
      expect(pickList.boxes).toBe(boxes.length);
      expect(Object.fromEntries(pickList.products.map((p) => [p.productId, { quantity: p.quantity, boxes: p.boxes }]))).toEqual(Object.fromEntries(expected));
      expect(pickList.products.every((p) => p.productType === 'INDIVIDUAL')).toBe(true);
      // Product 0: two per box in the two paid boxes before the edit, five in the two after.
      expect(pickList.products.find((p) => p.productId === products[0])).toMatchObject({ quantity: 2 * 2 + 5 * 2, boxes: 4 });
      expect(pickList.supplyLists).toEqual([
        { supplyListId: listA, name: 'Grade 2', boxes: 4 },
        { supplyListId: listB, name: 'Grade 3', boxes: 2 },
      ]);
    }
  });

  test('it follows the boxes as they move: a checkout’s two boxes come in when paid, an office order paid at once; they leave as they are handed over or cancelled', async ({
    request,
  }) => {
    const { schoolId: school, listId } = await createPrivateList({ deliverToSchool: true });
    const pickList = async () => (await call<PickListResponse>('GET', `/schools/${school}/pick-list`, personas.admin)).body.pickList;
    const crayons = (quantity: number, boxes: number) => ({
      boxes,
      products: [{ productId: 'prod-crayons', name: 'Crayons (24 count)', productType: 'INDIVIDUAL', quantity, boxes }],
      supplyLists: [{ supplyListId: listId, boxes }],
    });
    const { checkoutUrl, orderIds } = await placeBoxes(request, { ...newGuest(), boxes: [box(listId), box(listId, 'Mia')] });
    expect(await pickList()).toMatchObject({ boxes: 0, products: [], supplyLists: [] });
    expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
    for (const id of orderIds) await expectStatus(request, id, 'PAYMENT_SUCCESS');
    expect(await pickList()).toMatchObject(crayons(4, 2));

    const recorded = await call<OrderResponse>('POST', '/orders', personas.admin, {
      ...guestCheckoutBody({ supplyListId: listId }),
      status: 'PAYMENT_SUCCESS',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(await pickList()).toMatchObject(crayons(6, 3));

    const [first, second] = orderIds as [string, string];
    expect((await call<OrderResponse>('POST', `/orders/${first}/hand-over`, personas.admin)).body.order.status).toBe('COMPLETED');
    expect(await pickList()).toMatchObject(crayons(4, 2));
    expect((await call<OrderResponse>('DELETE', `/orders/${second}`, personas.admin)).body.order.status).toBe('CANCELLED');
    expect(await pickList()).toMatchObject(crayons(2, 1));
    const undone = await call<OrderResponse>('DELETE', `/orders/${first}/hand-over`, personas.admin);
    expect(undone.body.order.status).toBe('PAYMENT_SUCCESS');
    expect(await pickList()).toMatchObject(crayons(4, 2));
    const completed = await call('PUT', `/orders/${recorded.body.order.id}/status`, personas.admin, { status: 'COMPLETED' });
    expect(completed.status).toBe(200);
    expect(await pickList()).toMatchObject(crayons(2, 1));
  });

  test('its CSV holds the same products, one row each', async () => {
    const { body } = await call<PickListResponse>('GET', `/schools/${schoolId}/pick-list`, personas.rep);
    const csv = await download(`/schools/${schoolId}/pick-list/export`, personas.rep);
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.disposition).toMatch(/^attachment; filename="pick-list-.+\.csv"$/);
    expect(parseCsv(csv.text)).toEqual(
      body.pickList.products.map((p) => ({ Product: p.name, Type: 'Individual', Quantity: String(p.quantity), Boxes: String(p.boxes) })),
    );
  });

  test('only the school’s representative and administrators may; an unknown school is 404', async () => {
    await onlySchoolStaffMay('GET', `/schools/${schoolId}/pick-list`);
    await onlySchoolStaffMay('GET', `/schools/${schoolId}/pick-list/export`);
    expect((await call('GET', '/schools/no-such-school/pick-list', personas.admin)).status).toBe(404);
  });
});

test.describe('packing slips', () => {
  test('a representative pages through its school’s boxes, newest first, each once, with what goes in them', async () => {
    const slips: PackingSlipsPage['packingSlips'] = [];
    let cursor: string | null = null;
    do {
      const answer: { status: number; body: PackingSlipsPage } = await call<PackingSlipsPage>(
        'GET',
        `/schools/${schoolId}/packing-slips?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        personas.rep,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.packingSlips.length).toBeLessThanOrEqual(2);
      slips.push(...answer.body.packingSlips);
      cursor = answer.body.nextCursor;
    } while (cursor);
    const boxes = written.filter((o) => isBoxStatus(o.status));
    expect(slips.map((s) => s.id).sort()).toEqual(boxes.map((b) => b.id).sort());
    const times = slips.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const slip of slips) {
      const box = boxes.find((b) => b.id === slip.id)!;
      expect(slip.items).toEqual(box.items);
      expect(boxStatuses).toContain(slip.status);
      expect(slip).toMatchObject({
        schoolName: 'Fulfilment School',
        studentFirstName: expect.any(String),
        delivery: { toSchool: expect.any(Boolean), address: expect.any(String) },
      });
    }
  });

  test('a slip names what the family already has, apart from what goes in, so the packer leaves it out', async () => {
    const [p0, p1] = products as [string, string];
    const items = [{ productId: p0, name: 'Crayons', quantity: 2 }];
    const skippedItems = [{ productId: p1, name: 'Safety scissors', description: '', priceCents: 250, quantity: 1 }];
    const [id] = await writeOrders(schoolId, listA, ['PAYMENT_SUCCESS'], Date.now() - 700_000, {
      snapshot: { ...snapshotOf('Grade 2', items), skippedItems },
    });
    written.push({ id: id!, status: 'PAYMENT_SUCCESS', supplyListId: listA, items });
    const { status, body } = await call<PackingSlipResponse>('GET', `/orders/${id}/packing-slip`, personas.rep);
    expect(status).toBe(200);
    expect(body.packingSlip.items).toEqual(items);
    expect(body.packingSlip.skippedItems).toEqual([{ productId: p1, name: 'Safety scissors', quantity: 1 }]);
    // A box that skipped nothing says nothing of it.
    const plain = await call<PackingSlipResponse>('GET', `/orders/${written[0]!.id}/packing-slip`, personas.rep);
    expect(plain.body.packingSlip).not.toHaveProperty('skippedItems');
  });

  test('one order’s slip, for its school’s staff only', async () => {
    const id = written[0]!.id;
    const { status, body } = await call<PackingSlipResponse>('GET', `/orders/${id}/packing-slip`, personas.rep);
    expect(status).toBe(200);
    expect(body.packingSlip).toMatchObject({ id, listName: 'Grade 2', items: written[0]!.items });
    await onlySchoolStaffMay('GET', `/orders/${id}/packing-slip`);
    await onlySchoolStaffMay('GET', `/schools/${schoolId}/packing-slips`);
    expect((await call('GET', '/orders/no-such-order/packing-slip', personas.admin)).status).toBe(404);
  });
});

test.describe('GET /orders/export', () => {
  const row = (o: Order) => ({
    'Order number': `#${o.id.slice(-8)}`,
    'Order ID': o.id,
    Date: o.createdAt,
    Status: o.status,
    School: o.supplyList.school.name,
    'Supply list': o.supplyList.name,
    Student: `${o.studentFirstName} ${o.studentLastName}`,
    Email: o.user.email,
    Phone: o.user.phone,
    'Delivery address': o.user.fullAddress,
    // Orders kept before their money (these copies of a demo order) came to their list's price.
    Total: o.supplyList.totalPrice.toFixed(2),
    Subtotal: o.supplyList.totalPrice.toFixed(2),
    'Already have': '0.00',
    Discount: '0.00',
    Shipping: '0.00',
    'Sales tax': '0.00',
  });

  test('parsed back, every row matches the order GET /orders answers for the same filters, newest first', async () => {
    for (const query of [`schoolId=${schoolId}`, `schoolId=${schoolId}&status=PREPARING`, `supplyListId=${listB}`]) {
      const csv = await download(`/orders/export?${query}`, personas.admin);
      expect(csv.status, query).toBe(200);
      expect(csv.type).toBe('text/csv; charset=utf-8');
      expect(csv.disposition).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.text.startsWith('\uFEFFOrder number,')).toBe(true);
      expect(csv.text.split('\r\n')[0]).toBe(`\uFEFF${orderExportColumns().join(',')}`);
      const rows = parseCsv(csv.text);
      const orders = await everyOrder(query, personas.admin);
      expect(orders.length).toBeGreaterThan(0);
      // The demo orders these copy have a phone starting with "(", so nothing here is escaped.
      expect(rows).toEqual(orders.map(row));
    }
  });

  test('a representative’s export holds only its school, as GET /orders does', async () => {
    const rows = parseCsv((await download('/orders/export', personas.rep)).text);
    expect(rows.map((r) => r['Order ID']).sort()).toEqual(written.map((o) => o.id).sort());
    expect(new Set(rows.map((r) => r.School))).toEqual(new Set(['Fulfilment School']));
    const other = await download(`/orders/export?schoolId=${otherSchoolId}`, personas.rep);
    expect(other.status).toBe(403);
    expect(JSON.parse(other.text)).toEqual({ error: expect.any(String) });
  });

  test('fields that start with = + - @ are escaped, commas, quotes and line breaks quoted, and it reads back', async () => {
    const tricky = {
      studentFirstName: '=HYPERLINK("http://evil.example")',
      studentLastName: '-2+3',
      contact: { email: 'csv@example.com', phone: '+1 (217) 555-0142', fullAddress: '@home, "the blue door"\nSpringfield' },
    };
    const [id] = await writeOrders(schoolId, listB, ['CANCELLED'], Date.now() - 1000, tricky);
    written.push({ id: id!, status: 'CANCELLED', supplyListId: listB, items: [] });
    const csv = await download(`/orders/export?schoolId=${schoolId}&status=CANCELLED`, personas.rep);
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"") -2+3"`);
    const found = parseCsv(csv.text).find((r) => r['Order ID'] === id)!;
    expect(found).toMatchObject({
      Student: `'=HYPERLINK("http://evil.example") -2+3`,
      Phone: "'+1 (217) 555-0142",
      'Delivery address': `'@home, "the blue door"\nSpringfield`,
    });
  });

  test('anonymous callers, unverified accounts and parents are refused; bad filters are 400', async () => {
    for (const [persona, status] of Object.entries({ anonymous: 401, unverified: 403, parent: 403 }) as [keyof typeof refusals, number][]) {
      const answer = await download('/orders/export', personas[persona]);
      expect(answer.status, persona).toBe(status);
      expect(JSON.parse(answer.text)).toEqual({ error: expect.any(String) });
    }
    expect((await download('/orders/export?userId=demo-parent', personas.parent)).status).toBe(403);
    for (const query of ['status=LOST', `schoolId=${schoolId}&supplyListId=${listA}`, 'search=x&userId=u']) {
      expect((await download(`/orders/export?${query}`, personas.admin)).status, query).toBe(400);
    }
  });

  test('an order with its money has a column for each line of its breakdown, Total being what it paid', async () => {
    const money = { subtotalCents: 1000, skippedCents: 250, discountCents: 75, shippingCents: 900, taxCents: 42 };
    const [id] = await writeOrders(schoolId, listB, ['PAYMENT_SUCCESS'], Date.now() - 800_000, { snapshot: snapshotOf('Grade 3', []), money });
    written.push({ id: id!, status: 'PAYMENT_SUCCESS', supplyListId: listB, items: [] });
    const csv = await download(`/orders/export?supplyListId=${listB}`, personas.admin);
    expect(csv.text.split('\r\n')[0]).toBe(
      '\uFEFFOrder number,Order ID,Date,Status,School,Supply list,Student,Email,Phone,Delivery address,Total,Subtotal,Already have,Discount,Shipping,Sales tax',
    );
    expect(parseCsv(csv.text).find((r) => r['Order ID'] === id)).toMatchObject({
      Total: '16.17',
      Subtotal: '10.00',
      'Already have': '2.50',
      Discount: '0.75',
      Shipping: '9.00',
      'Sales tax': '0.42',
    });
    // In the language of the request that downloads it, as the other columns.
    const spanish = await download(`/orders/export?supplyListId=${listB}`, personas.admin, { 'Accept-Language': 'es-US,es;q=0.9' });
    expect(spanish.text.split('\r\n')[0]).toMatch(/,Total,Subtotal,Ya lo tiene,Descuento,Envío,Impuesto sobre las ventas$/);
  });
});

test.describe('POST /orders/bulk-status', () => {
  test('300 selected orders move to COMPLETED in one action; orders in the wrong status are left and reported; counts and statistics exact', async () => {
    const school = await createPrivateSchool();
    const [product] = await createPrivateProducts([500]);
    const list = await writeList(school, { published: true, items: [{ productId: product!, quantity: 1 }], totalPriceCents: 500 });
    const paid = await writeOrders(school, list, [...Array<OrderStatus>(200).fill('PAYMENT_SUCCESS'), ...Array<OrderStatus>(100).fill('PREPARING')]);
    const wrong: OrderStatus[] = ['AWAITING_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED', 'COMPLETED'];
    const left = await writeOrders(
      school,
      list,
      wrong.flatMap((s) => [s, s]),
      Date.now() - 3_600_000,
    );
    const counters = { school: await stored(`schools/${school}`), list: (await stored(`supplyLists/${list}`))!.orderCount };

    const { status, body } = await call<BulkStatusResponse>('POST', '/orders/bulk-status', personas.admin, {
      status: 'COMPLETED',
      orderIds: [...paid, ...left, 'no-such-order'],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.moved).toBe(300);
    expect(body.skipped).toEqual([
      ...left.map((id, i) => {
        const from = wrong[Math.floor(i / 2)]!;
        // Each status by its one name, as the screens show it (contract's order-status-names.ts).
        const name = orderStatusNames[from];
        return { id, reason: from === 'COMPLETED' ? 'already Completed' : `${name} orders are not moved to Completed in bulk` };
      }),
      { id: 'no-such-order', reason: 'not found' },
    ]);
    for (const id of paid) expect((await stored(`orders/${id}`))!.status, id).toBe('COMPLETED');
    for (const [i, id] of left.entries()) expect((await stored(`orders/${id}`))!.status).toBe(wrong[Math.floor(i / 2)]);

    const stats = await call<SchoolStatsResponse>('GET', `/schools/${school}/stats`, personas.admin);
    expect(stats.body.stats).toMatchObject({
      total: 308,
      byStatus: { AWAITING_PAYMENT: 2, PAYMENT_SUCCESS: 0, PAYMENT_FAILED: 2, PREPARING: 0, COMPLETED: 302, CANCELLED: 2 },
    });
    // A status move changes no counter.
    expect(await stored(`schools/${school}`)).toEqual(counters.school);
    expect((await stored(`supplyLists/${list}`))!.orderCount).toBe(counters.list);
  });

  test('every paid order of a school moves to PREPARING, over more than one batch; nothing else moves', async () => {
    const school = await createPrivateSchool();
    const [product] = await createPrivateProducts([500]);
    const list = await writeList(school, { published: true, items: [{ productId: product!, quantity: 1 }], totalPriceCents: 500 });
    const paid = await writeOrders(school, list, Array<OrderStatus>(260).fill('PAYMENT_SUCCESS'));
    const others = await writeOrders(school, list, ['AWAITING_PAYMENT', 'COMPLETED', 'PREPARING', 'CANCELLED'], Date.now() - 3_600_000);
    const { status, body } = await call<BulkStatusResponse>('POST', '/orders/bulk-status', personas.admin, { status: 'PREPARING', schoolId: school });
    expect(status).toBe(200);
    // The boxes hold demo products whose stock other tests' packing may have run short: a warning then comes too, and nothing is refused.
    expect(body).toMatchObject({ moved: 260, skipped: [] });
    for (const id of paid) expect((await stored(`orders/${id}`))!.status).toBe('PREPARING');
    expect(await Promise.all(others.map(async (id) => (await stored(`orders/${id}`))!.status))).toEqual([
      'AWAITING_PAYMENT',
      'COMPLETED',
      'PREPARING',
      'CANCELLED',
    ]);
    const again = await call<BulkStatusResponse>('POST', '/orders/bulk-status', personas.admin, { status: 'PREPARING', schoolId: school });
    expect(again.body).toEqual({ moved: 0, skipped: [] });
  });

  test('bad requests are 400, an unknown school 404, and only administrators may', async () => {
    const id = written.find((o) => o.status === 'PAYMENT_SUCCESS')!.id;
    const bad = [
      {},
      { status: 'COMPLETED' },
      { status: 'CANCELLED', orderIds: [id] },
      { status: 'AWAITING_PAYMENT', orderIds: [id] },
      { status: 'COMPLETED', orderIds: [] },
      { status: 'COMPLETED', orderIds: [id, id] },
      { status: 'COMPLETED', orderIds: Array.from({ length: 1001 }, (_, i) => `o${i}`) },
      { status: 'COMPLETED', orderIds: [id], schoolId },
      { status: 'COMPLETED', orderIds: ['a/b'] },
    ];
    for (const data of bad) expect((await call('POST', '/orders/bulk-status', personas.admin, data)).status, JSON.stringify(data).slice(0, 80)).toBe(400);
    expect((await call('POST', '/orders/bulk-status', personas.admin, { status: 'COMPLETED', schoolId: 'no-such-school' })).status).toBe(404);
    for (const [persona, status] of Object.entries({ ...refusals, rep: 403 }) as [keyof Personas, number][]) {
      const answer = await call('POST', '/orders/bulk-status', personas[persona], { status: 'COMPLETED', orderIds: [id] });
      expect(answer.status, persona).toBe(status);
    }
    expect((await stored(`orders/${id}`))!.status).toBe('PAYMENT_SUCCESS');
  });
});

test.describe('POST /orders/{id}/hand-over', () => {
  test('the school’s representative ticks a paid or preparing box off: it is completed, and a second tick changes nothing', async () => {
    const school = await createPrivateSchool();
    const [product] = await createPrivateProducts([500]);
    const list = await writeList(school, { published: true, items: [{ productId: product!, quantity: 1 }] });
    const [paid, preparing, awaiting, cancelled] = await writeOrders(school, list, ['PAYMENT_SUCCESS', 'PREPARING', 'AWAITING_PAYMENT', 'CANCELLED']);
    const ownPersonas = await personasFor(school, schoolId);
    for (const id of [paid!, preparing!]) {
      const { status, body } = await call<OrderResponse>('POST', `/orders/${id}/hand-over`, ownPersonas.rep);
      expect(status).toBe(200);
      expect(body.order).toMatchObject({ id, status: 'COMPLETED' });
    }
    const updatedAt = (await stored(`orders/${paid}`))!.updatedAt;
    expect((await call<OrderResponse>('POST', `/orders/${paid}/hand-over`, ownPersonas.rep)).body.order.status).toBe('COMPLETED');
    expect((await stored(`orders/${paid}`))!.updatedAt).toEqual(updatedAt);
    for (const id of [awaiting!, cancelled!]) {
      const answer = await call('POST', `/orders/${id}/hand-over`, ownPersonas.rep);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: expect.stringContaining('only paid orders') });
    }
    expect((await stored(`orders/${awaiting}`))!.status).toBe('AWAITING_PAYMENT');
  });

  test('administrators may for any school; another school’s representative, parents and anonymous callers may not', async () => {
    const [first, second] = written.filter((o) => o.status === 'PAYMENT_SUCCESS');
    await onlySchoolStaffMay('POST', `/orders/${first!.id}/hand-over`);
    expect((await stored(`orders/${first!.id}`))!.status).toBe('PAYMENT_SUCCESS');
    expect((await call('POST', '/orders/no-such-order/hand-over', personas.admin)).status).toBe(404);
    // Ticked off last: the pick list tests above count these boxes.
    expect((await call<OrderResponse>('POST', `/orders/${second!.id}/hand-over`, personas.admin)).body.order.status).toBe('COMPLETED');
    written.find((o) => o.id === second!.id)!.status = 'COMPLETED';
  });
});
