import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { db } from '../lib/firebase';

const ALREADY_EXISTS = 6;

/**
 * Records each verified event once: the create() precondition makes a replayed delivery a no-op.
 * Order transitions hang off this record (see the checkout issue).
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<void> {
  try {
    await db().collection('stripeEvents').doc(event.id).create({
      type: event.type,
      receivedAt: FieldValue.serverTimestamp(),
    });
  } catch (err) {
    if ((err as { code?: number }).code === ALREADY_EXISTS) return;
    throw err;
  }
}
