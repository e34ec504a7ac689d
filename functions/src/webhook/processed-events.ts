import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { stripeEventsCollection } from './repository';

/** One document per applied Stripe event: `create()` on it makes each event count once. */
export const processedEventRef = (eventId: string) => stripeEventsCollection().doc(eventId);

/** Records, in the transaction that applies it, that the event was applied. */
export function recordEvent(tx: Transaction, event: { id: string; type: string }, orderId: string | null): void {
  tx.create(processedEventRef(event.id), { type: event.type, orderId, receivedAt: Timestamp.now() });
}
