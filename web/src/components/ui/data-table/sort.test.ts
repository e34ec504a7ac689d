import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort } from './sort';

describe('sorting by a header', () => {
  it('starts a newly chosen column ascending', () => {
    expect(nextSort(null, 'date')).toEqual({ key: 'date', direction: 'asc' });
    expect(nextSort({ key: 'status', direction: 'desc' }, 'date')).toEqual({ key: 'date', direction: 'asc' });
  });

  it('flips the direction of the column already sorted', () => {
    expect(nextSort({ key: 'date', direction: 'asc' }, 'date')).toEqual({ key: 'date', direction: 'desc' });
    expect(nextSort({ key: 'date', direction: 'desc' }, 'date')).toEqual({ key: 'date', direction: 'asc' });
  });

  it('marks only the sorted column with aria-sort', () => {
    expect(ariaSort({ key: 'date', direction: 'asc' }, 'date')).toBe('ascending');
    expect(ariaSort({ key: 'date', direction: 'desc' }, 'date')).toBe('descending');
    expect(ariaSort({ key: 'date', direction: 'asc' }, 'status')).toBeUndefined();
    expect(ariaSort(undefined, 'date')).toBeUndefined();
  });
});
