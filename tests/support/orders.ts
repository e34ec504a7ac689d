import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { expectAnswer } from './answers';
import { callFrom, randomLoopback } from './from-address';
import { createPrivateList, testDb } from './stack';
import { WEBHOOK_WAIT_MS } from './webhook';

/** A fresh guest for each test, so tests never see each other's orders or rate limits. */
export function newGuest() {
  const tag = randomUUID().slice(0, 8);
  return { email: `guest-${tag}@example.com`, phone: `(217) 555-${String(Math.floor(Math.random() * 9000) + 1000)}` };
}

export const homeAddress = { line1: '19 Elm Street', line2: 'Unit 4', city: 'Portland', state: 'OR', zipCode: '97202' };

export function guestCheckoutBody(overrides: Record<string, unknown> = {}) {
  return {
    ...newGuest(),
    studentFirstName: 'Noah',
    studentLastName: 'Lee',
    supplyListId: 'list-lincoln-k',
    ...overrides,
  };
}

/** Places a guest order and returns its id and payment page URL. */
export async function placeGuestOrder(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const body = guestCheckoutBody(overrides);
  const res = await request.post('/api/orders/checkout/guest', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /orders/checkout/guest', res);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
  return { body, checkoutUrl, sessionId };
}

/** The id of the (first) order placed with this e-mail. */
export const orderIdOf = async (email: string) => (await testDb().collection('orders').where('emailKey', '==', email.toLowerCase()).get()).docs[0]!.id;

/** A guest order, awaiting payment, on a list of its own. */
export async function privateGuestOrder(request: APIRequestContext) {
  const list = await createPrivateList({ deliverToSchool: true });
  const placed = await placeGuestOrder(request, { supplyListId: list.listId });
  return { ...placed, ...list, orderId: await orderIdOf(placed.body.email) };
}

/** Submits the local payment page's card form, as the browser would. */
export async function submitCard(checkoutUrl: string, cardNumber: string) {
  return fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber }).toString(),
    redirect: 'manual',
  });
}

export const orderIdFromSuccessUrl = (location: string) => new URL(location).searchParams.get('orderId')!;

export async function statusOf(request: APIRequestContext, orderId: string): Promise<string> {
  const res = await request.get(`/api/orders/${orderId}/status`);
  expect(res.status()).toBe(200);
  await expectAnswer('GET /orders/{id}/status', res);
  return ((await res.json()) as { status: string }).status;
}

/** Webhooks arrive asynchronously: poll the public status until it is the expected one. */
export async function expectStatus(request: APIRequestContext, orderId: string, status: string, timeout = 15_000) {
  await expect.poll(() => statusOf(request, orderId), { timeout }).toBe(status);
}

/** POST /orders/checkout: every child's box in one payment. */
export const checkoutBoxes = (request: APIRequestContext, data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request.post('/api/orders/checkout', { data, headers });

/** A box of a checkout of several boxes. */
export const box = (supplyListId: string, studentFirstName = 'Noah', studentLastName = 'Lee') => ({ supplyListId, studentFirstName, studentLastName });

/** Places a guest checkout of several boxes and returns its orders and payment page. */
export async function placeBoxes(request: APIRequestContext, data: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await checkoutBoxes(request, data, headers);
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /orders/checkout', res);
  const { checkoutUrl, orderIds } = (await res.json()) as { checkoutUrl: string; orderIds: string[] };
  return { checkoutUrl, orderIds, sessionId: new URL(checkoutUrl).pathname.split('/').pop()! };
}

/** A guest's checkout of one box of `listId`, with the family's skips and a code, paid by card; answers the order's id once it is paid. */
export async function paidGuestBox(
  request: APIRequestContext,
  listId: string,
  { skipped = [], code, address }: { skipped?: string[]; code?: string; address?: typeof homeAddress } = {},
) {
  const body = {
    ...newGuest(),
    ...(address ? { address } : {}),
    boxes: [{ supplyListId: listId, studentFirstName: 'Kid', studentLastName: 'Paid', skippedProductIds: skipped }],
    ...(code ? { promotionCode: code } : {}),
  };
  const placed = await callFrom(randomLoopback(), 'POST', '/api/orders/checkout', { body });
  expect(placed.status, placed.text).toBe(201);
  const { checkoutUrl, orderIds } = placed.json() as { checkoutUrl: string; orderIds: string[] };
  expect((await submitCard(checkoutUrl, '4242 4242 4242 4242')).status).toBe(303);
  await expectStatus(request, orderIds[0]!, 'PAYMENT_SUCCESS', WEBHOOK_WAIT_MS);
  return orderIds[0]!;
}
