import { describe, expect, it } from 'vitest';
import { selectionState, toggleAll, toggleOne } from './selection';

describe('row selection', () => {
  it('tells whether all, some or none of the shown rows are selected', () => {
    expect(selectionState(new Set(['a', 'b']), ['a', 'b'])).toEqual({ all: true, some: false });
    expect(selectionState(new Set(['a']), ['a', 'b'])).toEqual({ all: false, some: true });
    expect(selectionState(new Set(), ['a', 'b'])).toEqual({ all: false, some: false });
    expect(selectionState(new Set(), [])).toEqual({ all: false, some: false });
  });

  it('selects every shown row, keeping rows selected elsewhere', () => {
    expect(toggleAll(new Set(['z', 'a']), ['a', 'b'])).toEqual(new Set(['z', 'a', 'b']));
  });

  it('clears the shown rows when all of them were selected', () => {
    expect(toggleAll(new Set(['z', 'a', 'b']), ['a', 'b'])).toEqual(new Set(['z']));
  });

  it('toggles one row without changing the set it was given', () => {
    const selected = new Set(['a']);
    expect(toggleOne(selected, 'b')).toEqual(new Set(['a', 'b']));
    expect(toggleOne(selected, 'a')).toEqual(new Set());
    expect(selected).toEqual(new Set(['a']));
  });
});
