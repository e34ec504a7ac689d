import { describe, expect, it } from 'vitest';
import { listLinesOf } from '@ssb/contract';
import { demoProducts } from '../../../local/seed/demo-data';
import { matchLines, MATCHES_PER_LINE } from './match-products';

// A real-looking 3rd grade list as a teacher pastes it from a document, against the demo catalogue.
const THIRD_GRADE = `
3rd Grade Supply List – Ms. Rivera
• 2 boxes of 24 crayons
• 1 pack of #2 pencils (pre-sharpened)
• 24 count crayons
• Glue sticks x4
• a pair of safety scissors, blunt tip
• 3 wide ruled notebooks
• two pocket folders
• 1 plastic pencil box
• 2 pink erasers
• Headphones or earbuds (labeled with name)
• 2 boxes of facial tissues
• 1 container of disinfecting wipes
• 4 dry erase markers
• 1 box of gallon zip bags
• 1 ream of copy paper
• Hand sanitizer 8 oz
• washable markers, 10 pack
• yellow pencils
• spiral notebook
• Kleenex
• 1 ukulele
• 12 inch ruler
• Colored pencils 12 ct
• 1 composition book
• A backpack (no wheels)
• Highlighters x2
• 2 glue stics
• Tissues - 2
• Expo markers
• 1 box of crayons
`;

const catalogue = demoProducts.map(({ id, name, description }) => ({ id, name, description }));

describe('matchLines', () => {
  const lines = listLinesOf(THIRD_GRADE).slice(1);
  const matched = matchLines(lines, catalogue);
  const best = Object.fromEntries(matched.map((line) => [line.line, line.matches[0]?.productId ?? null]));

  it('reads the 30 lines of a teacher’s list and matches 26 of them, best first', () => {
    expect(lines).toHaveLength(30);
    expect(matched.filter((line) => line.matches.length).length).toBe(26);
    for (const line of matched) {
      expect(line.matches.length).toBeLessThanOrEqual(MATCHES_PER_LINE);
      const scores = line.matches.map((m) => m.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('matches by name and size, and reads each line’s quantity', () => {
    expect(matched.map((l) => l.quantity)).toEqual([2, 1, 1, 4, 1, 3, 2, 1, 2, 1, 2, 1, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1]);
    expect(best['• 24 count crayons']).toBe('prod-crayons');
    expect(best['• 1 pack of #2 pencils (pre-sharpened)']).toBe('prod-pencils');
    expect(best['• two pocket folders']).toBe('prod-folders');
    expect(best['• 4 dry erase markers']).toBe('prod-dry-erase');
    expect(best['• washable markers, 10 pack']).toBe('prod-markers');
    expect(best['• Headphones or earbuds (labeled with name)']).toBe('prod-headphones');
    expect(best['• 1 box of gallon zip bags']).toBe('prod-zip-bags');
    expect(best['• yellow pencils']).toBe('prod-pencils');
    expect(best['• spiral notebook']).toBe('prod-notebook');
    expect(best['• 2 boxes of 24 crayons']).toBe('prod-crayons');
    expect(best['• 3 wide ruled notebooks']).toBe('prod-notebook');
    // A size the catalogue does not have is still offered, below a product of the size asked for.
    expect(best['• Hand sanitizer 8 oz']).toBe('prod-sanitizer');
    const sanitizer = matched.find((l) => l.item === 'Hand sanitizer 8 oz')!.matches[0]!.score;
    expect(sanitizer).toBeLessThan(matched.find((l) => l.item === '24 count crayons')!.matches[0]!.score);
    expect(best['• 2 glue stics']).toBe('prod-glue');
    expect(matched.find((l) => l.line === '• 2 boxes of 24 crayons')?.quantity).toBe(2);
  });

  it('lists the lines with no product in the catalogue apart', () => {
    expect(matched.filter((line) => !line.matches.length).map((line) => line.item)).toEqual(['Kleenex', 'ukulele', 'backpack (no wheels)', 'Highlighters']);
  });
});
