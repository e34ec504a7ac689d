import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDoc } from '@ssb/documents';
import { anOrder } from '../test/orders';
import { gatherLedgerCounters, writeLedgerCounters } from './repository';
import { boxItemCents, recordShareCancelled, recordShareEarned, recordShareReversed, ShareReads } from './share-ledger';

vi.mock('../lib/firebase', () => ({ db: () => ({ collection: (name: string) => fakeCollection(name) }) }));

/** References that say where they point: the writes are checked, not made. */
function fakeCollection(name: string): unknown {
  const ref = (id: string) => ({ id, path: `${name}/${id}`, withConverter: () => ref(id) });
  return { withConverter: () => ({ doc: ref }), doc: ref };
}

const ref = { id: 'order-1' } as DocumentReference<OrderDoc>;
// 1 December 2026, 03:00 UTC: still 30 November in Chicago.
const now = Timestamp.fromMillis(Date.UTC(2026, 11, 1, 3));
const money = { subtotalCents: 2000, skippedCents: 500, discountCents: 150, shippingCents: 0, taxCents: 0 };

function recorder() {
  const create = vi.fn();
  const set = vi.fn();
  const tx = { create, set } as unknown as Transaction;
  const paths = () => [...create.mock.calls, ...set.mock.calls].map(([at]) => (at as { path: string }).path);
  return { tx, create, set, paths };
}

