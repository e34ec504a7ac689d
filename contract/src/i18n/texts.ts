import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';

export type { Locale };

// Every text the product shows or sends lives in a catalog per language: English (the source,
// with the spec's exact texts) and Spanish, each a module of ICU messages (messageformat), one
// pair per part of the product (a screen, the e-mails, the API's messages). A part declares
// its texts once with `defineTexts` and reads them through the object it answers:
// `texts.heading` is the message in the current language, `texts.count({ count })` a message
// with values. The web build compiles the catalogs into functions (web/vite.config.ts), so
// browsers get no message parser; the server compiles them as it first uses them.

/** A catalog as written: ICU messages, nested by topic. */
export interface CatalogSource {
  readonly [key: string]: string | CatalogSource;
}

/** The same catalog in another language: every message of the source, no other. */
export type Translation<S> = { readonly [K in keyof S]: S[K] extends string ? string : Translation<S[K]> };

/** Whether `N` can name an ICU argument (no spaces, braces, commas, `#`…). */
type IsArgumentName<N extends string> = N extends '' ? false : N extends `${string}${' ' | '#' | '{' | '}' | ',' | "'" | '.' | '\n'}${string}` ? false : true;
/** The argument named at the start of what follows a `{`, if it is one: `{name}` or `{count, plural, …}`. */
type LeadingArgument<After extends string> =
  | (After extends `${infer N}}${string}` ? (IsArgumentName<N> extends true ? N : never) : never)
  | (After extends `${infer N},${string}` ? (IsArgumentName<N> extends true ? N : never) : never);
/** Every argument an ICU message names, in plural and select branches too. */
type ArgumentsOf<M extends string> = M extends `${string}{${infer After}` ? LeadingArgument<After> | ArgumentsOf<After> : never;

export type MessageValues = Readonly<Record<string, string | number>>;

/** A message with placeholders is a function of exactly its values; a plain one is a string. */
type Text<M> = M extends `${string}{${string}` ? (values: { readonly [A in ArgumentsOf<M & string>]: string | number }) => string : string;
export type Texts<S> = { readonly [K in keyof S]: S[K] extends string ? Text<S[K]> : Texts<S[K]> };

/** A message ready to format: compiled by the web build, or by the registered compiler. */
type MessageFunction = (values?: MessageValues) => string;
/** A catalog as a module answers it: messages as written, or compiled into functions. */
type LoadedCatalog = { readonly [key: string]: string | MessageFunction | LoadedCatalog };
type CatalogModule = { default: unknown };
export type MessageCompiler = (locale: Locale, message: string) => MessageFunction;

let compiler: MessageCompiler | null = null;
/** Lets the API, the e-mails and the local stand-ins use catalogs as written (messageformat's compiler). */
export function setMessageCompiler(compile: MessageCompiler): void {
  compiler = compile;
}

/** Each language's messages by id (`namespace.topic.key`), as loaded: written or compiled. */
const messages = new Map<Locale, Map<string, string | MessageFunction>>(LOCALES.map((locale) => [locale, new Map()]));

/** Whether a message takes values: written, it names an argument; compiled, its function has a parameter. */
const takesValues = (message: string | MessageFunction) => (typeof message === 'string' ? message.includes('{') : message.length > 0);

function formatter(locale: Locale, id: string): MessageFunction | undefined {
  const table = messages.get(locale)!;
  const message = table.get(id);
  if (typeof message !== 'string') return message;
  if (!takesValues(message)) return () => message;
  if (!compiler) throw new Error(`The message ${id} needs compiling: call setMessageCompiler first (the web build compiles its catalogs)`);
  const compiled = compiler(locale, message);
  table.set(id, compiled);
  return compiled;
}

let localeSource: () => Locale = () => DEFAULT_LOCALE;
/** Where the current language comes from: the page's (web), the request's (API), the order's (e-mail). */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}
export const currentLocale = (): Locale => localeSource();

/** The message `id` in the current language, in English while its translation is not loaded. */
function format(id: string, values?: MessageValues): string {
  const message = formatter(currentLocale(), id) ?? formatter(DEFAULT_LOCALE, id);
  return message ? message(values) : id;
}

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
    const loaded = load().then(({ default: catalog }) => store(locale, namespace, catalog as LoadedCatalog));
    inFlight.add(loaded);
    void loaded.finally(() => inFlight.delete(loaded)).catch(() => {});
  }
  pending.get(locale)!.clear();
  await Promise.all(inFlight);
}

const isMessage = (value: unknown): value is string | MessageFunction => typeof value === 'string' || typeof value === 'function';

function store(locale: Locale, prefix: string, catalog: LoadedCatalog): void {
  for (const [key, value] of Object.entries(catalog)) {
    if (isMessage(value)) messages.get(locale)!.set(`${prefix}.${key}`, value);
    else store(locale, `${prefix}.${key}`, value);
  }
}

function accessors(prefix: string, catalog: LoadedCatalog): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalog)) {
    const id = `${prefix}.${key}`;
    if (!isMessage(message)) texts[key] = accessors(id, message);
    else if (takesValues(message)) texts[key] = (values: MessageValues) => format(id, values);
    else Object.defineProperty(texts, key, { get: () => format(id), enumerable: true });
  }
  return Object.freeze(texts);
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
  const loaded = en as unknown as LoadedCatalog;
  store(DEFAULT_LOCALE, namespace, loaded);
  for (const [locale, load] of Object.entries(translations) as [Locale, () => Promise<CatalogModule>][]) pending.get(locale)!.set(namespace, load);
  return accessors(namespace, loaded) as Texts<S>;
}
