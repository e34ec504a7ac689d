import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header for a webhook payload, computed as Stripe does: an
 * HMAC-SHA256 of `${timestamp}.${payload}` keyed with the endpoint's signing secret, so
 * `stripe.webhooks.constructEvent` verifies it unchanged.
 */
export function signatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
