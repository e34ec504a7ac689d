// The page speaks the language the session was opened in, as Stripe Checkout honours the
// `locale` parameter: Spanish for `es` and `es-419`, the browser's language for `auto` or none,
// English otherwise (the only languages the product speaks). One page is rendered at a time,
// synchronously, in its own language.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, defineTexts, loadLocale, localeOfAcceptLanguage, setLocaleSource, setMessageCompiler, type Locale } from '@ssb/contract';
import { compileWithMessageFormat } from '@ssb/contract/src/i18n/messageformat-compiler';
import en from './locales/en.js';

export const PAGE_TEXTS = defineTexts('payments', en, { es: () => import('./locales/es.js') });

const rendering = new AsyncLocalStorage<Locale>();
setMessageCompiler(compileWithMessageFormat);
setLocaleSource(() => rendering.getStore() ?? DEFAULT_LOCALE);

/** Loads the page's translations; the server awaits it before it listens. */
export const loadPageLanguages = (): Promise<void> => loadLocale('es');

/** The page's language: the session's `locale`, or the browser's (Accept-Language) for `auto` and none. */
export function pageLocale(sessionLocale: string | null, acceptLanguage: string | undefined): Locale {
  if (sessionLocale === null || sessionLocale === 'auto') return localeOfAcceptLanguage(acceptLanguage);
  return sessionLocale === 'es' || sessionLocale === 'es-419' ? 'es' : 'en';
}

/** Renders in `locale`. */
export const inPageLanguage = <T>(locale: Locale, render: () => T): T => rendering.run(locale, render);
