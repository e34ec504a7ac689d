import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { MAX_SHIPMENT_BOXES, orderNumberText, type ReadyToShipResponse, type Shipment, type ShipmentManifest } from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { closeAdminAuth } from '../support/auth';
import { mailsTo } from '../support/mail';
import { homeAddress, paidGuestBox } from '../support/orders';
import { representativeOf, twoSchoolsWithPersonas, type Personas } from '../support/roles';
import { PROJECT_ID } from '../../local/stack/profiles';
import { closeTestDb, createPrivateList, ports, testDb } from '../support/stack';

// Shipments to a school (docs/decisions.md §27): the school's packed boxes leave in cartons on a
// day, each box in at most one shipment; the families hear when they are on their way and when
// they are at the school, each once; the school's representative signs for the cartons at the
// door, and a count other than the manifest's alerts the administrators instead.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let personas: Personas;
let school: { schoolId: string; listId: string };
let other: { schoolId: string; listId: string };

test.beforeAll(async () => {
  ({ school, other, personas } = await twoSchoolsWithPersonas());
});

const SHIP_DATE = '2026-08-20';
const admin = () => as(personas.admin);

const DELIVERY = {
  deliveryDate: '2026-08-24',
  deliveryContact: { name: 'Pat Office', phone: '(503) 555-0142' },
  deliveryInstructions: 'Loading dock behind the gym; ask at the front office',
};

/** The school's delivery fields, as the school dialog sets them. */
const setDelivery = (schoolId: string) => testDb().doc(`schools/${schoolId}`).update(DELIVERY);

/** A school of its own with its delivery fields and its list. */
async function schoolWithDelivery() {
  const made = await createPrivateList({ deliverToSchool: true });
  await setDelivery(made.schoolId);
  return made;
}

/** Paid boxes of `listId`, moved to In Progress (packed) by the administrator's bulk move. */
async function packedBoxes(request: APIRequestContext, listId: string, count: number, options: { home?: boolean } = {}): Promise<string[]> {
  const orderIds: string[] = [];
  for (let i = 0; i < count; i += 1) orderIds.push(await paidGuestBox(request, listId, options.home ? { address: homeAddress } : {}));
  const bulk = await request.post('/api/orders/bulk-status', { ...admin(), data: { status: 'PREPARING', orderIds } });
  expect(bulk.status(), await bulk.text()).toBe(200);
  return orderIds;
}

const emailOf = async (orderId: string) => (await testDb().doc(`orders/${orderId}`).get()).data()!.contact.email as string;
const orderDoc = async (orderId: string) => (await testDb().doc(`orders/${orderId}`).get()).data()!;
const kindsTo = async (email: string, kind: string) => (await mailsTo(email)).filter((mail) => mail.kind === kind);

const createShipment = (request: APIRequestContext, data: Record<string, unknown>, token: string | null = personas.admin) =>
  request.post('/api/shipments', { data: { shipDate: SHIP_DATE, cartons: 2, ...data }, ...as(token) });

async function createdShipment(request: APIRequestContext, data: Record<string, unknown>): Promise<Shipment> {
  const res = await createShipment(request, data);
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /shipments', res);
  return ((await res.json()) as { shipment: Shipment }).shipment;
}

const ship = (request: APIRequestContext, id: string, token: string | null = personas.admin) =>
  request.put(`/api/shipments/${id}/status`, { data: { status: 'SHIPPED' }, ...as(token) });

const receive = (request: APIRequestContext, id: string, data: Record<string, unknown>, token: string | null) =>
  request.post(`/api/shipments/${id}/receipt`, { data, ...as(token) });

const errorOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { error: string }).error;

