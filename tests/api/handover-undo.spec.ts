import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import type { HandedOverResponse, OrderResponse, SchoolStatsResponse } from '@ssb/contract';
import { closeAdminAuth } from '../support/auth';
import { personasFor, type Personas } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, stored, writeList, writeOrders } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// The handover tick taken back (DELETE /orders/{id}/hand-over) and the boxes handed out today
// (GET /schools/{id}/handed-over), with every role's allow and deny.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let personas: Personas;
let schoolId: string;
let listId: string;

test.beforeAll(async () => {
  const [school, otherSchool] = await Promise.all([createPrivateSchool('Undo School'), createPrivateSchool()]);
  schoolId = school;
  const [product] = await createPrivateProducts([500]);
  listId = await writeList(schoolId, { published: true, items: [{ productId: product!, quantity: 1 }] });
  personas = await personasFor(schoolId, otherSchool);
});

const handedOverToday = async (token: string | null) => call<HandedOverResponse>('GET', `/schools/${schoolId}/handed-over`, token);
const listedIds = async () => (await handedOverToday(personas.rep)).body.handedOver.map((box) => box.id);
const statsOf = async () => (await call<SchoolStatsResponse>('GET', `/schools/${schoolId}/stats`, personas.admin)).body.stats.byStatus;

test('the school’s representative undoes a tick: the order is back where it was, its counters too, and off today’s list', async () => {
  const [paid, preparing] = await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS', 'PREPARING']);
  const before = { stats: await statsOf(), orderCount: (await stored(`supplyLists/${listId}`))!.orderCount };
  for (const id of [paid!, preparing!]) expect((await call('POST', `/orders/${id}/hand-over`, personas.rep)).status).toBe(200);
  expect(await statsOf()).toMatchObject({ COMPLETED: before.stats.COMPLETED + 2 });
  const listed = await handedOverToday(personas.rep);
  expect(listed.status).toBe(200);
  // Latest first, each with what the checklist shows.
  expect(listed.body.handedOver.map((box) => box.id)).toEqual([preparing, paid]);
  expect(listed.body.handedOver[0]).toMatchObject({ studentFirstName: expect.any(String), listName: expect.any(String), handedOverAt: expect.any(String) });

  for (const [id, status] of [
    [paid!, 'PAYMENT_SUCCESS'],
    [preparing!, 'PREPARING'],
  ] as const) {
    const undone = await call<OrderResponse>('DELETE', `/orders/${id}/hand-over`, personas.rep);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.order).toMatchObject({ id, status });
    expect(await stored(`orders/${id}`)).toMatchObject({ status, handedOver: null });
  }
  expect(await statsOf()).toEqual(before.stats);
  expect((await stored(`supplyLists/${listId}`))!.orderCount).toBe(before.orderCount);
  expect(await listedIds()).toEqual([]);

  // Undone once: nothing left to undo. Ticked again: it may be undone again.
  const again = await call('DELETE', `/orders/${paid}/hand-over`, personas.rep);
  expect(again.status).toBe(409);
  expect(again.body).toEqual({ error: expect.stringContaining('no hand-over to undo') });
  expect((await call('POST', `/orders/${paid}/hand-over`, personas.rep)).status).toBe(200);
  expect(await listedIds()).toEqual([paid]);
  expect((await call<OrderResponse>('DELETE', `/orders/${paid}/hand-over`, personas.admin)).body.order.status).toBe('PAYMENT_SUCCESS');
});

test('only the school’s representative and administrators may undo, or see the day’s list', async () => {
  const [id] = await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS']);
  expect((await call('POST', `/orders/${id}/hand-over`, personas.rep)).status).toBe(200);
  const refusals = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403 } as const;
  for (const [persona, status] of Object.entries(refusals) as [keyof typeof refusals, number][]) {
    const undo = await call('DELETE', `/orders/${id}/hand-over`, personas[persona]);
    expect(undo.status, `${persona} undo`).toBe(status);
    expect(undo.body).toEqual({ error: expect.any(String) });
    expect((await handedOverToday(personas[persona])).status, `${persona} list`).toBe(status);
  }
  expect((await stored(`orders/${id}`))!.status).toBe('COMPLETED');
  expect((await handedOverToday(personas.admin)).body.handedOver.map((box) => box.id)).toContain(id);
  expect((await call('DELETE', '/orders/no-such-order/hand-over', personas.admin)).status).toBe(404);
  expect((await call('GET', '/schools/no-such-school/handed-over', personas.admin)).status).toBe(404);
  expect((await call<OrderResponse>('DELETE', `/orders/${id}/hand-over`, personas.admin)).body.order.status).toBe('PAYMENT_SUCCESS');
});

test('an order completed otherwise, or ticked on an earlier day, is not undone (409) nor listed today', async () => {
  const yesterday = Timestamp.fromMillis(Date.now() - 25 * 60 * 60 * 1000);
  const [completedByAdmin] = await writeOrders(schoolId, listId, ['COMPLETED']);
  const [tickedYesterday] = await writeOrders(schoolId, listId, ['COMPLETED'], Date.now() - 2 * 60_000, {
    handedOver: { at: yesterday, by: 'someone', from: 'PAYMENT_SUCCESS' },
  });
  const notTicked = await call('DELETE', `/orders/${completedByAdmin}/hand-over`, personas.rep);
  expect(notTicked.status).toBe(409);
  expect(notTicked.body).toEqual({ error: expect.stringContaining('no hand-over to undo') });
  const tooLate = await call('DELETE', `/orders/${tickedYesterday}/hand-over`, personas.rep);
  expect(tooLate.status).toBe(409);
  expect(tooLate.body).toEqual({ error: expect.stringContaining('only on the day it was made') });
  for (const id of [completedByAdmin!, tickedYesterday!]) expect((await stored(`orders/${id}`))!.status).toBe('COMPLETED');
  expect(await listedIds()).not.toContain(tickedYesterday);
  expect(await listedIds()).not.toContain(completedByAdmin);
});
