import { describe, expect, it } from 'vitest';
import { seasonStartOn, weekStartOf } from './season';

describe('seasonStartOn', () => {
  it('from July 1 on, the season began that July 1; before it, the July 1 before', () => {
    expect(seasonStartOn('2026-07-01')).toBe('2026-07-01');
    expect(seasonStartOn('2026-12-02')).toBe('2026-07-01');
    expect(seasonStartOn('2027-06-30')).toBe('2026-07-01');
    expect(seasonStartOn('2027-01-01')).toBe('2026-07-01');
    expect(seasonStartOn('2026-06-30')).toBe('2025-07-01');
  });
});

describe('weekStartOf', () => {
  it('a week starts on its Monday, across a month and a year', () => {
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-02')).toBe('2026-12-28');
  });
});