test.describe('POST /shipments', () => {
  test('administrators only; nothing is written for anyone else', async ({ request }) => {
    const [orderId] = await packedBoxes(request, school.listId, 1);
    await onlyAdminMay(personas, (token) => createShipment(request, { schoolId: school.schoolId, orderIds: [orderId] }, token));
    expect((await orderDoc(orderId!)).shipmentId ?? null, 'the box is in no shipment').toBeNull();
  });

  test('takes every packed box of the school delivered to it and not yet shipped, and marks each box', async ({ request }) => {
    const made = await schoolWithDelivery();
    const [first, second, home] = await packedBoxes(request, made.listId, 3);
    // A box paid but not packed, and one going home, are not the school's shipment.
    const unpacked = await paidGuestBox(request, made.listId);
    await testDb().doc(`orders/${home}`).update({ 'delivery.toSchool': false });
    const shipment = await createdShipment(request, { schoolId: made.schoolId, carrier: 'UPS', trackingNumber: '1Z999' });
    expect(shipment).toMatchObject({ schoolId: made.schoolId, shipDate: SHIP_DATE, cartons: 2, carrier: 'UPS', trackingNumber: '1Z999', status: 'PREPARED' });
    expect(new Set(shipment.orderIds)).toEqual(new Set([first, second]));
    expect(shipment.boxCount).toBe(2);
    for (const orderId of [first, second]) expect((await orderDoc(orderId!)).shipmentId).toBe(shipment.id);
    for (const orderId of [home, unpacked]) expect((await orderDoc(orderId!)).shipmentId ?? null).toBeNull();
    // Nothing is left to ship: a second shipment of the school has no boxes.
    const empty = await createShipment(request, { schoolId: made.schoolId });
    expect(empty.status()).toBe(400);
    expect(await errorOf(empty)).toContain('no packed boxes');
  });

  test('a box already in a shipment is refused with 409 naming the shipment and the order', async ({ request }) => {
    const made = await schoolWithDelivery();
    const [first, second] = await packedBoxes(request, made.listId, 2);
    const shipment = await createdShipment(request, { schoolId: made.schoolId, orderIds: [first] });
    const again = await createShipment(request, { schoolId: made.schoolId, orderIds: [second, first] });
    expect(again.status()).toBe(409);
    const error = await errorOf(again);
    expect(error).toContain(shipment.id);
    expect(error).toContain(orderNumberText(first!));
    expect((await orderDoc(second!)).shipmentId ?? null, 'the refused shipment took no box').toBeNull();
  });

  test('two shipments of the same boxes at once: exactly one wins', async ({ request }) => {
    const made = await schoolWithDelivery();
    const orderIds = await packedBoxes(request, made.listId, 2);
    const answers = await Promise.all([0, 1].map(() => createShipment(request, { schoolId: made.schoolId, orderIds })));
    expect(answers.map((res) => res.status()).sort()).toEqual([201, 409]);
    const winner = ((await answers.find((res) => res.status() === 201)!.json()) as { shipment: Shipment }).shipment;
    for (const orderId of orderIds) expect((await orderDoc(orderId)).shipmentId).toBe(winner.id);
    const day = await request.get(`/api/shipments?shipDate=${SHIP_DATE}&limit=200`, admin());
    const ofSchool = ((await day.json()) as { shipments: Shipment[] }).shipments.filter((s) => s.schoolId === made.schoolId);
    expect(ofSchool.map((s) => s.id)).toEqual([winner.id]);
  });

  test('refuses an unknown school or order, another school’s box, a box not packed, and bad input', async ({ request }) => {
    const [packed] = await packedBoxes(request, school.listId, 1);
    const unpacked = await paidGuestBox(request, school.listId);
    const [othersBox] = await packedBoxes(request, other.listId, 1);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ schoolId: 'no-such-school' }, 404, 'School not found'],
      [{ schoolId: school.schoolId, orderIds: ['no-such-order'] }, 404, 'Order not found'],
      [{ schoolId: school.schoolId, orderIds: [othersBox] }, 400, orderNumberText(othersBox!)],
      [{ schoolId: school.schoolId, orderIds: [unpacked] }, 409, orderNumberText(unpacked)],
      [{ schoolId: school.schoolId, cartons: 0 }, 400, 'Enter a whole number of cartons, at least 1'],
      [{ schoolId: school.schoolId, cartons: 1.5 }, 400, 'Enter a whole number of cartons, at least 1'],
      [{ schoolId: school.schoolId, shipDate: '2026-13-01' }, 400, 'YYYY-MM-DD'],
      [{ schoolId: school.schoolId, orderIds: [] }, 400, 'Name at least one box'],
      [{ schoolId: school.schoolId, orderIds: [packed, packed] }, 400, 'Name each box once'],
      [
        { schoolId: school.schoolId, orderIds: Array.from({ length: MAX_SHIPMENT_BOXES + 1 }, (_, i) => `order-${i}`) },
        400,
        `A shipment holds at most ${MAX_SHIPMENT_BOXES} boxes`,
      ],
    ];
    for (const [data, status, error] of refusals) {
      const res = await createShipment(request, data);
      expect(res.status(), JSON.stringify(data).slice(0, 120)).toBe(status);
      expect(await errorOf(res), JSON.stringify(data).slice(0, 120)).toContain(error);
    }
    expect((await orderDoc(packed!)).shipmentId ?? null).toBeNull();
  });
});

