import { describe, expect, it } from 'vitest';
import { median, percentile, span } from './summary';

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

describe('percentile', () => {
  it('takes the run that the fraction of runs are at or under, by nearest rank', () => {
    const runs = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(runs, 0.95)).toBe(19);
    expect(percentile(runs, 0.5)).toBe(10);
    expect(percentile([5, 1, 3], 0.95)).toBe(5);
  });
});
