// A teacher's line as typed in a document ("2 boxes of 24 crayons", "Glue sticks x4", "a pair of
// safety scissors") read as a quantity and the item it names. Pure, so its rules are tested
// line by line (read-line.test.ts).

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  pair: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
};

/** What holds the item rather than being it: "2 boxes of crayons" is 2 of crayons. */
const CONTAINER = String.raw`(?:box(?:es)?|packs?|packages?|pkgs?|packets?|sets?|bottles?|tubes?|rolls?|bags?|containers?|cans?|reams?|pairs?)`;
/** What follows a number that makes it the item's size, not how many: "24 count crayons", "8 oz glue". */
const SIZE_UNIT = /^(?:count|ct|pk|pack|oz|ounces?|sheets?|inch(?:es)?|in|"|ml|l|mm|cm|page|pages)\b/i;
/** Above this a leading number is a size ("24 crayons" is a box of 24), not a number of boxes. */
const MAX_LEADING_QUANTITY = 10;
/** More of one item than any class list asks a child for: a number past it is read as a size. */
export const MAX_LINE_QUANTITY = 50;

export interface ReadLine {
  quantity: number;
  item: string;
}

const quantityOf = (word: string): number | null => {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
};

/** The line's quantity (1 when it gives none) and its item, with bullets, numbering and packaging words taken off. */
export function readLine(line: string): ReadLine {
  // Bullets and a document's own numbering ("1.", "3)") are not quantities.
  let rest = line.replace(/^\s*(?:[-*•·–—▪◦]+|\d{1,3}[.)](?=\s))\s*/u, '').trim();
  let quantity: number | null = null;

  // A quantity at the end: "Glue sticks x4", "Folders (2)", "Erasers - 3", "Tissues qty: 2".
  const trailing = /\s*(?:[x×]\s*(\d{1,3})|\((\d{1,3})\)|[-–:]\s*(\d{1,3})|\b(?:qty|quantity)\s*:?\s*(\d{1,3}))\s*$/iu.exec(rest);
  if (trailing) {
    const value = Number(trailing.slice(1).find((group) => group !== undefined));
    if (value >= 1 && value <= MAX_LINE_QUANTITY) {
      quantity = value;
      rest = rest.slice(0, trailing.index).trim();
    }
  }

  // A quantity at the start: "2", "two", "a", "1 pack of", "2 boxes of".
  const leading = /^(\S+)\s+(.*)$/u.exec(rest);
  if (quantity === null && leading) {
    const [, word, after] = leading as unknown as [string, string, string];
    const value = quantityOf(word.replace(/[x×]$/u, ''));
    const contained = new RegExp(`^${CONTAINER}\\s+of\\s+`, 'i').test(after);
    const sized = !contained && (SIZE_UNIT.test(after) || (value !== null && value > MAX_LEADING_QUANTITY && /^\d/.test(word)));
    if (value !== null && value >= 1 && !sized && value <= MAX_LINE_QUANTITY) {
      quantity = word.toLowerCase() === 'pair' ? 1 : value;
      rest = after;
    }
  }
  rest = rest.replace(new RegExp(`^${CONTAINER}\\s+of\\s+`, 'i'), '').trim();
  return { quantity: quantity ?? 1, item: rest.replace(/[\s.,;:]+$/u, '') || line.trim() };
}
