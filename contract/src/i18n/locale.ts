/** The languages the product speaks. English is the default and keeps the spec's exact texts. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The tag `Intl` formats dates, money, lists and plurals with: US English, US Spanish. */
export const intlLocaleOf = (locale: Locale): string => (locale === 'es' ? 'es-US' : 'en-US');

/**
 * The first language of an `Accept-Language` header (or of `navigator.languages`) that the
 * product speaks, by preference (q) then order; English when none is.
 */
export function preferredLocale(accepted: string | readonly string[] | null | undefined): Locale {
  const entries = typeof accepted === 'string' ? accepted.split(',') : [...(accepted ?? [])];
  const ranked = entries
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
