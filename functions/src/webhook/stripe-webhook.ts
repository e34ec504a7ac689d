import type { Request, Response } from 'express';
import type Stripe from 'stripe';
import * as logs from '../logs';

export interface StripeWebhookDeps {
  stripe: Pick<Stripe, 'webhooks'>;
  webhookSecret: string;
  /** Applies one verified, well-formed event. Throwing asks Stripe to deliver it again. */
  onEvent(event: Stripe.Event): Promise<void>;
}

/** Event ids become Firestore document ids: nothing empty, oversized or with a "/". */
const SAFE_ID = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * Why a correctly signed event cannot be used, or null. Such an event will never become
 * usable, so it is acknowledged (and logged) rather than retried by Stripe for three days.
 */
export function unusableEvent(event: unknown): string | null {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return 'not an event object';
  const { id, type, data } = event as { id?: unknown; type?: unknown; data?: { object?: unknown } };
  if (typeof id !== 'string' || !SAFE_ID.test(id)) return 'missing or unusable event id';
  if (typeof type !== 'string' || !type) return 'missing event type';
  if (typeof data !== 'object' || data === null || typeof data.object !== 'object' || data.object === null) return 'missing data.object';
  const metadata = (data.object as { metadata?: unknown }).metadata;
  const { orderId, checkoutId } = typeof metadata === 'object' && metadata !== null ? (metadata as { orderId?: unknown; checkoutId?: unknown }) : {};
  if (orderId !== undefined && (typeof orderId !== 'string' || !SAFE_ID.test(orderId))) return 'unusable order id in metadata';
  if (checkoutId !== undefined && (typeof checkoutId !== 'string' || !SAFE_ID.test(checkoutId))) return 'unusable checkout id in metadata';
  const reference = (data.object as { client_reference_id?: unknown }).client_reference_id;
  if (reference !== undefined && reference !== null && (typeof reference !== 'string' || !SAFE_ID.test(reference))) return 'unusable client_reference_id';
  return null;
}

/** Firestore rejects what it will always reject: retrying such a write cannot help. */
const PERMANENT_GRPC_CODES = new Set([3 /* INVALID_ARGUMENT */, 11 /* OUT_OF_RANGE */]);

type RawBodyRequest = Request & { rawBody?: Buffer };

/**
 * Verifies the Stripe signature on the raw body before anything else: an unsigned or forged
 * call gets 400 and changes nothing. Answers 5xx only when Stripe should retry.
 */
export function createStripeWebhookHandler(deps: StripeWebhookDeps) {
  return async (req: RawBodyRequest, res: Response) => {
    if (req.method !== 'POST') {
      res.status(405).json({ error: 'Method not allowed' });
      return;
    }
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !req.rawBody) {
      logs.webhookRejected('missing signature or body');
      res.status(400).json({ error: 'Missing Stripe signature' });
      return;
    }
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(req.rawBody, signature, deps.webhookSecret);
    } catch {
      logs.webhookRejected('signature verification failed');
      res.status(400).json({ error: 'Invalid Stripe signature' });
      return;
    }
    const unusable = unusableEvent(event);
    if (unusable) {
      logs.webhookIgnored(unusable, (event as { id?: unknown } | null)?.id);
      res.json({ received: true });
      return;
    }
    logs.webhookReceived(event.id, event.type);
    try {
      await deps.onEvent(event);
    } catch (err) {
      if (PERMANENT_GRPC_CODES.has((err as { code?: number }).code ?? -1)) {
        logs.webhookIgnored(`Firestore refused it: ${(err as Error).message}`, event.id);
        res.json({ received: true });
        return;
      }
      logs.unexpectedError('POST', 'stripeWebhook', err);
      res.status(500).json({ error: 'Event not processed; please retry' });
      return;
    }
    res.json({ received: true });
  };
}
