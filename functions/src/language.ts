import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, loadLocale, LOCALES, setLocaleSource, setMessageCompiler, type Locale } from '@ssb/contract';
import { compileWithMessageFormat } from '@ssb/contract/src/i18n/messageformat-compiler';

// The functions speak the language of what they are doing: a request's (its Accept-Language),
// or the family's when they write an e-mail. One process serves many requests at once, so the
// language is the async context's, never a global one.

const spoken = new AsyncLocalStorage<Locale>();

setMessageCompiler(compileWithMessageFormat);
setLocaleSource(() => spoken.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` (and everything it awaits) in `locale`. */
export const inLanguage = <T>(locale: Locale, work: () => T): T => spoken.run(locale, work);

/**
 * Loads every language's catalogs declared so far (all of them, once the modules are loaded):
 * texts are formatted synchronously, and an e-mail may need the family's language while the
 * request is in another. Immediate after the first time.
 */
export const loadLanguages = async (): Promise<void> => {
  await Promise.all(LOCALES.map((locale) => loadLocale(locale)));
};
