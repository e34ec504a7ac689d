import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import Stripe from 'stripe';
import { ports, secrets, stack, testDb } from './stack';

/** The local payment provider, through the Stripe SDK as the functions reach it. */
export const localStripe = new Stripe(secrets.stripeSecretKey, { host: '127.0.0.1', port: ports.payments, protocol: 'http' });

export const newEventId = () => `evt_test_${randomUUID().replaceAll('-', '')}`;

/**
 * Delivers a signed event whose object is the order's own session as the provider shows it,
 * with some fields changed; under `id`, to deliver one event again as Stripe's retries do.
 */
export async function deliverSessionEvent(request: APIRequestContext, type: string, sessionId: string, changes: Record<string, unknown>, id = newEventId()) {
  const session = await localStripe.checkout.sessions.retrieve(sessionId);
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: { ...session, ...changes } } });
  const header = localStripe.webhooks.generateTestHeaderString({ payload, secret: secrets.stripeWebhookSecret });
  const res = await request.post(stack.stripeWebhook, { headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, data: payload });
  expect(res.status()).toBe(200);
}

/** A cold functions worker on a loaded machine takes a while to answer its first webhook. */
export const WEBHOOK_WAIT_MS = 30_000;

/** Waits until the webhook has applied `count` events of `type` naming the order or checkout (they arrive asynchronously). */
export async function eventApplied(orderId: string, type: string, count = 1) {
  const applied = () => testDb().collection('stripeEvents').where('orderId', '==', orderId).where('type', '==', type).get();
  await expect.poll(async () => (await applied()).size, { timeout: WEBHOOK_WAIT_MS }).toBe(count);
}
