import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';

// Every catalog of the product, wherever it lives, against its English source: a message in
// one language and not the other, or a translation that asks for other values, fails here.

const ROOT = resolve(import.meta.dirname, '../../..');
const PLACES = ['contract/src', 'functions/src', 'web/src', 'local'];
const CATALOG = /^(?:([a-z-]+)\.)?([a-z]{2})\.ts$/;

function catalogFolders(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) continue;
    if (entry.name === 'locales') found.push(path);
    else catalogFolders(path, found);
  }
  return found;
}

type Catalog = { [key: string]: string | Catalog };
function messages(catalog: Catalog, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [id, message] of messages(value, `${prefix}${key}.`)) found.set(id, message);
  }
  return found;
}

/** The arguments a message names, in plural and select branches too. */
function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg);
      for (const branch of token.cases) argumentsOf(branch.tokens, into);
    }
  }
  return into;
}

const catalogs = PLACES.flatMap((place) => catalogFolders(join(ROOT, place))).flatMap((folder) => {
  const parts = new Map<string, string[]>();
  for (const file of readdirSync(folder)) {
    const match = CATALOG.exec(file);
    if (match) parts.set(match[1] ?? '', [...(parts.get(match[1] ?? '') ?? []), match[2]!]);
  }
  return [...parts].map(([part, languages]) => ({ folder, part, languages }));
});

describe('text catalogs', () => {
  it('are found', () => {
    expect(catalogs.length).toBeGreaterThan(0);
  });

  it.each(catalogs.map((c) => [relative(ROOT, join(c.folder, c.part || '*')), c] as const))(
    '%s: every language has every message, with the same values',
    async (_name, { folder, part, languages }) => {
      expect([...languages].sort()).toEqual([...LOCALES].sort());
      const load = async (locale: string) => messages(((await import(join(folder, `${part ? `${part}.` : ''}${locale}.ts`))) as { default: Catalog }).default);
      const english = await load('en');
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const translated = await load(locale);
        expect([...translated.keys()].sort(), `${locale} has the English messages, no more`).toEqual([...english.keys()].sort());
        for (const [id, source] of english) {
          const target = translated.get(id)!;
          expect(target.trim(), `${locale} ${id} is translated`).not.toBe('');
          expect([...argumentsOf(parse(target))].sort(), `${locale} ${id} asks for the values the English asks for`).toEqual(
            [...argumentsOf(parse(source))].sort(),
          );
        }
      }
    },
  );
});
