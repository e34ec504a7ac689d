import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from './signature.js';

describe('signatureHeader', () => {
  it('matches the header the Stripe SDK generates for the same payload, secret and time', () => {
    const stripe = new Stripe('sk_test_signature');
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', note: 'ünïcödé' });
    const secret = 'whsec_test';
    expect(signatureHeader(payload, secret, 1_700_000_000)).toBe(stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: 1_700_000_000 }));
  });
});
