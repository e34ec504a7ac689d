import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { expect, type Page } from '@playwright/test';

// What a Spanish screen must never show: a message id where a message should be, or a message
// in English. The English messages are read from the product's own catalogs (every
// locales/ pair of the web app and the contract), keeping only those whose Spanish differs,
// so words both languages share ("Total", a school's name) never count.

const ROOT = resolve(import.meta.dirname, '../..');
const PLACES = ['web/src', 'contract/src'];
const ENGLISH_CATALOG = /^(?:([a-z-]+)\.)?en\.ts$/;

function catalogFolders(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.name === 'locales') found.push(path);
    else catalogFolders(path, found);
  }
  return found;
}

type Catalog = { [key: string]: string | Catalog };
function flatten(catalog: Catalog, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for the text a message renders: its words as written, any value in its places. */
function patternOf(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'content') return escape(token.value);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
        return `(?:${token.cases.map((c) => patternOf(c.tokens)).join('|')})`;
      return '.+?';
    })
    .join('');
}

/** The words of a message outside its values: too few, and it would match any text. */
const wordsOf = (tokens: Token[]): string => tokens.map((token) => (token.type === 'content' ? token.value : ' ')).join('');

export interface EnglishMessage {
  id: string;
  english: string;
  pattern: RegExp;
}

/** Every English message of the screens whose Spanish differs, as a pattern of the whole text it renders. */
export async function englishMessages(): Promise<EnglishMessage[]> {
  const found: EnglishMessage[] = [];
  for (const folder of PLACES.flatMap((place) => catalogFolders(join(ROOT, place)))) {
    for (const file of readdirSync(folder)) {
      const part = ENGLISH_CATALOG.exec(file);
      if (!part) continue;
      const load = async (locale: string) =>
        flatten(((await import(join(folder, `${part[1] ? `${part[1]}.` : ''}${locale}.ts`))) as { default: Catalog }).default);
      const [english, spanish] = await Promise.all([load('en'), load('es')]);
      for (const [key, message] of english) {
        if (spanish.get(key) === message) continue;
        const tokens = parse(message);
        // A message that is nearly all values ("{name} - {price}") says nothing in English.
        if (wordsOf(tokens).replace(/[^A-Za-z]/g, '').length < 3) continue;
        found.push({ id: `${relative(ROOT, folder)}/${part[1] ?? ''} ${key}`, english: message, pattern: new RegExp(`^${patternOf(tokens)}$`, 's') });
      }
    }
  }
  return found;
}

/** What a person reads or hears on the page: the visible text nodes, and the labels, placeholders and titles of visible elements. */
export async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const trimmed = text?.replace(/\s+/g, ' ').trim();
      if (trimmed) texts.add(trimmed);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.checkVisibility() && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) add(node.textContent);
    }
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title], [alt]'))) {
      if (!element.checkVisibility()) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) add(element.getAttribute(attribute));
    }
    // Each element's whole text too: a message with values is split across text nodes.
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('p, h1, h2, h3, h4, label, button, a, li, td, th, span, div'))) {
      if (element.childElementCount > 0 && element.childElementCount < 4 && element.checkVisibility()) add(element.innerText);
    }
    add(document.title);
    return [...texts];
  });
}

/** A message id shown as it is (`contract.fields.invalidId`), not an e-mail address or a web address. */
const MESSAGE_ID = /(?<![\w@./-])[a-z]+(?:\.[a-zA-Z]+){2,}(?![\w@/-])/g;
const ADDRESS_LIKE = /\.(?:com|org|net|edu|gov|io|app|dev|test|local)$/;

export interface Untranslated {
  screen: string;
  text: string;
  why: string;
}

/** A screen's texts that are message ids or English messages. */
export async function untranslatedOn(page: Page, screen: string, english: EnglishMessage[]): Promise<Untranslated[]> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const found: Untranslated[] = [];
  for (const text of await readableTexts(page)) {
    for (const id of text.match(MESSAGE_ID) ?? []) if (!ADDRESS_LIKE.test(id)) found.push({ screen, text, why: `message id ${id}` });
    const message = english.find((m) => m.pattern.test(text));
    if (message) found.push({ screen, text, why: `English ${message.id}: ${message.english}` });
  }
  return found;
}
