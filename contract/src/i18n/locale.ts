/** The languages the product speaks. English is the default and keeps the spec's exact texts. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The tag `Intl` formats dates, money, lists and plurals with: US English, US Spanish. */
export const intlLocaleOf = (locale: Locale): string => (locale === 'es' ? 'es-US' : 'en-US');

/** The first of the browser's languages (most wanted first) that the product speaks, else English. */
export const firstSpokenLocale = (languages: readonly string[]): Locale =>
  languages.map((tag) => tag.toLowerCase().split('-')[0]).find(isLocale) ?? DEFAULT_LOCALE;

/** The query parameter a link names its language with: `/shop?lang=es` opens in Spanish, and the app (web/src/lib/i18n/page-locale.ts) remembers it. */
export const LANGUAGE_PARAM = 'lang';

/**
 * `url` (no fragment) opened in `locale`, as every link the product sends a family is: the
 * e-mail may be read on a device that never chose a language. English, the default, is not named.
 */
export function linkInLanguage(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${locale}`;
}
