import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import { likelyTimeZoneOfState, reversedShareCents, shareOfBoxCents, todayIn } from '@ssb/contract';
import { paidCentsOf, type OrderShareDoc, type ShareRuleDoc } from '@ssb/documents';
import type { OrderDoc } from '../orders/repository';
import { schoolsCollection, type SchoolDoc } from '../schools/repository';
import { createLedgerEntry, moveLedgerCounters } from './repository';

// What a school earns of its boxes (docs/decisions.md §25), written in the transaction of the
// change that earns or reverses it: a box paid earns (the paid move in order-transition.ts, and
// an order recorded paid at the office in place-checkout.ts); a refund recorded of a paid box
// reverses in proportion (checkout-refunds.ts writeRefundRecord), and a paid box cancelled that
// paid nothing by card reverses all of it (the move again). The order keeps what it earned
// and what was reversed, so a repeated event finds it done and writes nothing twice.

/** The school's share when a box is paid, read before the transaction's writes; null when it earns nothing. */
export interface ShareAtPayment {
  rule: ShareRuleDoc;
  timeZone: string;
}

/** The zone a school's days are counted in: its own, else its state's, else UTC. */
export const ledgerTimeZone = (school: Pick<SchoolDoc, 'timeZone' | 'address'>): string =>
  school.timeZone ?? (school.address ? likelyTimeZoneOfState(school.address.state) : 'UTC');

/** A box's item price (cents): its list price less what was skipped, before discounts, tax and shipping. */
export const boxItemCents = (order: Pick<OrderDoc, 'money' | 'snapshot'>): number =>
  order.money ? order.money.subtotalCents - order.money.skippedCents : order.snapshot.totalCents;

/**
 * The shares boxes being paid in one attempt of `tx` earn by, each school read once: none when
 * its school has none, or when the box earned already (paid before).
 */
export class ShareReads {
  private readonly schools = new Map<string, Promise<ShareAtPayment | null>>();
  constructor(private readonly tx: Transaction) {}

  atPayment(order: Pick<OrderDoc, 'schoolId' | 'schoolShare'>): Promise<ShareAtPayment | null> {
    if (order.schoolShare) return Promise.resolve(null);
    let share = this.schools.get(order.schoolId);
    if (!share) {
      share = this.tx.get(schoolsCollection().doc(order.schoolId)).then((snap) => {
        const school = snap.data();
        return school?.fundraisingShare ? { rule: school.fundraisingShare, timeZone: ledgerTimeZone(school) } : null;
      });
      this.schools.set(order.schoolId, share);
    }
    return share;
  }
}

/**
 * A box moving to paid: its earned entry (`earned-{orderId}`, with the share's rule) and its
 * school's counters, written in `tx`; answers what the order's own write adds (what it earned).
 */
export function recordShareEarned(
  tx: Transaction,
  ref: DocumentReference<OrderDoc>,
  order: OrderDoc,
  atPayment: ShareAtPayment | null,
  now: Timestamp,
): Pick<OrderDoc, 'schoolShare'> | Record<string, never> {
  if (!atPayment || order.schoolShare) return {};
  const amountCents = shareOfBoxCents(atPayment.rule, boxItemCents(order));
  if (amountCents === 0) return {};
  const day = todayIn(atPayment.timeZone, now.toDate());
  createLedgerEntry(tx, `earned-${ref.id}`, {
    schoolId: order.schoolId,
    kind: 'earned',
    at: now,
    day,
    amountCents,
    orderId: ref.id,
    supplyListId: order.supplyListId,
    share: atPayment.rule,
    reference: null,
    recordedBy: null,
  });
  moveLedgerCounters(tx, order.schoolId, day, { earnedCents: amountCents }, { supplyListId: order.supplyListId, kind: 'earned' });
  return { schoolShare: { earnedCents: amountCents, reversedCents: 0, timeZone: atPayment.timeZone } };
}

/**
 * A box's refunds reaching `refundedCents` in all: what they reverse of its share beyond what
 * was reversed already and its school's counters, written in `tx`; answers what the order's own
 * write adds. Nothing for a box that earned nothing.
 */
export function recordShareReversed(
  tx: Transaction,
  ref: DocumentReference<OrderDoc>,
  order: OrderDoc,
  refundedCents: number,
  now: Timestamp,
): Pick<OrderDoc, 'schoolShare'> | Record<string, never> {
  const share = order.schoolShare;
  return share ? writeReversal(tx, ref, order, share, reversedShareCents(share.earnedCents, paidCentsOf(order), refundedCents), now) : {};
}

/**
 * A paid box cancelled that paid nothing by card (a voucher's, one recorded paid at the office):
 * no refund will be recorded of it, so all that is left of its share is reversed with the move.
 */
export function recordShareCancelled(
  tx: Transaction,
  ref: DocumentReference<OrderDoc>,
  order: OrderDoc,
  now: Timestamp,
): Pick<OrderDoc, 'schoolShare'> | Record<string, never> {
  const share = order.schoolShare;
  return share && !order.paymentIntentId ? writeReversal(tx, ref, order, share, share.earnedCents, now) : {};
}

/** The entry `reversed-{orderId}-{reversed in all}` of what `reversedCents` adds to what was reversed, and the counters. */
function writeReversal(
  tx: Transaction,
  ref: DocumentReference<OrderDoc>,
  order: OrderDoc,
  share: OrderShareDoc,
  reversedCents: number,
  now: Timestamp,
): Pick<OrderDoc, 'schoolShare'> | Record<string, never> {
  const amountCents = reversedCents - share.reversedCents;
  if (amountCents <= 0) return {};
  const day = todayIn(share.timeZone, now.toDate());
  createLedgerEntry(tx, `reversed-${ref.id}-${reversedCents}`, {
    schoolId: order.schoolId,
    kind: 'reversed',
    at: now,
    day,
    amountCents,
    orderId: ref.id,
    supplyListId: order.supplyListId,
    share: null,
    reference: null,
    recordedBy: null,
  });
  moveLedgerCounters(tx, order.schoolId, day, { reversedCents: amountCents }, { supplyListId: order.supplyListId, kind: 'reversed' });
  return { schoolShare: { ...share, reversedCents } };
}
