import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-display';

describe('formatPhone', () => {
  it.each([
    ['2175550188', '(217) 555-0188'],
    ['217.555.0188', '(217) 555-0188'],
    ['217-555-0188', '(217) 555-0188'],
    ['(217) 555-0188', '(217) 555-0188'],
    ['+1 217 555 0188', '(217) 555-0188'],
    ['1-217-555-0188', '(217) 555-0188'],
  ])('shows the US number %s as %s', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it.each([['555-0188'], ['+44 20 7946 0958'], ['217 555 0188 ext. 4'], ['ask at the office']])(
    'shows %s as typed, for it is not a plain US number',
    (typed) => {
      expect(formatPhone(typed)).toBe(typed);
    },
  );
});
