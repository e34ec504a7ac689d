import { describe, expect, it } from 'vitest';
import { readLine } from './read-line';

describe('readLine', () => {
  it.each([
    ['2 boxes of 24 crayons', 2, '24 crayons'],
    ['two packs of glue sticks', 2, 'glue sticks'],
    ['a pair of safety scissors', 1, 'safety scissors'],
    ['1 pack of #2 pencils', 1, '#2 pencils'],
    ['An eraser', 1, 'eraser'],
    ['Wide ruled notebook', 1, 'Wide ruled notebook'],
    ['3 wide ruled notebooks', 3, 'wide ruled notebooks'],
    ['24 count crayons', 1, '24 count crayons'],
    ['24 crayons', 1, '24 crayons'],
    ['8 oz bottle of glue', 1, '8 oz bottle of glue'],
    ['Glue sticks x4', 4, 'Glue sticks'],
    ['Pocket folders (2)', 2, 'Pocket folders'],
    ['Pink erasers - 3', 3, 'Pink erasers'],
    ['Facial tissues qty: 2', 2, 'Facial tissues'],
    ['- 2 dry erase markers', 2, 'dry erase markers'],
    ['• Pencil box', 1, 'Pencil box'],
    ['1. Headphones', 1, 'Headphones'],
    ['3) 2 glue sticks', 2, 'glue sticks'],
    ['Dozen pencils', 12, 'pencils'],
    ['1 ream of copy paper.', 1, 'copy paper'],
  ])('%s → %i × %s', (line, quantity, item) => {
    expect(readLine(line)).toEqual({ quantity, item });
  });

  it('keeps a line that is only a quantity word as its own item', () => {
    expect(readLine('a')).toEqual({ quantity: 1, item: 'a' });
  });
});
