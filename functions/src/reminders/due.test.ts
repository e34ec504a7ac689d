import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type OrderingWindow } from '@ssb/contract';
import { closingDaysToRemind, dueReminder } from './due';

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
