import MessageFormat from '@messageformat/core';
import { afterEach, describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from './accept-language';
import { firstSpokenLocale } from './locale';
import { currentLocale, defineTexts, loadLocale, setLocaleSource, type Locale } from './texts';

const en = {
  title: 'Shop',
  boxes: {
    heading: 'Your Boxes ({count})',
    itemCount: '{count, plural, one {# item} other {# items}}',
  },
  possessive: "Remove {name}'s box",
} as const;

const es = {
  title: 'Tienda',
  boxes: { heading: 'Sus cajas ({count})', itemCount: '{count, plural, one {# artículo} other {# artículos}}' },
  possessive: 'Quitar la caja de {name}',
};

let locale: Locale = 'en';
setLocaleSource(() => locale);
afterEach(() => {
  locale = 'en';
});

describe('texts', () => {
  const texts = defineTexts('test-shop', en, { es: async () => ({ default: es }) });

  it('answers plain messages as strings and messages with values as functions, in English first', () => {
    expect(texts.title).toBe('Shop');
    expect(texts.boxes.heading({ count: 3 })).toBe('Your Boxes (3)');
    expect(texts.boxes.itemCount({ count: 1 })).toBe('1 item');
    expect(texts.boxes.itemCount({ count: 7 })).toBe('7 items');
    expect(texts.possessive({ name: 'Ava' })).toBe("Remove Ava's box");
  });

  it('speaks the current language once its translation is loaded, English until then', async () => {
    locale = 'es';
    expect(currentLocale()).toBe('es');
    expect(texts.title).toBe('Shop');
    await loadLocale('es');
    expect(texts.title).toBe('Tienda');
    expect(texts.boxes.itemCount({ count: 1 })).toBe('1 artículo');
    expect(texts.boxes.heading({ count: 2 })).toBe('Sus cajas (2)');
    locale = 'en';
    expect(texts.title).toBe('Shop');
  });

  it('takes catalogs compiled ahead, as the web build ships them', async () => {
    const mf = { en: new MessageFormat('en'), es: new MessageFormat('es') };
    const compiled = defineTexts(
      'test-compiled',
      { plain: () => 'Cancel', filled: mf.en.compile('Order by {date}') } as unknown as { plain: 'Cancel'; filled: 'Order by {date}' },
      {
        es: async () => ({
          default: { plain: () => 'Cancelar', filled: mf.es.compile('Pida antes del {date}') } as unknown as { plain: string; filled: string },
        }),
      },
    );
    expect(compiled.plain).toBe('Cancel');
    expect(compiled.filled({ date: 'August 1, 2026' })).toBe('Order by August 1, 2026');
    locale = 'es';
    await loadLocale('es');
    expect(compiled.plain).toBe('Cancelar');
    expect(compiled.filled({ date: '1 de agosto de 2026' })).toBe('Pida antes del 1 de agosto de 2026');
  });
});

describe('the language asked for', () => {
  it.each([
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['fr, de', 'en'],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['es;q=0', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ] as const)('Accept-Language %j is %s', (accepted, locale) => {
    expect(localeOfAcceptLanguage(accepted)).toBe(locale);
  });

  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['fr-FR', 'en'], 'en'],
    [[], 'en'],
  ] as const)('the browser languages %j are %s', (languages, locale) => {
    expect(firstSpokenLocale(languages)).toBe(locale);
  });
});

describe('the values a message asks for', () => {
  const typed = defineTexts('test-typed', { hint: "{count, plural, one {{schools} doesn't} other {{schools} don't}} take {what}" } as const, {
    es: async () => ({ default: { hint: '{count, plural, one {{schools} no} other {{schools} no}} reciben {what}' } }),
  });

  it('are every argument of the message, in its plural branches too', () => {
    expect(typed.hint({ count: 2, schools: 'A and B', what: 'boxes' })).toBe("A and B don't take boxes");
    // @ts-expect-error a value the message does not name is refused, and one it names cannot be left out
    const mistyped = () => typed.hint({ count: 1, schools: 'A', whatever: 'x' });
    expect(mistyped).toBeTypeOf('function');
  });
});