test.describe('GET /shipments/ready', () => {
  /** The ready list's entries of `schoolIds` (other tests' schools are on it too), as the list orders them. */
  async function readyOf(request: APIRequestContext, ...schoolIds: string[]) {
    const res = await request.get('/api/shipments/ready', admin());
    expect(res.status(), await res.text()).toBe(200);
    await expectAnswer('GET /shipments/ready', res);
    const { schools } = (await res.json()) as ReadyToShipResponse;
    return schools.filter((s) => schoolIds.includes(s.schoolId));
  }
  const nameOf = async (schoolId: string) => (await testDb().doc(`schools/${schoolId}`).get()).data()!.name as string;

  test('administrators only', async ({ request }) => {
    await onlyAdminMay(personas, (token) => request.get('/api/shipments/ready', as(token)));
  });

  test('the schools with packed boxes to ship and how many, by name; a shipment, a box unpacked or handed over leaves it', async ({ request }) => {
    const first = await schoolWithDelivery();
    const second = await schoolWithDelivery();
    const home = await createPrivateList({ deliverToSchool: false });
    await packedBoxes(request, first.listId, 2);
    const [back, handed] = await packedBoxes(request, second.listId, 3);
    // A box going home ships by its tracking, and a paid box not yet packed is not ready.
    const [homeBox] = await packedBoxes(request, home.listId, 1, { home: true });
    expect((await orderDoc(homeBox!)).delivery.toSchool).toBe(false);
    await paidGuestBox(request, first.listId);
    const expected = [
      { schoolId: first.schoolId, schoolName: await nameOf(first.schoolId), boxes: 2 },
      { schoolId: second.schoolId, schoolName: await nameOf(second.schoolId), boxes: 3 },
    ].sort((a, b) => a.schoolName.localeCompare(b.schoolName));
    expect(await readyOf(request, first.schoolId, second.schoolId, home.schoolId)).toEqual(expected);

    // Moved back out of packed, then handed over at the school: each leaves the count; undone, it is back.
    const moved = await request.put(`/api/orders/${back}/status`, { data: { status: 'PAYMENT_SUCCESS' }, ...admin() });
    expect(moved.status(), await moved.text()).toBe(200);
    const handOver = await request.post(`/api/orders/${handed}/hand-over`, admin());
    expect(handOver.status(), await handOver.text()).toBe(200);
    expect((await readyOf(request, second.schoolId))[0]?.boxes, 'one box unpacked and one handed over').toBe(1);
    const undo = await request.delete(`/api/orders/${handed}/hand-over`, admin());
    expect(undo.status(), await undo.text()).toBe(200);
    expect((await readyOf(request, second.schoolId))[0]?.boxes, 'the hand-over undone').toBe(2);

    await createdShipment(request, { schoolId: first.schoolId });
    expect(await readyOf(request, first.schoolId, second.schoolId), 'the shipped school leaves the list').toEqual([
      { schoolId: second.schoolId, schoolName: await nameOf(second.schoolId), boxes: 2 },
    ]);
  });
});

