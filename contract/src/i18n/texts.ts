import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';

export type { Locale };

// Every text the product shows or sends lives in a catalog per language: English (the source,
// with the spec's exact texts) and Spanish, each a module of ICU messages, one pair per part
// of the product (a screen, the e-mails, the API's messages). A part declares its texts once
// with `defineTexts` and reads them through the object it answers: `texts.heading` is the
// message in the current language, `texts.count({ count })` a message with values.

/** A catalog as written: ICU messages, nested by topic. */
export interface CatalogSource {
  readonly [key: string]: string | CatalogSource;
}

/** The same catalog in another language: every message of the source, no other. */
export type Translation<S> = { readonly [K in keyof S]: S[K] extends string ? string : Translation<S[K]> };

export type MessageValues = Readonly<Record<string, string | number>>;

/** A message with placeholders is a function of its values; a plain one is a string. */
type Text<M> = M extends `${string}{${string}` ? (values: MessageValues) => string : string;
export type Texts<S> = { readonly [K in keyof S]: S[K] extends string ? Text<S[K]> : Texts<S[K]> };

/** What a catalog module answers: its messages, compiled (in the web build) or not. */
type CatalogModule = { default: unknown };

/** One Lingui instance per language, so that requests in two languages can be served at once. */
const instances = Object.fromEntries(LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })])) as Record<Locale, I18n>;

let localeSource: () => Locale = () => DEFAULT_LOCALE;
/** Where the current language comes from: the page's (web), the request's (API), the order's (e-mail). */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}
export const currentLocale = (): Locale => localeSource();

/** Translations declared and not loaded yet, by language. */
const pending = new Map<Locale, Map<string, () => Promise<CatalogModule>>>(LOCALES.map((locale) => [locale, new Map()]));
/** Translations being loaded, by language: a later call waits for an earlier call's too. */
const loading = new Map<Locale, Set<Promise<void>>>(LOCALES.map((locale) => [locale, new Set()]));

/**
 * Loads into `locale` every translation declared so far; the web app awaits it before it
 * renders what it has just imported, so a screen never paints half in English.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const inFlight = loading.get(locale)!;
  for (const [namespace, load] of pending.get(locale)!) {
    const loaded = load().then(({ default: catalog }) => {
      instances[locale].load(locale, flatten(namespace, catalog as CatalogSource));
    });
    inFlight.add(loaded);
    void loaded.finally(() => inFlight.delete(loaded)).catch(() => {});
  }
  pending.get(locale)!.clear();
  await Promise.all(inFlight);
}

/** Whether `id` has a message in `locale` (the English source always has). */
const has = (locale: Locale, id: string) => instances[locale].messages[id] !== undefined;

/** The message `id` in the current language, in English while its translation is not loaded. */
function format(id: string, values?: MessageValues): string {
  const locale = currentLocale();
  return instances[has(locale, id) ? locale : DEFAULT_LOCALE]._(id, values as Record<string, unknown>);
}

/** The ids and messages of a catalog: `namespace.topic.key`. */
function flatten(prefix: string, catalog: CatalogSource, into: Record<string, unknown> = {}): Record<string, never> {
  for (const [key, value] of Object.entries(catalog)) {
    const id = `${prefix}.${key}`;
    if (isMessage(value)) into[id] = value;
    else flatten(id, value, into);
  }
  return into as Record<string, never>;
}

/** A message as written (a string) or as compiled (a string or an array); a nested topic is an object. */
const isMessage = (value: unknown) => typeof value === 'string' || Array.isArray(value);

/** Whether a message has values to fill (a compiled one: anything but a plain string). */
const hasPlaceholders = (value: unknown) => (typeof value === 'string' ? value.includes('{') : true);

function accessors<S extends CatalogSource>(prefix: string, catalog: S): Texts<S> {
  const texts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const id = `${prefix}.${key}`;
    if (!isMessage(value)) texts[key] = accessors(id, value as CatalogSource);
    else if (Array.isArray(value) ? value.some((part) => typeof part !== 'string') : hasPlaceholders(value))
      texts[key] = (values: MessageValues) => format(id, values);
    else Object.defineProperty(texts, key, { get: () => format(id), enumerable: true });
  }
  return Object.freeze(texts) as Texts<S>;
}

/**
 * Declares the texts of a part of the product: `en` is its English catalog (loaded now), each
 * other language a module loaded by `loadLocale`. Answers the texts in the current language.
 */
export function defineTexts<S extends CatalogSource>(
  namespace: string,
  en: S,
  translations: { readonly [L in Exclude<Locale, 'en'>]: () => Promise<{ default: Translation<S> }> },
): Texts<S> {
  instances.en.load('en', flatten(namespace, en));
  for (const [locale, load] of Object.entries(translations) as [Locale, () => Promise<CatalogModule>][]) pending.get(locale)!.set(namespace, load);
  return accessors(namespace, en);
}

/**
 * Lets the API, the e-mails and the local stand-ins use catalogs as written: the web build
 * compiles its catalogs, so the compiler never reaches a browser.
 */
export function setMessageCompiler(compile: NonNullable<Parameters<I18n['setMessagesCompiler']>[0]>): void {
  for (const instance of Object.values(instances)) instance.setMessagesCompiler(compile);
}
