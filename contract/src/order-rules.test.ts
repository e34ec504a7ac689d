import { describe, expect, it } from 'vitest';
import { orderNumberKey, orderNumberOf, orderSearchKey } from './order-rules';

describe('order numbers', () => {
  it('when an id is longer than 8 characters, then the number is its last 8, the key lower-cased', () => {
    expect(orderNumberOf('Xy7kP2mQ9rT4vW1z')).toBe('9rT4vW1z');
    expect(orderNumberKey('Xy7kP2mQ9rT4vW1z')).toBe('9rt4vw1z');
  });

  it('when an id is short, then the whole id is the number', () => {
    expect(orderNumberOf('abc')).toBe('abc');
  });
});

describe('orderSearchKey', () => {
  it('when the search has an @, then it looks for the e-mail, trimmed and lower-cased', () => {
    expect(orderSearchKey('  Sam.Lee@Example.com ')).toEqual({ emailKey: 'sam.lee@example.com' });
  });

  it('when the search is an order number, with or without #, then it looks for its key', () => {
    expect(orderSearchKey('#9rT4vW1z')).toEqual({ orderNumberKey: '9rt4vw1z' });
    expect(orderSearchKey(' 9RT4VW1Z ')).toEqual({ orderNumberKey: '9rt4vw1z' });
    expect(orderSearchKey('# 9rT4vW1z')).toEqual({ orderNumberKey: '9rt4vw1z' });
  });
});
