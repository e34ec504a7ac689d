import { describe, expect, it } from 'vitest';
import { median, span } from './summary';

describe('median', () => {
  it('takes the middle run, the upper one of an even count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});

describe('span', () => {
  it('says one number when every run agrees, else the lowest and highest', () => {
    expect(span([7, 7, 7])).toBe('7');
    expect(span([9, 7, 8])).toBe('7-9');
  });
});
