import { describe, expect, it } from 'vitest';
import { orderNumberOf } from './order-rules';

describe('order numbers', () => {
  it('when an id is longer than 8 characters, then the number is its last 8', () => {
    expect(orderNumberOf('Xy7kP2mQ9rT4vW1z')).toBe('9rT4vW1z');
  });

  it('when an id is short, then the whole id is the number', () => {
    expect(orderNumberOf('abc')).toBe('abc');
  });
});
