import { describe, expect, it } from 'vitest';
import { formatMoney } from './i18n/format';
import { centsToDollars, dollarsToCents } from './money';

describe('money', () => {
  it('converts between dollars and integer cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1999)).toBe(19.99);
  });

  it('shows dollars with a $ sign and two decimals', () => {
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(centsToDollars(4567))).toBe('$45.67');
  });
});
