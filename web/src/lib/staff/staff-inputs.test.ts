import { describe, expect, it } from 'vitest';
import { parsePrice, quantityOrDefault } from './staff-inputs';

describe('quantityOrDefault', () => {
  it('when the quantity is a whole number of at least 1, then it is kept', () => {
    expect(quantityOrDefault(1)).toBe(1);
    expect(quantityOrDefault(12)).toBe(12);
    expect(quantityOrDefault('3')).toBe(3);
  });

  it('when the quantity is anything else, then it falls back to 1', () => {
    for (const value of [0, -2, 1.5, '', '  ', 'two', '1.5', Number.NaN, null, undefined, Infinity]) expect(quantityOrDefault(value), String(value)).toBe(1);
  });

  it('when the quantity is huge, then it stops at the largest the API takes', () => {
    expect(quantityOrDefault(5000)).toBe(999);
  });
});

describe('parsePrice', () => {
  it('when the text is a decimal, then it is the price in dollars, rounded to the cent', () => {
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice(' 0 ')).toBe(0);
    expect(parsePrice('$4.99')).toBe(4.99);
    expect(parsePrice('3.456')).toBe(3.46);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice(7)).toBe(7);
  });

  it('when the text is empty, not a number or negative, then there is no price', () => {
    for (const text of ['', ' ', 'abc', '-1', '1e3', '1,50', '.', '--', '1.2.3', 'NaN']) expect(parsePrice(text), text).toBeNull();
  });
});