const run = promisify(execFile);
/** `npm run migrate:shipment-ids` against the test stack's Firestore, as `npm start` runs it on kept data. */
const migrateShipmentIds = async () =>
  (
    await run('npm', ['run', '--silent', 'migrate:shipment-ids'], {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`, GCLOUD_PROJECT: PROJECT_ID },
    })
  ).stdout;

test('`npm run migrate:ready-to-ship` counts a school’s boxes to ship again from its orders', async ({ request }) => {
  const made = await schoolWithDelivery();
  await packedBoxes(request, made.listId, 2);
  // As stored before the counts were kept: none for the school.
  await testDb().doc(`readyToShip/${made.schoolId}`).delete();
  const counted = async () => {
    const res = await request.get('/api/shipments/ready', admin());
    return ((await res.json()) as ReadyToShipResponse).schools.find((s) => s.schoolId === made.schoolId)?.boxes;
  };
  expect(await counted()).toBeUndefined();
  const env = { ...process.env, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`, GCLOUD_PROJECT: PROJECT_ID };
  expect((await run('npm', ['run', '--silent', 'migrate:ready-to-ship'], { env })).stdout).toMatch(/^[1-9]\d* schools with boxes ready to ship/);
  expect(await counted()).toBe(2);
  await run('npm', ['run', '--silent', 'migrate:ready-to-ship'], { env });
  expect(await counted(), 'run again, the same count').toBe(2);
});

test('a packed box stored before orders kept their shipment is shipped once the migration gave it its null', async ({ request }) => {
  const made = await schoolWithDelivery();
  const [old] = await packedBoxes(request, made.listId, 1);
  await testDb().doc(`orders/${old}`).update({ shipmentId: FieldValue.delete() });
  const before = await createShipment(request, { schoolId: made.schoolId });
  expect(before.status(), 'the school’s boxes are found by their null').toBe(400);
  expect(await migrateShipmentIds()).toMatch(/^[1-9]\d* packed orders given their shipmentId/);
  expect((await orderDoc(old!)).shipmentId).toBeNull();
  const shipment = await createdShipment(request, { schoolId: made.schoolId });
  expect(shipment.orderIds).toEqual([old]);
  await migrateShipmentIds();
  expect((await orderDoc(old!)).shipmentId, 'run again, it keeps the box’s shipment').toBe(shipment.id);
});

