import { describe, expect, it } from 'vitest';
import { afterWrongPhone, isLocked, type WrongPhones } from './lookup-lock';

const HOUR = 60 * 60 * 1000;
const rule = { max: 5, windowMs: HOUR };

/** Wrong phones counted at each of `times`, from nothing. */
const counted = (times: number[]) => times.reduce<WrongPhones | null>((current, now) => afterWrongPhone(current, now, rule), null);

describe('guest lookup lock', () => {
  it('when the first wrong phone comes, then an hour opens with one counted and nothing locked', () => {
    expect(afterWrongPhone(null, 1000, rule)).toEqual({ windowStart: 1000, count: 1, lockedUntil: null });
  });

  it('when the 5th wrong phone comes within the hour, then the lookup is locked for the hour from it', () => {
    const four = counted([0, 10, 20, 30]);
    expect(four).toEqual({ windowStart: 0, count: 4, lockedUntil: null });
    expect(isLocked(four, 31)).toBe(false);
    const five = afterWrongPhone(four, HOUR - 1, rule);
    expect(five).toEqual({ windowStart: 0, count: 5, lockedUntil: 2 * HOUR - 1 });
    expect(isLocked(five, HOUR)).toBe(true);
  });

  it('when the lock’s hour is over, then the lookup opens again and the next wrong phone starts afresh', () => {
    const locked = counted([0, 1, 2, 3, 4]);
    expect(isLocked(locked, 4 + HOUR - 1)).toBe(true);
    expect(isLocked(locked, 4 + HOUR)).toBe(false);
    expect(afterWrongPhone(locked, 4 + HOUR, rule)).toEqual({ windowStart: 4 + HOUR, count: 1, lockedUntil: null });
  });

  it('when the wrong phones are spread over more than an hour, then they never lock', () => {
    const spread = counted([0, HOUR / 2, HOUR - 1, HOUR, HOUR + 1, HOUR + 2]);
    expect(spread).toEqual({ windowStart: HOUR, count: 3, lockedUntil: null });
  });

  it('when nothing was counted, then nothing is locked', () => {
    expect(isLocked(null, 0)).toBe(false);
  });
});
