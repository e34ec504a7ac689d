import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatCalendarDate, isLateOrdering, isOrderingOpen, orderingState, todayIn } from './ordering-window';
import { loadLocale, setLocaleSource } from './i18n/texts';
import { orderingRefusal } from './ordering-window-rule';

const august = { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31', timeZone: 'America/Los_Angeles' };
const school = { ...august, name: 'Lincoln Elementary School' };
/** A wall-clock time in Los Angeles in August (PDT, UTC-7), as the instant it is. */
const inLosAngeles = (date: string, time: string) => new Date(`${date}T${time}-07:00`);

describe('orderingState', () => {
  it('when a school has no window, then it sells all year', () => {
    const none = { orderingOpensOn: null, orderingClosesOn: null, timeZone: null };
    expect(orderingState(none, new Date('2026-08-15T12:00:00Z'))).toEqual({ phase: 'always' });
    expect(isOrderingOpen(none, new Date('2026-08-15T12:00:00Z'))).toBe(true);
    expect(orderingState({ ...none, timeZone: 'America/Chicago' }, new Date())).toEqual({ phase: 'always' });
  });

  it('when today lies inside the window, then it is open with the days left after today', () => {
    expect(orderingState(august, inLosAngeles('2026-08-15', '12:00:00'))).toEqual({ phase: 'open', closesOn: '2026-08-31', daysLeft: 16 });
    expect(isOrderingOpen(august, inLosAngeles('2026-08-15', '12:00:00'))).toBe(true);
  });

  it('when it is the first day, then it is open from its first minute', () => {
    expect(orderingState(august, inLosAngeles('2026-08-01', '00:00:00'))).toEqual({ phase: 'open', closesOn: '2026-08-31', daysLeft: 30 });
  });

  it('when it is the last day, then it is open with no day left after it', () => {
    expect(orderingState(august, inLosAngeles('2026-08-31', '08:00:00'))).toEqual({ phase: 'open', closesOn: '2026-08-31', daysLeft: 0 });
  });

  it('when the window has not opened, then it is before, until midnight of the first day there', () => {
    expect(orderingState(august, inLosAngeles('2026-07-20', '12:00:00'))).toEqual({ phase: 'before', opensOn: '2026-08-01' });
    // 06:59 UTC on August 1 is still July 31 in Los Angeles.
    expect(orderingState(august, new Date('2026-08-01T06:59:00Z')).phase).toBe('before');
    expect(isOrderingOpen(august, new Date('2026-08-01T06:59:00Z'))).toBe(false);
  });

  it('when the window has closed, then it is after', () => {
    expect(orderingState(august, inLosAngeles('2026-09-02', '12:00:00'))).toEqual({ phase: 'after', closesOn: '2026-08-31' });
  });

  it('when it is 23:30 on the closing day in Los Angeles (already September 1 in UTC), then it is still open', () => {
    const now = inLosAngeles('2026-08-31', '23:30:00');
    expect(now.toISOString()).toBe('2026-09-01T06:30:00.000Z');
    expect(orderingState(august, now)).toEqual({ phase: 'open', closesOn: '2026-08-31', daysLeft: 0 });
    expect(orderingRefusal(school, now)).toBeNull();
  });

  it('when it is 00:10 the next day in Los Angeles, then it is closed', () => {
    const now = inLosAngeles('2026-09-01', '00:10:00');
    expect(orderingState(august, now)).toEqual({ phase: 'after', closesOn: '2026-08-31' });
    expect(isOrderingOpen(august, now)).toBe(false);
  });

  it('when the zone is east of UTC, then its day starts before UTC’s', () => {
    const tokyo = { ...august, timeZone: 'Asia/Tokyo' };
    // 15:30 UTC on July 31 is 00:30 on August 1 in Tokyo.
    expect(orderingState(tokyo, new Date('2026-07-31T15:30:00Z')).phase).toBe('open');
    expect(orderingState(tokyo, new Date('2026-08-31T15:30:00Z')).phase).toBe('after');
  });

  it('when a window is one day long, then that day alone is open', () => {
    const oneDay = { orderingOpensOn: '2026-08-10', orderingClosesOn: '2026-08-10', timeZone: 'UTC' };
    expect(orderingState(oneDay, new Date('2026-08-09T23:59:59Z')).phase).toBe('before');
    expect(orderingState(oneDay, new Date('2026-08-10T00:00:00Z'))).toEqual({ phase: 'open', closesOn: '2026-08-10', daysLeft: 0 });
    expect(orderingState(oneDay, new Date('2026-08-11T00:00:00Z')).phase).toBe('after');
  });
});

describe('orderingRefusal', () => {
  it('says when ordering closed or opens, dates in long US format', () => {
    expect(orderingRefusal(school, inLosAngeles('2026-09-01', '00:10:00'))).toBe('Ordering for Lincoln Elementary School closed on August 31, 2026.');
    expect(orderingRefusal(school, inLosAngeles('2026-07-31', '23:59:00'))).toBe('Ordering for Lincoln Elementary School opens on August 1, 2026.');
    expect(orderingRefusal(school, inLosAngeles('2026-08-01', '00:00:00'))).toBeNull();
  });

  it('says it in the reader’s language, the date too', async () => {
    await loadLocale('es');
    setLocaleSource(() => 'es');
    try {
      expect(orderingRefusal(school, inLosAngeles('2026-09-01', '00:10:00'))).toBe(
        'Los pedidos para Lincoln Elementary School cerraron el 31 de agosto de 2026.',
      );
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});

describe('late orders (docs/decisions.md §28)', () => {
  const late = { ...school, lateOrders: { homeDeliveryOnly: false } };

  it('when the window has closed and the school takes late orders, then it sells late: open, with no refusal', () => {
    const after = inLosAngeles('2026-09-01', '00:00:00');
    expect(isLateOrdering(late, after)).toBe(true);
    expect(isOrderingOpen(late, after)).toBe(true);
    expect(orderingRefusal(late, after)).toBeNull();
    // The phase is still after the window: the shop's reminders and the window's summary read it so.
    expect(orderingState(late, after)).toEqual({ phase: 'after', closesOn: '2026-08-31' });
  });

  it('when the school takes none (null or absent), then a closed window stays closed as before', () => {
    const after = inLosAngeles('2026-09-01', '00:00:00');
    for (const closed of [school, { ...school, lateOrders: null }]) {
      expect(isLateOrdering(closed, after)).toBe(false);
      expect(isOrderingOpen(closed, after)).toBe(false);
      expect(orderingRefusal(closed, after)).toBe('Ordering for Lincoln Elementary School closed on August 31, 2026.');
    }
  });

  it('when the window is open, not open yet, or there is none, then nothing is late', () => {
    expect(isLateOrdering(late, inLosAngeles('2026-08-31', '23:59:59'))).toBe(false);
    expect(isLateOrdering(late, inLosAngeles('2026-07-31', '12:00:00'))).toBe(false);
    expect(orderingRefusal(late, inLosAngeles('2026-07-31', '12:00:00'))).toBe('Ordering for Lincoln Elementary School opens on August 1, 2026.');
    expect(isLateOrdering({ orderingOpensOn: null, orderingClosesOn: null, timeZone: null, lateOrders: { homeDeliveryOnly: true } }, new Date())).toBe(false);
  });
});

describe('calendar dates', () => {
  it('counts days across months, years and daylight-saving changes alike', () => {
    expect(daysBetween('2026-08-28', '2026-08-31')).toBe(3);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-08-31', '2026-08-01')).toBe(-30);
    expect(addDays('2026-08-28', 4)).toBe('2026-09-01');
    expect(addDays('2027-01-02', -3)).toBe('2026-12-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('tells the day in a zone from the instant', () => {
    expect(todayIn('America/Los_Angeles', new Date('2026-09-01T06:30:00Z'))).toBe('2026-08-31');
    expect(todayIn('UTC', new Date('2026-09-01T06:30:00Z'))).toBe('2026-09-01');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-08-31T10:30:00Z'))).toBe('2026-09-01');
  });

  it('formats a date as My Orders does, whatever the zone of the machine', () => {
    expect(formatCalendarDate('2026-08-01')).toBe('August 1, 2026');
    expect(formatCalendarDate('2027-01-31')).toBe('January 31, 2027');
  });
});