describe('the school’s share in the ledger', () => {
  it('when a box is paid, then it earns its share of its item price (after skips, before the discount) on the school’s day', () => {
    const { tx, create, set } = recorder();
    const order = anOrder({ money });
    expect(boxItemCents(order)).toBe(1500);
    const changes = recordShareEarned(tx, ref, order, { rule: { percentBasisPoints: 1000 }, timeZone: 'America/Chicago' }, now);
    expect(changes).toEqual({ schoolShare: { earnedCents: 150, reversedCents: 0, timeZone: 'America/Chicago' } });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'ledgerEntries/earned-order-1' }),
      expect.objectContaining({ kind: 'earned', amountCents: 150, day: '2026-11-30', share: { percentBasisPoints: 1000 }, orderId: 'order-1' }),
    );
    expect(set.mock.calls.map(([at, data]) => [(at as { path: string }).path, data])).toEqual([
      ['ledgerMonths/school-1_2026-11', { schoolId: 'school-1', month: '2026-11', earnedCents: FieldValue.increment(150) }],
      ['schoolLedgers/school-1', { earnedCents: FieldValue.increment(150) }],
      // Its list's week (the Monday) of that month: the Fundraising tab's lists, weeks and statement.
      [
        'ledgerWeeks/school-1_2026-11_2026-11-30_list-1',
        {
          schoolId: 'school-1',
          month: '2026-11',
          week: '2026-11-30',
          supplyListId: 'list-1',
          earnedCents: FieldValue.increment(150),
          earnedCount: FieldValue.increment(1),
        },
      ],
    ]);
  });

  it('when several boxes of a school are paid in one transaction, then its counters are written once, by what they earned together', () => {
    const { tx, create, set } = recorder();
    const share = { rule: { percentBasisPoints: 1000 }, timeZone: 'America/Chicago' };
    gatherLedgerCounters(tx);
    recordShareEarned(tx, ref, anOrder({ money }), share, now);
    recordShareEarned(tx, { id: 'order-2' } as DocumentReference<OrderDoc>, anOrder({ money: { ...money, skippedCents: 0 } }), share, now);
    expect(set).not.toHaveBeenCalled();
    writeLedgerCounters(tx);
    expect(create).toHaveBeenCalledTimes(2);
    expect(set.mock.calls.map(([at, data]) => [(at as { path: string }).path, data])).toEqual([
      ['ledgerMonths/school-1_2026-11', { schoolId: 'school-1', month: '2026-11', earnedCents: FieldValue.increment(350) }],
      ['schoolLedgers/school-1', { earnedCents: FieldValue.increment(350) }],
      [
        'ledgerWeeks/school-1_2026-11_2026-11-30_list-1',
        {
          schoolId: 'school-1',
          month: '2026-11',
          week: '2026-11-30',
          supplyListId: 'list-1',
          earnedCents: FieldValue.increment(350),
          earnedCount: FieldValue.increment(2),
        },
      ],
    ]);
    // Once written, a later entry of the transaction writes its own counters again.
    recordShareEarned(tx, { id: 'order-3' } as DocumentReference<OrderDoc>, anOrder({ money }), share, now);
    expect(set).toHaveBeenCalledTimes(6);
  });

  it('reads each school once for the boxes paid in one transaction, and not for a box that earned already', async () => {
    const get = vi.fn(() => Promise.resolve({ data: () => ({ fundraisingShare: { perBoxCents: 100 }, timeZone: 'UTC', address: null }) }));
    const reads = new ShareReads({ get } as unknown as Transaction);
    const boxes = [anOrder(), anOrder(), anOrder({ schoolShare: { earnedCents: 100, reversedCents: 0, timeZone: 'UTC' } })];
    const shares = await Promise.all(boxes.map((order) => reads.atPayment(order)));
    expect(shares).toEqual([{ rule: { perBoxCents: 100 }, timeZone: 'UTC' }, { rule: { perBoxCents: 100 }, timeZone: 'UTC' }, null]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('when the box earned before, or its school has no share, then nothing is written', () => {
    const { tx, paths } = recorder();
    const earned = anOrder({ schoolShare: { earnedCents: 100, reversedCents: 0, timeZone: 'UTC' } });
    expect(recordShareEarned(tx, ref, earned, { rule: { perBoxCents: 100 }, timeZone: 'UTC' }, now)).toEqual({});
    expect(recordShareEarned(tx, ref, anOrder(), null, now)).toEqual({});
    expect(paths()).toEqual([]);
  });

  it('when part of what the box paid is refunded, then that part of its share is reversed, once per total', () => {
    const { tx, create, paths } = recorder();
    const order = anOrder({ money: null, schoolShare: { earnedCents: 200, reversedCents: 0, timeZone: 'UTC' } });
    const paid = order.snapshot.totalCents;
    const changes = recordShareReversed(tx, ref, order, Math.round(paid / 4), now);
    const reversed = Math.round(200 / 4);
    expect(changes).toEqual({ schoolShare: { earnedCents: 200, reversedCents: reversed, timeZone: 'UTC' } });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ path: `ledgerEntries/reversed-order-1-${reversed}` }),
      expect.objectContaining({ amountCents: reversed }),
    );
    // The same total again (a repeated event) reverses nothing more.
    const again = recorder();
    expect(
      recordShareReversed(again.tx, ref, { ...order, schoolShare: { earnedCents: 200, reversedCents: reversed, timeZone: 'UTC' } }, Math.round(paid / 4), now),
    ).toEqual({});
    expect(again.paths()).toEqual([]);
    expect(paths()).toHaveLength(4);
  });

  it('when a box that paid nothing by card is cancelled, then all that is left of its share is reversed; a card-paid box waits for its refund', () => {
    const voucher = anOrder({ paymentIntentId: null, schoolShare: { earnedCents: 300, reversedCents: 100, timeZone: 'UTC' } });
    const { tx, create } = recorder();
    expect(recordShareCancelled(tx, ref, voucher, now)).toEqual({ schoolShare: { earnedCents: 300, reversedCents: 300, timeZone: 'UTC' } });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ path: 'ledgerEntries/reversed-order-1-300' }), expect.objectContaining({ amountCents: 200 }));
    const byCard = recorder();
    expect(recordShareCancelled(byCard.tx, ref, { ...voucher, paymentIntentId: 'pi_1' }, now)).toEqual({});
    expect(byCard.paths()).toEqual([]);
  });
});
