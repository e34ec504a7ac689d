import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type OrderingWindow } from '@ssb/contract';
import { closingDaysToRemind, dueReminder, failedCheckoutToRemind, type FamilyOrder } from './due';

const ZONE = 'America/Chicago';
/** Noon in Chicago on August 24, 2026 (CDT). */
const NOON = new Date('2026-08-24T17:00:00Z');

const window = (opens: number, closes: number, zone = ZONE, now = NOON): OrderingWindow => ({
  orderingOpensOn: addDays(todayIn(zone, now), opens),
  orderingClosesOn: addDays(todayIn(zone, now), closes),
  timeZone: zone,
});

describe('dueReminder', () => {
  it('when the window has 7 or 1 days left in the school’s zone, then that reminder is due', () => {
    expect(dueReminder(window(-20, 7), NOON)).toEqual({ closesOn: '2026-08-31', daysLeft: 7 });
    expect(dueReminder(window(-20, 1), NOON)).toEqual({ closesOn: '2026-08-25', daysLeft: 1 });
  });

  it('when the window has any other number of days left, then none is', () => {
    for (const left of [0, 2, 6, 8, 30]) expect(dueReminder(window(-20, left), NOON), `${left} days left`).toBeNull();
  });

  it('when there is no window, it has closed, or it has not opened yet, then none is', () => {
    expect(dueReminder({ orderingOpensOn: null, orderingClosesOn: null, timeZone: null }, NOON)).toBeNull();
    expect(dueReminder(window(-20, -6), NOON)).toBeNull();
    expect(dueReminder(window(2, 7), NOON)).toBeNull();
  });

  it('counts the days in the school’s zone: at one instant a school in Chicago is 7 days out, one in Tokyo 6', () => {
    // 04:30 UTC: 23:30 on August 23 in Chicago, 13:30 on August 24 in Tokyo.
    const lateEvening = new Date('2026-08-24T04:30:00Z');
    const closing = { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-30' };
    expect(dueReminder({ ...closing, timeZone: ZONE }, lateEvening)).toEqual({ closesOn: '2026-08-30', daysLeft: 7 });
    expect(dueReminder({ ...closing, timeZone: 'Asia/Tokyo' }, lateEvening)).toBeNull();
    // An hour later it is August 24 in Chicago too.
    expect(dueReminder({ ...closing, timeZone: ZONE }, new Date('2026-08-24T05:30:00Z'))).toBeNull();
  });
});

describe('closingDaysToRemind', () => {
  const zones = ['Pacific/Kiritimati', 'Asia/Tokyo', 'Asia/Kolkata', 'UTC', 'America/Chicago', 'Pacific/Pago_Pago', 'Etc/GMT+12'];

  it('holds the closing day of every school with a reminder due, whatever its zone and the hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(Date.UTC(2026, 2, 8, hour, 30));
      const days = closingDaysToRemind(now);
      expect(days.length).toBeLessThanOrEqual(6);
      for (const zone of zones) {
        for (const left of [7, 1]) {
          const school = window(-30, left, zone, now);
          expect(dueReminder(school, now), `${zone} at ${now.toISOString()}`).not.toBeNull();
          expect(days, `${zone} at ${now.toISOString()}`).toContain(school.orderingClosesOn);
        }
      }
    }
  });
});

describe('failedCheckoutToRemind', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 7, n, 12));
  const order = (status: FamilyOrder['status'], created: number, changes: Partial<FamilyOrder> = {}): FamilyOrder => ({
    status,
    email: 'Pat@example.com',
    createdAt: day(created),
    paidAt: status === 'PAYMENT_FAILED' || status === 'CANCELLED' ? null : day(created),
    updatedAt: day(created),
    locale: 'en',
    ...changes,
  });

  it('when a checkout failed and the family paid nothing at the school, then it is reminded, at the address it ordered with', () => {
    expect(failedCheckoutToRemind([order('PAYMENT_FAILED', 3)])?.email).toBe('Pat@example.com');
    expect(failedCheckoutToRemind([order('PAYMENT_FAILED', 3), order('CANCELLED', 4)])?.email).toBe('Pat@example.com');
  });

  it('when the family paid an order after its failed checkout began, then it is not', () => {
    expect(failedCheckoutToRemind([order('PAYMENT_FAILED', 3), order('PAYMENT_SUCCESS', 5)])).toBeNull();
    expect(failedCheckoutToRemind([order('PAYMENT_FAILED', 3), order('COMPLETED', 2, { paidAt: day(4) })])).toBeNull();
  });

  it('when a later checkout failed after a payment, then it is reminded again, at the later address and in the later language', () => {
    const later = order('PAYMENT_FAILED', 6, { email: 'pat.rivera@example.com', locale: 'es' });
    expect(failedCheckoutToRemind([order('PAYMENT_FAILED', 3), order('PREPARING', 4), later])).toBe(later);
  });

  it('takes the last change of an order paid before the payment day was kept', () => {
    expect(failedCheckoutToRemind([order('PAYMENT_FAILED', 3), order('PAYMENT_SUCCESS', 1, { paidAt: null, updatedAt: day(5) })])).toBeNull();
  });

  it('when no checkout failed, then nobody is reminded', () => {
    expect(failedCheckoutToRemind([order('PAYMENT_SUCCESS', 3)])).toBeNull();
    expect(failedCheckoutToRemind([])).toBeNull();
  });
});
