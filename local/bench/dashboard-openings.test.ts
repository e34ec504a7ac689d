import { describe, expect, it } from 'vitest';
import { openingMs } from './dashboard-openings';

describe('openingMs', () => {
  it('adds the steps one after another, each as long as its slowest call', () => {
    expect(openingMs([[12], [30, 45, 8], [20]])).toBe(12 + 45 + 20);
  });

  it('takes nothing for an opening without calls', () => {
    expect(openingMs([])).toBe(0);
    expect(openingMs([[]])).toBe(0);
  });
});
