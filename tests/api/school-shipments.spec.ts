import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Shipment } from '@ssb/contract';
import { as } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { closeAdminAuth } from '../support/auth';
import { paidGuestBox } from '../support/orders';
import { twoSchoolsWithPersonas, type Personas } from '../support/roles';
import { closeTestDb } from '../support/stack';

// A school's deliveries on the way (docs/decisions.md §27): what its representative signs for at
// the door, from the School Dashboard. Only the school's staff read them.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let personas: Personas;
let school: { schoolId: string; listId: string };

test.beforeAll(async () => {
  ({ school, personas } = await twoSchoolsWithPersonas());
});

/** A shipment of one packed box of the school, shipped when `shipped`. */
async function shipmentOf(request: APIRequestContext, shipDate: string, shipped: boolean): Promise<Shipment> {
  const orderId = await paidGuestBox(request, school.listId);
  const packed = await request.post('/api/orders/bulk-status', { ...as(personas.admin), data: { status: 'PREPARING', orderIds: [orderId] } });
  expect(packed.status(), await packed.text()).toBe(200);
  const made = await request.post('/api/shipments', { ...as(personas.admin), data: { schoolId: school.schoolId, shipDate, cartons: 1, orderIds: [orderId] } });
  expect(made.status(), await made.text()).toBe(201);
  const { shipment } = (await made.json()) as { shipment: Shipment };
  if (!shipped) return shipment;
  const res = await request.put(`/api/shipments/${shipment.id}/status`, { ...as(personas.admin), data: { status: 'SHIPPED' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { shipment: Shipment }).shipment;
}

const onTheWay = (request: APIRequestContext, schoolId: string, token: string | null) => request.get(`/api/schools/${schoolId}/shipments`, as(token));

test('the school’s representative reads its shipments on the way, not those still at the warehouse or signed for', async ({ request }) => {
  const prepared = await shipmentOf(request, '2026-08-20', false);
  const shipped = await shipmentOf(request, '2026-08-21', true);
  const received = await shipmentOf(request, '2026-08-19', true);
  const signed = await request.post(`/api/shipments/${received.id}/receipt`, { ...as(personas.rep), data: { cartonsReceived: 1, receivedBy: 'Pat Office' } });
  expect(signed.status(), await signed.text()).toBe(201);

  for (const token of [personas.rep, personas.admin]) {
    const res = await onTheWay(request, school.schoolId, token);
    expect(res.status(), await res.text()).toBe(200);
    await expectAnswer('GET /schools/{id}/shipments', res);
    const { shipments } = (await res.json()) as { shipments: Shipment[] };
    expect(
      shipments.map((s) => s.id),
      'shipped, not prepared or received',
    ).toEqual([shipped.id]);
    expect(shipments.map((s) => s.id)).not.toContain(prepared.id);
  }
});

test('another school’s representative, a family and a guest read none of them', async ({ request }) => {
  expect((await onTheWay(request, school.schoolId, personas.otherRep)).status(), 'another school’s representative').toBe(403);
  expect((await onTheWay(request, school.schoolId, personas.parent)).status(), 'a family').toBe(403);
  expect((await onTheWay(request, school.schoolId, null)).status(), 'a guest').toBe(401);
});

test('an unknown school is 404 for an administrator', async ({ request }) => {
  expect((await onTheWay(request, 'no-such-school', personas.admin)).status()).toBe(404);
});
