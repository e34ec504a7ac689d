import { describe, expect, it } from 'vitest';
import { daysOfMonth, recentMonths } from './months';

describe('the statement’s months', () => {
  it('knows a month’s last day, February of a leap year too', () => {
    expect(daysOfMonth('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(daysOfMonth('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('offers this month and the ones before it, across a new year', () => {
    expect(recentMonths('2027-02', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
  });
});