test.describe('GET /shipments and the manifests', () => {
  test('a day’s shipments, for administrators only', async ({ request }) => {
    const made = await schoolWithDelivery();
    await packedBoxes(request, made.listId, 1);
    const shipment = await createdShipment(request, { schoolId: made.schoolId, shipDate: '2026-08-21' });
    await onlyAdminMay(personas, (token) => request.get('/api/shipments?shipDate=2026-08-21', as(token)));
    const res = await request.get('/api/shipments?shipDate=2026-08-21&limit=200', admin());
    expect(res.status()).toBe(200);
    await expectAnswer('GET /shipments', res);
    const { shipments } = (await res.json()) as { shipments: Shipment[] };
    expect(shipments.map((s) => s.id)).toContain(shipment.id);
    expect(shipments.every((s) => s.shipDate === '2026-08-21')).toBe(true);
    expect((await request.get('/api/shipments?shipDate=tomorrow', admin())).status()).toBe(400);
  });

  test('a shipment and its manifest: administrators and the school’s representatives; others are refused', async ({ request }) => {
    const [first, second] = await packedBoxes(request, school.listId, 2);
    await setDelivery(school.schoolId);
    const shipment = await createdShipment(request, { schoolId: school.schoolId, orderIds: [first, second], cartons: 3 });
    for (const path of [`/api/shipments/${shipment.id}`, `/api/shipments/${shipment.id}/manifest`, `/api/shipments/${shipment.id}/manifest.csv`]) {
      const expected = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403, rep: 200, admin: 200 } as const;
      for (const [persona, status] of Object.entries(expected)) {
        const res = await request.get(path, as(personas[persona as keyof typeof expected]));
        expect(res.status(), `${persona} ${path}`).toBe(status);
      }
      expect((await request.get(path.replace(shipment.id, 'no-such-shipment'), admin())).status(), path).toBe(404);
    }
    const one = await request.get(`/api/shipments/${shipment.id}`, as(personas.rep));
    await expectAnswer('GET /shipments/{id}', one);
    expect(((await one.json()) as { shipment: Shipment }).shipment).toMatchObject({ id: shipment.id, cartons: 3, boxCount: 2 });

    const res = await request.get(`/api/shipments/${shipment.id}/manifest`, as(personas.rep));
    await expectAnswer('GET /shipments/{id}/manifest', res);
    const { manifest } = (await res.json()) as { manifest: ShipmentManifest };
    expect(manifest.shipment.cartons).toBe(3);
    expect(manifest.school).toMatchObject({ id: school.schoolId, address: '1 Test Way, Portland, OR 97201', ...DELIVERY });
    const listName = (await testDb().doc(`supplyLists/${school.listId}`).get()).data()!.name as string;
    expect(manifest.boxes).toHaveLength(2);
    for (const orderId of [first!, second!]) {
      expect(manifest.boxes).toContainEqual({ orderId, orderNumber: orderNumberText(orderId), childName: 'Kid Paid', listName });
    }

    const csv = await request.get(`/api/shipments/${shipment.id}/manifest.csv`, admin());
    await expectAnswer('GET /shipments/{id}/manifest.csv', csv);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows[0]).toBe('Shipment,Ship date,School,Cartons,Order,Child,List,Teacher');
    expect(rows).toHaveLength(3);
    for (const orderId of [first!, second!]) {
      expect(rows).toContainEqual(`${shipment.id},${SHIP_DATE},${manifest.school.name},3,${orderNumberText(orderId)},Kid Paid,${listName},`);
    }
    const spanish = await request.get(`/api/shipments/${shipment.id}/manifest.csv`, { headers: { ...admin().headers, 'Accept-Language': 'es' } });
    expect((await spanish.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'Envío,Fecha de envío,Escuela,Cajas de envío,Pedido,Niño o niña,Lista,Maestro o maestra',
    );
  });

  test('the day’s manifest of all its shipments, JSON and CSV, for administrators only', async ({ request }) => {
    const day = '2026-08-22';
    const schools = await Promise.all([schoolWithDelivery(), schoolWithDelivery()]);
    const shipments: Shipment[] = [];
    for (const made of schools) {
      await packedBoxes(request, made.listId, 1);
      shipments.push(await createdShipment(request, { schoolId: made.schoolId, shipDate: day }));
    }
    await onlyAdminMay(personas, (token) => request.get(`/api/shipments/manifest?shipDate=${day}`, as(token)));
    const res = await request.get(`/api/shipments/manifest?shipDate=${day}`, admin());
    expect(res.status(), await res.text()).toBe(200);
    await expectAnswer('GET /shipments/manifest', res);
    const { manifests } = (await res.json()) as { manifests: ShipmentManifest[] };
    const ids = manifests.map((m) => m.shipment.id);
    for (const shipment of shipments) expect(ids).toContain(shipment.id);
    const csv = await request.get(`/api/shipments/manifest.csv?shipDate=${day}`, admin());
    expect(csv.status()).toBe(200);
    await expectAnswer('GET /shipments/manifest.csv', csv);
    const text = await csv.text();
    for (const shipment of shipments) expect(text).toContain(orderNumberText(shipment.orderIds[0]!));
  });
});

