import { describe, expect, it } from 'vitest';
import { isCalendarDate, orderingWindowMessages, orderingWindowProblem } from './ordering-window-rule';

const august = { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31', timeZone: 'America/Los_Angeles' };

describe('isCalendarDate', () => {
  it('takes real days between 2000 and 2100 only', () => {
    for (const good of ['2026-08-01', '2028-02-29', '2000-01-01', '2099-12-31']) expect(isCalendarDate(good), good).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-8-1', '1999-12-31', '2100-01-01', '2026-08-01T00:00:00Z', '', 'August 1']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});

describe('orderingWindowProblem', () => {
  it('takes both dates or neither, and a request that leaves the window out', () => {
    expect(orderingWindowProblem(august)).toBeNull();
    expect(orderingWindowProblem({})).toBeNull();
    expect(orderingWindowProblem({ timeZone: 'UTC' })).toBeNull();
    expect(orderingWindowProblem({ orderingOpensOn: null, orderingClosesOn: null, timeZone: null })).toBeNull();
    const half = { message: orderingWindowMessages.bothDates };
    expect(orderingWindowProblem({ orderingOpensOn: '2026-08-01', timeZone: 'UTC' })).toEqual({ field: 'orderingClosesOn', ...half });
    expect(orderingWindowProblem({ orderingClosesOn: '2026-08-01', timeZone: 'UTC' })).toEqual({ field: 'orderingOpensOn', ...half });
    expect(orderingWindowProblem({ orderingOpensOn: '2026-08-01', orderingClosesOn: null, timeZone: 'UTC' })).toEqual({ field: 'orderingClosesOn', ...half });
    expect(orderingWindowProblem({ orderingOpensOn: null })).toEqual({ field: 'orderingClosesOn', ...half });
  });

  it('refuses a window that closes before it opens, and one without a time zone', () => {
    expect(orderingWindowProblem({ ...august, orderingClosesOn: '2026-07-31' })).toEqual({
      field: 'orderingClosesOn',
      message: orderingWindowMessages.closesBeforeOpens,
    });
    expect(orderingWindowProblem({ ...august, orderingClosesOn: '2026-08-01' })).toBeNull();
    expect(orderingWindowProblem({ ...august, timeZone: null })).toEqual({ field: 'timeZone', message: orderingWindowMessages.timeZoneNeeded });
  });
});
