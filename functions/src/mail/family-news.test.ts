import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '@ssb/contract';
import { familyNewsOf, newsToAnnounce, type FamilyNewsKind } from './family-news';

/** What a family is told for each move, by the status it reaches and the one it left: the table a reader checks (a move changes the status, so the diagonal is never asked). */
const expected: Record<OrderStatus, Record<OrderStatus, FamilyNewsKind | null>> = {
  AWAITING_PAYMENT: { AWAITING_PAYMENT: null, PAYMENT_SUCCESS: null, PAYMENT_FAILED: null, PREPARING: null, COMPLETED: null, CANCELLED: null },
  PAYMENT_SUCCESS: {
    AWAITING_PAYMENT: 'confirmed',
    PAYMENT_SUCCESS: null,
    PAYMENT_FAILED: 'confirmed',
    PREPARING: null,
    COMPLETED: null,
    CANCELLED: 'confirmed',
  },
  PAYMENT_FAILED: { AWAITING_PAYMENT: 'paymentFailed', PAYMENT_SUCCESS: null, PAYMENT_FAILED: null, PREPARING: null, COMPLETED: null, CANCELLED: null },
  PREPARING: {
    AWAITING_PAYMENT: 'preparing',
    PAYMENT_SUCCESS: 'preparing',
    PAYMENT_FAILED: 'preparing',
    PREPARING: null,
    COMPLETED: null,
    CANCELLED: 'preparing',
  },
  COMPLETED: { AWAITING_PAYMENT: 'ready', PAYMENT_SUCCESS: 'ready', PAYMENT_FAILED: 'ready', PREPARING: 'ready', COMPLETED: null, CANCELLED: 'ready' },
  CANCELLED: {
    AWAITING_PAYMENT: 'cancelled',
    PAYMENT_SUCCESS: 'cancelled',
    PAYMENT_FAILED: null,
    PREPARING: 'cancelled',
    COMPLETED: 'cancelled',
    CANCELLED: null,
  },
};

describe('familyNewsOf', () => {
  for (const to of orderStatuses) {
    for (const from of orderStatuses.filter((status) => status !== to)) {
      it(`${from} -> ${to}: ${expected[to][from] ?? 'nothing'}`, () => {
        expect(familyNewsOf(from, to)).toBe(expected[to][from]);
      });
    }
  }
});

describe('newsToAnnounce', () => {
  it('when the order has not told its news yet, then it is the move’s news', () => {
    expect(newsToAnnounce({ status: 'PREPARING', announced: ['confirmed', 'preparing'] }, 'COMPLETED')).toBe('ready');
    expect(newsToAnnounce({ status: 'AWAITING_PAYMENT', announced: [] }, 'PAYMENT_SUCCESS')).toBe('confirmed');
  });

  it('when the order already told it (a tick undone and made again, a status set back and forth), then there is nothing to tell', () => {
    expect(newsToAnnounce({ status: 'PREPARING', announced: ['confirmed', 'preparing', 'ready'] }, 'COMPLETED')).toBeNull();
    expect(newsToAnnounce({ status: 'PAYMENT_SUCCESS', announced: ['confirmed', 'preparing'] }, 'PREPARING')).toBeNull();
    expect(newsToAnnounce({ status: 'AWAITING_PAYMENT', announced: ['confirmed'] }, 'PAYMENT_SUCCESS')).toBeNull();
    expect(newsToAnnounce({ status: 'PAYMENT_SUCCESS', announced: ['cancelled', 'confirmed'] }, 'CANCELLED')).toBeNull();
  });

  it('when the move tells nothing, then nothing is told, whatever was told before', () => {
    expect(newsToAnnounce({ status: 'COMPLETED', announced: [] }, 'PREPARING')).toBeNull();
  });
});
