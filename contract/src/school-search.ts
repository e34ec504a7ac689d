// No schema here: the shop's first screen imports these, without zod. GET /schools's query is in catalog.ts.

// Firestore has no text search: each school stores the keys a search may start with (every
// run of words of its name from any word on, its city's, its ZIP code's), and a search is one
// indexed `array-contains` of the typed text's key.

/** How many schools the shop is answered at once: a search finds the others. */
export const SHOP_SCHOOL_LIMIT = 48;

/** The longest key stored and searched: a longer search is cut to it. */
export const SEARCH_KEY_MAX = 30;

/** Lower case, no accents, no punctuation: "García-López " → ["garcia", "lopez"]. Every name search reads words so. */
export const searchWords = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** What a search looks up: "García-López " → "garcia lopez" (at most SEARCH_KEY_MAX characters). */
export const searchKey = (value: string) => searchWords(value).join(' ').slice(0, SEARCH_KEY_MAX).trim();

/** Every prefix (of `shortest` characters or more) of the runs of words of `value` starting at each of its words. */
export function wordPrefixes(value: string, into: Set<string>, shortest = 1) {
  const words = searchWords(value);
  for (let i = 0; i < words.length; i += 1) {
    const run = words.slice(i).join(' ').slice(0, SEARCH_KEY_MAX);
    for (let end = shortest; end <= run.length; end += 1) if (run[end - 1] !== ' ') into.add(run.slice(0, end));
  }
}

/**
 * The city and ZIP code of a US address written "street, city, ST 12345" (the spec's one line);
 * what it cannot tell apart stays out.
 */
function cityAndZip(fullAddress: string): string[] {
  const parts = fullAddress.split(',').map((part) => part.trim());
  const zip = /\b\d{5}\b/.exec(parts.at(-1) ?? '')?.[0];
  const city = parts.length >= 3 ? parts.at(-2) : undefined;
  return [city, zip].filter((part): part is string => !!part);
}

/** The keys a school is found by: "lin", "lincoln elem", "elementary", "springf", "627"… */
export function schoolSearchTerms(school: { name: string; fullAddress: string }): string[] {
  const terms = new Set<string>();
  for (const part of [school.name, ...cityAndZip(school.fullAddress)]) wordPrefixes(part, terms);
  return [...terms];
}
