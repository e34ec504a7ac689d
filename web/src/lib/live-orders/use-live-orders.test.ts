import { describe, expect, it } from 'vitest';
import { anOrder } from '@/testing/order-fixtures';
import { mergeLiveOrders, type LiveOrders } from './use-live-orders';

const at = (id: string, day: number) => anOrder({ id, createdAt: `2026-09-${String(day).padStart(2, '0')}T12:00:00.000Z` });
const view = (orders: LiveOrders['orders'], full: boolean): LiveOrders => ({ status: 'success', orders, full });
const ids = (merged: LiveOrders) => merged.orders.map((order) => order.id);

describe('mergeLiveOrders', () => {
  it('merges the views newest first, the document id deciding between orders of one instant', () => {
    const merged = mergeLiveOrders(view([at('own-9', 9), at('own-5', 5)], false), view([at('guest-7', 7), at('guest-5', 5)], false));
    expect(ids(merged)).toEqual(['own-9', 'guest-7', 'own-5', 'guest-5']);
    expect(merged.full).toBe(false);
  });

  it('ends where a full view ends, since that view may miss older orders the other view would show past a gap', () => {
    // The own view holds its 2 newest; its order of day 3 is beyond it, so the guest order of day 2 waits too.
    const merged = mergeLiveOrders(view([at('own-9', 9), at('own-6', 6)], true), view([at('guest-7', 7), at('guest-2', 2)], false));
    expect(ids(merged)).toEqual(['own-9', 'guest-7', 'own-6']);
    expect(merged.full).toBe(true);
  });

  it('shows the same view listened to twice once', () => {
    const own = view([at('own-9', 9), at('own-6', 6)], true);
    expect(ids(mergeLiveOrders(own, own))).toEqual(['own-9', 'own-6']);
  });
});
