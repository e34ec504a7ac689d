import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@ssb/contract';
import { digestDay, earliestClosingWithDigest } from './digest-day';

const window = (orderingOpensOn: string, orderingClosesOn: string, timeZone = 'UTC') => ({ orderingOpensOn, orderingClosesOn, timeZone });

describe('digestDay', () => {
  const now = new Date('2026-08-12T09:15:00Z');

  it('when the window was open yesterday, then the digest lists the orders paid yesterday, midnight to midnight in the zone', () => {
    expect(digestDay(window('2026-08-01', '2026-08-31'), now)).toEqual({
      sentOn: '2026-08-12',
      day: '2026-08-11',
      from: new Date('2026-08-11T00:00:00Z'),
      to: new Date('2026-08-12T00:00:00Z'),
      closesOn: '2026-08-31',
      closed: false,
    });
  });

  it('reads the day in the school’s zone, a 25-hour day when the clocks go back', () => {
    // November 1, 2026 in Chicago: CDT until 2 a.m., then CST.
    const day = digestDay(window('2026-10-01', '2026-11-30', 'America/Chicago'), new Date('2026-11-02T12:00:00Z'));
    expect(day).toMatchObject({ sentOn: '2026-11-02', day: '2026-11-01', from: new Date('2026-11-01T05:00:00Z'), to: new Date('2026-11-02T06:00:00Z') });
  });

  it('the day after the window closes brings its last digest; the window’s first day, and later days, none', () => {
    expect(digestDay(window('2026-08-01', '2026-08-11'), now)).toMatchObject({ day: '2026-08-11', closed: true });
    expect(digestDay(window('2026-08-01', '2026-08-10'), now)).toBeNull();
    expect(digestDay(window('2026-08-12', '2026-08-31'), now)).toBeNull();
    expect(digestDay(window('2026-08-11', '2026-08-31'), now)).toMatchObject({ day: '2026-08-11' });
  });

  it('when the school sells all year, then there is no digest', () => {
    expect(digestDay({ orderingOpensOn: null, orderingClosesOn: null, timeZone: null }, now)).toBeNull();
  });
});

describe('earliestClosingWithDigest', () => {
  it('is no later than the window end of any school with a digest due, whatever its zone and the hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(Date.UTC(2026, 7, 12, hour, 30));
      for (const zone of ['Pacific/Kiritimati', 'Asia/Tokyo', 'UTC', 'America/Chicago', 'Etc/GMT+12']) {
        const closesOn = addDays(todayIn(zone, now), -1);
        expect(digestDay(window('2026-07-01', closesOn, zone), now), zone).not.toBeNull();
        expect(closesOn >= earliestClosingWithDigest(now), `${zone} at ${now.toISOString()}`).toBe(true);
      }
    }
  });
});
