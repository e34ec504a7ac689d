import { centsToDollars, fundraisingShareOf, type LedgerEntry, type LedgerTotals } from '@ssb/contract';
import { ledgerBalanceCents, type LedgerEntryDoc, type SchoolLedgerDoc } from '@ssb/documents';

/** An entry as the API answers it, in dollars: what it is, never whose child. */
export function toApiLedgerEntry(id: string, doc: LedgerEntryDoc): LedgerEntry {
  return {
    id,
    at: doc.at.toDate().toISOString(),
    day: doc.day,
    kind: doc.kind,
    amount: centsToDollars(doc.amountCents),
    ...(doc.orderId ? { orderId: doc.orderId } : {}),
    ...(doc.supplyListId ? { supplyListId: doc.supplyListId } : {}),
    ...(doc.share ? { share: fundraisingShareOf(doc.share) } : {}),
    ...(doc.reference ? { reference: doc.reference } : {}),
  };
}

export const NO_TOTALS: SchoolLedgerDoc = { earnedCents: 0, reversedCents: 0, paidOutCents: 0 };

/** Totals of a period (`period`) with the balance of all time (`allTime`), in dollars. */
export const toApiLedgerTotals = (period: SchoolLedgerDoc, allTime: SchoolLedgerDoc): LedgerTotals => ({
  earned: centsToDollars(period.earnedCents),
  reversed: centsToDollars(period.reversedCents),
  paidOut: centsToDollars(period.paidOutCents),
  balance: centsToDollars(ledgerBalanceCents(allTime)),
});
