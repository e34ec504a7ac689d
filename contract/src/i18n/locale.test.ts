import { describe, expect, it } from 'vitest';
import { linkInLanguage } from './locale';

describe('a link in a language', () => {
  it('names Spanish, after any query the link has; English, the default, is left unnamed', () => {
    expect(linkInLanguage('https://app.example/my-orders', 'es')).toBe('https://app.example/my-orders?lang=es');
    expect(linkInLanguage('https://app.example/shop?school=s1', 'es')).toBe('https://app.example/shop?school=s1&lang=es');
    expect(linkInLanguage('https://app.example/shop?school=s1', 'en')).toBe('https://app.example/shop?school=s1');
  });
});
