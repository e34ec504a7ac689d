import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { centsToDollars, formatMoney } from '@ssb/contract';
import { poolBalanceCents } from '@ssb/documents';
import { conflict } from '../http/errors';
import { API_TEXTS } from '../texts';
import { poolIncrementRef, sponsorshipPoolsCollection } from './repository';

/** What sponsored boxes take out of a school's pool: their list prices, and how many they are. */
export interface PoolPayment {
  schoolId: string;
  amountCents: number;
  boxes: number;
}

/**
 * Reads the school's pool in the transaction that places sponsored boxes and answers the write
 * that pays them from it (to make once the transaction's reads are done); a pool that has less
 * than they cost refuses them (409, saying what is left), and nothing is placed.
 */
export async function preparePoolPayment(tx: Transaction, payment: PoolPayment): Promise<() => void> {
  const pool = (await tx.get(sponsorshipPoolsCollection().doc(payment.schoolId))).data();
  const balanceCents = poolBalanceCents(pool);
  if (balanceCents < payment.amountCents) throw conflict(API_TEXTS.sponsorship.poolShort({ balance: formatMoney(centsToDollars(balanceCents)) }));
  return () =>
    tx.set(
      poolIncrementRef(payment.schoolId),
      { usedCents: FieldValue.increment(payment.amountCents), boxes: FieldValue.increment(payment.boxes) },
      { merge: true },
    );
}

/**
 * A sponsored box that stops being live (cancelled, failed) gives its price back to its school's
 * pool, and one revived takes it again, in the status move's own write: increments, so the move
 * reads nothing more and is never refused (an administrator may set any status; a pool may then
 * show less than nothing until more is given). Other boxes leave the pool alone.
 */
export function movePoolWithBox(tx: Transaction, order: { paidWith: string | null; schoolId: string }, amountCents: number, liveDelta: -1 | 0 | 1): void {
  if (order.paidWith !== 'sponsorship' || liveDelta === 0) return;
  tx.set(
    poolIncrementRef(order.schoolId),
    { usedCents: FieldValue.increment(liveDelta * amountCents), boxes: FieldValue.increment(liveDelta) },
    { merge: true },
  );
}
