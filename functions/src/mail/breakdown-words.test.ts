import { describe, expect, it } from 'vitest';
import familyEn from './locales/family.en';
import familyEs from './locales/family.es';

// The confirmation e-mail breaks a box's money down in the words My Orders and the order step
// use: the web's catalogs are read as they are (no types cross into the functions' build).

type Words = Record<'subtotal' | 'skipped' | 'discount' | 'shipping' | 'lateFee' | 'tax' | 'total', string>;

async function webWords(language: 'en' | 'es'): Promise<Words> {
  const file = new URL(`../../../web/src/components/orders/locales/money.${language}.ts`, import.meta.url).href;
  return ((await import(/* @vite-ignore */ file)) as { default: Words }).default;
}

describe('the e-mail’s breakdown lines', () => {
  it.each([
    ['en', familyEn.breakdown],
    ['es', familyEs.breakdown],
  ] as const)('%s: each is the web breakdown’s word, then the amount (what comes off the price with a minus)', async (language, mail) => {
    const web = await webWords(language);
    for (const key of ['subtotal', 'skipped', 'discount', 'shipping', 'lateFee', 'tax', 'total'] as const) {
      const off = key === 'skipped' || key === 'discount';
      expect(mail[key], key).toBe(`${web[key]}: ${off ? '−' : ''}{amount}`);
    }
  });
});