test.describe('PUT /shipments/{id}/status', () => {
  test('administrators only', async ({ request }) => {
    const made = await schoolWithDelivery();
    await packedBoxes(request, made.listId, 1);
    const shipment = await createdShipment(request, { schoolId: made.schoolId });
    await onlyAdminMay(personas, (token) => ship(request, shipment.id, token));
    expect((await testDb().doc(`shipments/${shipment.id}`).get()).data()!.status).toBe('PREPARED');
    expect((await request.put(`/api/shipments/${shipment.id}/status`, { data: { status: 'RECEIVED' }, ...admin() })).status()).toBe(400);
    expect((await ship(request, 'no-such-shipment')).status()).toBe(404);
  });

  test('SHIPPED tells each family once, in its language, arriving by the delivery date, even when sent twice', async ({ request }) => {
    const made = await schoolWithDelivery();
    const [english, spanish] = await packedBoxes(request, made.listId, 2);
    await testDb().doc(`orders/${spanish}`).update({ locale: 'es' });
    const shipment = await createdShipment(request, { schoolId: made.schoolId });
    const schoolName = (await testDb().doc(`schools/${made.schoolId}`).get()).data()!.name as string;
    // Two at once (a double click, a retry racing its first try), then once more.
    for (const res of await Promise.all([ship(request, shipment.id), ship(request, shipment.id)])) {
      expect(res.status(), await res.text()).toBe(200);
      await expectAnswer('PUT /shipments/{id}/status', res);
      expect(((await res.json()) as { shipment: Shipment }).shipment.status).toBe('SHIPPED');
    }
    const again = await ship(request, shipment.id);
    expect(again.status(), 'the same PUT again answers the shipment as it is').toBe(200);

    const [englishMails, spanishMails] = await Promise.all([kindsTo(await emailOf(english!), 'shipped'), kindsTo(await emailOf(spanish!), 'shipped')]);
    expect(englishMails, 'one e-mail, however often it is sent').toHaveLength(1);
    expect(spanishMails).toHaveLength(1);
    expect(englishMails[0]!.message.subject).toBe(`Your box is on its way to ${schoolName}`);
    expect(englishMails[0]!.message.text).toContain('August 24, 2026');
    expect(spanishMails[0]!.message.subject).toBe(`Su caja va camino a ${schoolName}`);
    for (const orderId of [english!, spanish!]) {
      const history = (await orderDoc(orderId)).history as { event: string; from: string; to: string }[];
      expect(history.filter((change) => change.event === 'shipped')).toEqual([expect.objectContaining({ from: 'PREPARING', to: 'PREPARING' })]);
    }
  });
});

