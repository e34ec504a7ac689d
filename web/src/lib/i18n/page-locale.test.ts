import { describe, expect, it } from 'vitest';
import { decideLocale } from './page-locale';

describe('the language of a page', () => {
  it.each([
    [
      { search: '?school=s1&lang=es', stored: 'en', languages: ['en-US'] },
      { locale: 'es', chosen: true },
    ],
    [
      { search: '?lang=en', stored: 'es', languages: ['es-MX'] },
      { locale: 'en', chosen: true },
    ],
    [
      { search: '?lang=fr', stored: 'es', languages: ['en-US'] },
      { locale: 'es', chosen: false },
    ],
    [
      { search: '', stored: 'es', languages: ['en-US'] },
      { locale: 'es', chosen: false },
    ],
    [
      { search: '', stored: null, languages: ['es-US', 'en'] },
      { locale: 'es', chosen: false },
    ],
    [
      { search: '', stored: 'klingon', languages: ['fr-FR'] },
      { locale: 'en', chosen: false },
    ],
  ])('%j → %j', (clues, decided) => {
    expect(decideLocale(clues)).toEqual(decided);
  });
});
