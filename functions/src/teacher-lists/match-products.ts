import Fuse from 'fuse.js';
import { readLine } from './read-line';

// A teacher's line matched to the catalogue. Fuse.js (fuzzy search, well kept, no
// dependencies) matches each word of the line on its own against the products' names and, less,
// their descriptions, so "notebooks" finds "Notebook" and a typo still finds its product; a
// product's score is the share of the line's words it matches (each by how closely), so a line
// of three words that matches two is offered, unlike a whole-phrase search that drops it. The
// line's sizes ("24 crayons", "8 oz") are held against the product's: the same number lifts a
// product, another lowers it. Pure, so what a real list matches is tested (match-products.test.ts).

export interface CatalogueProduct {
  id: string;
  name: string;
  description: string;
}

export interface ProductMatch {
  productId: string;
  name: string;
  /** 0–1, 1 the surest; two decimals. */
  score: number;
}

export interface MatchedLine {
  line: string;
  quantity: number;
  item: string;
  /** Best first; none when nothing in the catalogue is near enough. */
  matches: ProductMatch[];
}

/** How many matches a line offers to choose among. */
export const MATCHES_PER_LINE = 3;
/** Below this a product is not offered: a line's words barely touch it. */
export const MIN_SCORE = 0.3;

/** Words of a list that say nothing of which product it is. */
const FILLER = new Set([
  ...[
    'a',
    'an',
    'and',
    'or',
    'of',
    'the',
    'with',
    'for',
    'each',
    'per',
    'please',
    'in',
    'to',
    'no',
    'your',
    'labeled',
    'labelled',
    'name',
    'brand',
    'any',
    'only',
    'new',
  ],
  // Units: the size's number says it.
  ...['count', 'ct', 'pack', 'pk', 'oz', 'ounce', 'ounces', 'inch', 'inches', 'in', 'sheets', 'ml'],
]);

/** The sizes a text gives: its numbers, but not a grade like "#2". */
const sizesIn = (text: string): Set<string> => new Set([...text.matchAll(/(?<![#\d.])(\d+(?:\.\d+)?)/g)].map((m) => m[1]!));

const wordsOf = (item: string) =>
  item
    .toLowerCase()
    .split(/[^\p{L}\p{N}#]+/u)
    .filter((word) => word && !FILLER.has(word) && !/^\d+(?:\.\d+)?$/.test(word));

/** Matches each line against these products (read once, so a list of many lines indexes them once). */
export function productMatcher(products: readonly CatalogueProduct[]) {
  const fuse = new Fuse(products, {
    keys: [
      { name: 'name', weight: 3 },
      { name: 'description', weight: 1 },
    ],
    includeScore: true,
    ignoreLocation: true,
    threshold: 0.3,
  });
  const sizesOf = new Map(products.map((p) => [p.id, sizesIn(`${p.name} ${p.description}`)]));

  return function matchItem(item: string): ProductMatch[] {
    const words = wordsOf(item);
    if (!words.length) return [];
    const closeness = new Map<string, { product: CatalogueProduct; sum: number }>();
    for (const word of words) {
      for (const { item: product, score = 1 } of fuse.search(word)) {
        const entry = closeness.get(product.id) ?? { product, sum: 0 };
        entry.sum += 1 - score;
        closeness.set(product.id, entry);
      }
    }
    const wanted = sizesIn(item);
    return [...closeness.values()]
      .map(({ product, sum }) => {
        const has = sizesOf.get(product.id)!;
        const sameSize = [...wanted].some((size) => has.has(size));
        const otherSize = wanted.size > 0 && has.size > 0 && !sameSize;
        const score = (sum / words.length) * (sameSize ? 1.15 : otherSize ? 0.85 : 1);
        return { productId: product.id, name: product.name, score: Math.round(Math.min(1, score) * 100) / 100 };
      })
      .filter((match) => match.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
      .slice(0, MATCHES_PER_LINE);
  };
}

/** Each line read (quantity, item) and matched, in the list's order. */
export function matchLines(lines: readonly string[], products: readonly CatalogueProduct[]): MatchedLine[] {
  const match = productMatcher(products);
  return lines.map((line) => {
    const { quantity, item } = readLine(line);
    return { line, quantity, item, matches: match(item) };
  });
}
