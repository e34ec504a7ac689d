import type { Request, Response } from 'express';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { createStripeWebhookHandler, unusableEvent } from './stripe-webhook';

const secret = 'whsec_unit_test';
const stripe = new Stripe('sk_test_unit');
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });

function fakeResponse() {
  const res = { statusCode: 200, body: undefined as unknown };
  const api = {
    status(code: number) {
      res.statusCode = code;
      return api;
    },
    json(body: unknown) {
      res.body = body;
      return api;
    },
  };
  return { res, api: api as unknown as Response };
}

async function deliver(headers: Record<string, string>, onEvent = vi.fn(async () => {}), body = payload) {
  const handler = createStripeWebhookHandler({ stripe, webhookSecret: secret, onEvent });
  const { res, api } = fakeResponse();
  await handler({ method: 'POST', headers, rawBody: Buffer.from(body) } as unknown as Request & { rawBody: Buffer }, api);
  return { ...res, onEvent };
}

describe('stripe webhook handler', () => {
  it('when the signature is missing, then 400 and the event is not applied', async () => {
    const result = await deliver({});
    expect(result.statusCode).toBe(400);
    expect(result.onEvent).not.toHaveBeenCalled();
  });

  it('when signed with another secret, then 400 and the event is not applied', async () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const result = await deliver({ 'stripe-signature': header });
    expect(result.statusCode).toBe(400);
    expect(result.onEvent).not.toHaveBeenCalled();
  });

  it('when the body was changed after signing, then 400', async () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const result = await deliver({ 'stripe-signature': header }, undefined, payload.replace('completed', 'expired'));
    expect(result.statusCode).toBe(400);
  });

  it('when correctly signed, then the verified event is applied and 200 is answered', async () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const result = await deliver({ 'stripe-signature': header });
    expect(result.statusCode).toBe(200);
    expect(result.onEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 'evt_1', type: 'checkout.session.completed' }));
  });

  it('when applying the event fails, then 500 so Stripe retries', async () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const failing = vi.fn(async () => {
      throw new Error('firestore down');
    });
    const result = await deliver({ 'stripe-signature': header }, failing);
    expect(result.statusCode).toBe(500);
  });

  it('when a correctly signed event cannot be used, then it is acknowledged with 200 and not applied, so Stripe stops retrying', async () => {
    const unusable = [
      '[]',
      JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
      JSON.stringify({ type: 'checkout.session.completed', data: { object: {} } }),
      JSON.stringify({ id: 'evt/1', type: 'checkout.session.completed', data: { object: {} } }),
      JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { metadata: { orderId: 'orders/x' } } } }),
      JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { client_reference_id: '../x' } } }),
    ];
    for (const body of unusable) {
      const header = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
      const result = await deliver({ 'stripe-signature': header }, undefined, body);
      expect(result.statusCode, body).toBe(200);
      expect(result.onEvent, body).not.toHaveBeenCalled();
    }
  });

  it('when Firestore refuses the write as invalid, then 200: a retry could never succeed', async () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const invalid = vi.fn(async () => {
      throw Object.assign(new Error('INVALID_ARGUMENT'), { code: 3 });
    });
    const result = await deliver({ 'stripe-signature': header }, invalid);
    expect(result.statusCode).toBe(200);
  });
});

describe('unusableEvent', () => {
  it('when the event has an id, a type and data.object with safe ids, then it is usable', () => {
    expect(unusableEvent({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { metadata: { orderId: 'abc123' } } } })).toBeNull();
    expect(unusableEvent({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { metadata: { checkoutId: 'abc123' } } } })).toBeNull();
  });

  it('when the metadata names a checkout by something that is not a document id, then it is unusable', () => {
    for (const checkoutId of ['checkouts/x', '', 7, null]) {
      const event = { id: 'evt_1', type: 'checkout.session.completed', data: { object: { metadata: { checkoutId } } } };
      expect(unusableEvent(event), String(checkoutId)).toBe('unusable checkout id in metadata');
    }
  });
});
