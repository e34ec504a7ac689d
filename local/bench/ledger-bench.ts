// The school's share for `npm run bench`: a school of 5,000 paid boxes (and one of 500, to show
// that a statement's reads do not grow with the school) over last season, seeded as the paid
// transition writes them (functions/src/fundraising/share-ledger.ts): an entry per box earned, a
// reversal of every 40th, a payout a month, and the month and all-time counters those entries
// moved. No ledger answer reads an order, so only the entries and counters are seeded.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { addDays, shareOfBoxCents } from '@ssb/contract';
import type { LedgerEntryDoc, LedgerMonthDoc, SchoolLedgerDoc, ShareRuleDoc } from '@ssb/documents';
import { batchWriter, listId, schoolId } from './big-data';

/** Schools no other probe pays or reads: their share is set here, on the bench's own schools. */
export const LEDGER_SCHOOL = 13;
export const SMALL_LEDGER_SCHOOL = 14;
export const LEDGER_BOXES = 5_000;
export const SMALL_LEDGER_BOXES = 500;
/** The season seeded, July to June, and its busiest month (60% of the boxes): the month the probes read. */
export const SEASON = { from: '2025-07-01', to: '2026-06-30' };
export const BUSY_MONTH = { from: '2025-08-01', to: '2025-08-31' };

const SHARE: ShareRuleDoc = { percentBasisPoints: 1_000 };
const PAYOUT_CENTS = 10_000;
const ZONE = 'America/Chicago';

/** The day box `i` of `boxes` was paid: most in August, the rest over the season. */
const paidOn = (i: number, boxes: number) => (i < boxes * 0.6 ? addDays('2025-08-01', i % 31) : addDays(SEASON.from, i % 365));
const atNoon = (day: string) => Timestamp.fromDate(new Date(`${day}T17:00:00Z`));

/** Writes a school's share, its entries and its counters, 500 to a batch. */
async function writeSchoolLedger(db: Firestore, school: number, boxes: number): Promise<void> {
  const id = schoolId(school);
  const months = new Map<string, LedgerMonthDoc>();
  const all: SchoolLedgerDoc = { earnedCents: 0, reversedCents: 0, paidOutCents: 0 };
  const { put, flush } = batchWriter(db);
  const entry = async (entryId: string, doc: Omit<LedgerEntryDoc, 'schoolId' | 'at' | 'reference' | 'recordedBy' | 'share'> & Partial<LedgerEntryDoc>) => {
    const full: LedgerEntryDoc = { schoolId: id, at: atNoon(doc.day), share: null, reference: null, recordedBy: null, ...doc };
    await put(`ledgerEntries/${entryId}`, full);
    const month = doc.day.slice(0, 7);
    const counters = months.get(month) ?? { schoolId: id, month, earnedCents: 0, reversedCents: 0, paidOutCents: 0 };
    const field = ({ earned: 'earnedCents', reversed: 'reversedCents', payout: 'paidOutCents' } as const)[doc.kind];
    counters[field] += doc.amountCents;
    all[field] += doc.amountCents;
    months.set(month, counters);
  };

  await put(`schools/${id}`, { fundraisingShare: SHARE, timeZone: ZONE }, true);
  for (let i = 0; i < boxes; i++) {
    const orderId = `bench-ledger-${school}-${String(i).padStart(5, '0')}`;
    const day = paidOn(i, boxes);
    // Item prices of $20.00 to $59.99, as the bench's lists come to.
    const amountCents = shareOfBoxCents(SHARE, 2_000 + ((i * 397) % 4_000));
    const supplyListId = listId(school, i % 8);
    await entry(`earned-${orderId}`, { kind: 'earned', day, amountCents, orderId, supplyListId, share: SHARE });
    if (i % 40 === 39) await entry(`reversed-${orderId}-${amountCents}`, { kind: 'reversed', day: addDays(day, 3), amountCents, orderId, supplyListId });
  }
  for (let m = 0; m < 12; m++) {
    const day = `${m < 6 ? 2025 : 2026}-${String(((m + 6) % 12) + 1).padStart(2, '0')}-15`;
    await entry(`payout-bench-${school}-${m}`, {
      kind: 'payout',
      day,
      amountCents: PAYOUT_CENTS,
      orderId: null,
      supplyListId: null,
      reference: `Check ${1000 + m}`,
      recordedBy: 'bench-admin',
    });
  }
  for (const [month, counters] of months) await put(`ledgerMonths/${id}_${month}`, counters);
  await put(`schoolLedgers/${id}`, all);
  await flush();
}

export async function writeLedgerBenchData(db: Firestore): Promise<void> {
  await writeSchoolLedger(db, LEDGER_SCHOOL, LEDGER_BOXES);
  await writeSchoolLedger(db, SMALL_LEDGER_SCHOOL, SMALL_LEDGER_BOXES);
}
