import type { Request, Response } from 'express';
import type Stripe from 'stripe';
import * as logs from '../logs';

export interface StripeWebhookDeps {
  stripe: Pick<Stripe, 'webhooks'>;
  webhookSecret: string;
  /** Applies one verified event. Throwing asks Stripe to deliver it again. */
  onEvent(event: Stripe.Event): Promise<void>;
}

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
    logs.webhookReceived(event.id, event.type);
    try {
      await deps.onEvent(event);
    } catch (err) {
      logs.unexpectedError('POST', 'stripeWebhook', err);
      res.status(500).json({ error: 'Event not processed; please retry' });
      return;
    }
    res.json({ received: true });
  };
}
