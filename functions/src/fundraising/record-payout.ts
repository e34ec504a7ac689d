import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { centsToDollars, dollarsToCents, formatMoney, fundraisingMessages, todayIn, type PayoutRequest, type PayoutResponse } from '@ssb/contract';
import { ledgerBalanceCents, type LedgerEntryDoc } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { badRequest, conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { schoolsCollection } from '../schools/repository';
import { API_TEXTS } from '../texts';
import { NO_TOTALS, toApiLedgerEntry, toApiLedgerTotals } from './convert';
import { createLedgerEntry, ledgerEntriesCollection, moveLedgerCounters, schoolLedgersCollection } from './repository';
import { ledgerTimeZone } from './share-ledger';

/** A payout's entry id: from the school and the Idempotency-Key, so a repeated request finds the payout it made. */
const payoutId = (schoolId: string, key: string | undefined) =>
  `payout-${key ? createHash('sha256').update(`${schoolId}\n${key}`).digest('base64url').replace(/[-_]/g, '').slice(0, 20) : ledgerEntriesCollection().doc().id}`;

/**
 * POST /schools/{id}/payouts: money paid to the school, an entry of its ledger counted on the day
 * it was paid (not in the future, the school's day). Refused (409) above the balance (earned less
 * reversed less paid out, of all time), read in the same transaction as the write. With an
 * Idempotency-Key a repeated request answers the payout it made.
 */
export async function recordPayout(caller: Caller, schoolId: string, body: PayoutRequest, idempotencyKey: string | undefined): Promise<PayoutResponse> {
  const amountCents = dollarsToCents(body.amount);
  const entryRef = ledgerEntriesCollection().doc(payoutId(schoolId, idempotencyKey));
  const totalsRef = schoolLedgersCollection().doc(schoolId);
  return db().runTransaction(async (tx) => {
    const [schoolSnap, entrySnap, totalsSnap] = await Promise.all([tx.get(schoolsCollection().doc(schoolId)), tx.get(entryRef), tx.get(totalsRef)]);
    const school = schoolSnap.data();
    if (!school) throw notFound(API_TEXTS.notFound.school);
    const totals = totalsSnap.data() ?? NO_TOTALS;
    const made = entrySnap.data();
    if (made) {
      if (made.amountCents !== amountCents || made.day !== body.paidOn) throw conflict(fundraisingMessages.share.keyReused);
      return { entry: toApiLedgerEntry(entryRef.id, made), totals: toApiLedgerTotals(totals, totals) };
    }
    if (body.paidOn > todayIn(ledgerTimeZone(school), new Date())) throw badRequest(`paidOn: ${fundraisingMessages.share.paidOnFuture}`);
    const balanceCents = ledgerBalanceCents(totals);
    if (amountCents > balanceCents) throw conflict(fundraisingMessages.share.aboveBalance({ balance: formatMoney(centsToDollars(balanceCents)) }));
    const entry: LedgerEntryDoc = {
      schoolId,
      kind: 'payout',
      at: Timestamp.now(),
      day: body.paidOn,
      amountCents,
      orderId: null,
      supplyListId: null,
      share: null,
      reference: body.reference || null,
      recordedBy: caller.uid,
    };
    createLedgerEntry(tx, entryRef.id, entry);
    moveLedgerCounters(tx, schoolId, body.paidOn, { paidOutCents: amountCents });
    const after = { ...totals, paidOutCents: totals.paidOutCents + amountCents };
    return { entry: toApiLedgerEntry(entryRef.id, entry), totals: toApiLedgerTotals(after, after) };
  });
}
