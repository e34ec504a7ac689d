import { firstSpokenLocale, isLocale, loadLocale, setLocaleSource, type Locale } from '@ssb/contract';

/** The family's choice of language, remembered across visits. */
export const LOCALE_STORAGE_KEY = 'ssb.locale';
/**
 * Firebase Hosting's i18n rewrites serve a prerendered page in the language this cookie names
 * (else by Accept-Language): the choice then paints from the first frame.
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';
/** A link a school shares: `/shop?lang=es` opens in Spanish (and remembers it). */
export const LANGUAGE_PARAM = 'lang';

export interface LocaleClues {
  /** The page's address's query string. */
  search: string;
  /** The remembered choice, if any. */
  stored: string | null;
  /** The browser's languages, most wanted first. */
  languages: readonly string[];
}

/** The language a page shows: the link's, else the one chosen before, else the browser's. */
export function decideLocale({ search, stored, languages }: LocaleClues): { locale: Locale; chosen: boolean } {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLocale(asked)) return { locale: asked, chosen: true };
  if (isLocale(stored)) return { locale: stored, chosen: false };
  return { locale: firstSpokenLocale(languages), chosen: false };
}

let pageLocale: Locale = 'en';

/** The language this page was opened in; it changes only with a new page (`chooseLanguage`). */
export const usePageLocale = (): Locale => pageLocale;

function remember(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage unavailable: the cookie still remembers it
  }
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Decides the page's language before the app renders: every text then reads it, `<html lang>`
 * says it, and a language asked for by the link is remembered.
 */
export function startPageLocale(): Locale {
  const { locale, chosen } = decideLocale({ search: location.search, stored: storedLocale(), languages: navigator.languages ?? [] });
  if (chosen) remember(locale);
  pageLocale = locale;
  setLocaleSource(() => pageLocale);
  document.documentElement.lang = locale;
  return locale;
}

/** Loads the texts of the page's language for what has been imported so far (a no-op in English). */
export const loadPageTexts = (): Promise<void> => loadLocale(pageLocale);

/**
 * Switches the product to `locale`: remembered, then the page is loaded again in it (so a
 * prerendered page comes in the right language too, and no screen is left half-translated).
 */
export function chooseLanguage(locale: Locale): void {
  remember(locale);
  const url = new URL(location.href);
  url.searchParams.delete(LANGUAGE_PARAM);
  location.replace(url);
}