test.describe('POST /shipments/{id}/receipt', () => {
  async function shippedShipment(request: APIRequestContext, made: { schoolId: string; listId: string }, boxes = 1) {
    const orderIds = await packedBoxes(request, made.listId, boxes);
    const shipment = await createdShipment(request, { schoolId: made.schoolId, orderIds, cartons: 2 });
    expect((await ship(request, shipment.id)).status()).toBe(200);
    return { shipment, orderIds };
  }

  test('the school’s representatives and administrators; another school’s representative and families are refused', async ({ request }) => {
    const { shipment } = await shippedShipment(request, school);
    const body = { cartonsReceived: 2, receivedBy: 'Pat Office' };
    const refused = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403 } as const;
    for (const [persona, status] of Object.entries(refused)) {
      const res = await receive(request, shipment.id, body, personas[persona as keyof typeof refused]);
      expect(res.status(), persona).toBe(status);
      expect(await errorOf(res), persona).toBeTruthy();
    }
    expect((await testDb().doc(`shipments/${shipment.id}`).get()).data()!.receipt ?? null, 'nothing was recorded').toBeNull();
    const res = await receive(request, shipment.id, body, personas.rep);
    expect(res.status(), await res.text()).toBe(201);
    await expectAnswer('POST /shipments/{id}/receipt', res);
    const recorded = ((await res.json()) as { shipment: Shipment }).shipment;
    expect(recorded.status).toBe('RECEIVED');
    expect(recorded.receipt).toMatchObject({ cartonsReceived: 2, receivedBy: 'Pat Office', note: '' });
    expect(recorded.discrepancy).toBeNull();

    const other2 = await shippedShipment(request, school);
    expect((await receive(request, other2.shipment.id, body, personas.admin)).status(), 'an administrator may sign too').toBe(201);
  });

  test('refuses a negative or fractional count, an empty name, a shipment not shipped, and an unknown one', async ({ request }) => {
    const { shipment } = await shippedShipment(request, school);
    const refusals: [Record<string, unknown>, string][] = [
      [{ cartonsReceived: -1, receivedBy: 'Pat' }, 'Enter the number of cartons that arrived'],
      [{ cartonsReceived: 1.5, receivedBy: 'Pat' }, 'Enter the number of cartons that arrived'],
      [{ cartonsReceived: '2', receivedBy: 'Pat' }, 'Enter the number of cartons that arrived'],
      [{ cartonsReceived: 2, receivedBy: '   ' }, 'Enter who received the cartons'],
      [{ cartonsReceived: 2 }, 'Enter who received the cartons'],
    ];
    for (const [data, error] of refusals) {
      const res = await receive(request, shipment.id, data, personas.rep);
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(await errorOf(res), JSON.stringify(data)).toContain(error);
    }
    const [box] = await packedBoxes(request, school.listId, 1);
    const prepared = await createdShipment(request, { schoolId: school.schoolId, orderIds: [box] });
    const early = await receive(request, prepared.id, { cartonsReceived: 2, receivedBy: 'Pat' }, personas.rep);
    expect(early.status(), 'a shipment not shipped yet').toBe(409);
    expect((await receive(request, 'no-such-shipment', { cartonsReceived: 2, receivedBy: 'Pat' }, personas.admin)).status()).toBe(404);
  });

  test('the right count tells each family once that its box is at the school; a second receipt is refused', async ({ request }) => {
    const made = await schoolWithDelivery();
    const { shipment, orderIds } = await shippedShipment(request, made, 2);
    const schoolName = (await testDb().doc(`schools/${made.schoolId}`).get()).data()!.name as string;
    const { token: rep } = await representativeOf(made.schoolId);
    const body = { cartonsReceived: 2, receivedBy: 'Pat Office', note: 'All dry' };
    const [a, b] = await Promise.all([receive(request, shipment.id, body, rep), receive(request, shipment.id, body, rep)]);
    expect([a.status(), b.status()].sort()).toEqual([201, 409]);
    const again = await receive(request, shipment.id, body, rep);
    expect(again.status()).toBe(409);
    for (const orderId of orderIds) {
      const mails = await kindsTo(await emailOf(orderId), 'atSchool');
      expect(mails, 'one e-mail, however often the receipt is sent').toHaveLength(1);
      expect(mails[0]!.message.subject).toBe(`Your box is at ${schoolName}`);
      expect(mails[0]!.message.text).toContain(DELIVERY.deliveryInstructions);
      const history = (await orderDoc(orderId)).history as { event: string }[];
      expect(history.filter((change) => change.event === 'atSchool')).toHaveLength(1);
    }
    const stored = (await testDb().doc(`shipments/${shipment.id}`).get()).data()!;
    expect(stored.receipt).toMatchObject({ cartonsReceived: 2, receivedBy: 'Pat Office', note: 'All dry' });
    expect(stored.discrepancy).toBeNull();
  });

  test('a count other than the manifest’s is a discrepancy: recorded, the administrators alerted once, the families not told', async ({ request }) => {
    const made = await schoolWithDelivery();
    const { shipment, orderIds } = await shippedShipment(request, made, 1);
    const before = (await kindsTo('admin@example.com', 'shipmentDiscrepancy')).length;
    const res = await receive(request, shipment.id, { cartonsReceived: 1, receivedBy: 'Pat Office', note: 'One carton missing' }, personas.admin);
    expect(res.status(), await res.text()).toBe(201);
    const recorded = ((await res.json()) as { shipment: Shipment }).shipment;
    expect(recorded.discrepancy).toEqual({ cartonsExpected: 2, cartonsReceived: 1 });
    expect((await receive(request, shipment.id, { cartonsReceived: 2, receivedBy: 'Pat' }, personas.admin)).status()).toBe(409);
    const alerts = (await kindsTo('admin@example.com', 'shipmentDiscrepancy')).filter((mail) => mail.id.includes(shipment.id));
    expect(alerts, 'one alert per administrator').toHaveLength(1);
    expect((await kindsTo('admin@example.com', 'shipmentDiscrepancy')).length).toBe(before + 1);
    expect(alerts[0]!.message.text).toContain('One carton missing');
    expect(await kindsTo(await emailOf(orderIds[0]!), 'atSchool'), 'the family waits for the missing carton').toHaveLength(0);
  });
});
