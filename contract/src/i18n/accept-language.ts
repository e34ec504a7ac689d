import { firstSpokenLocale, type Locale } from './locale';

/**
 * The language of an `Accept-Language` header that the product speaks, by preference (q) then
 * order; English when none is. The API answers in it.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSpokenLocale(ranked.map((entry) => entry.tag));
}
