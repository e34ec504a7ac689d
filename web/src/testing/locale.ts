import { loadLocale, setLocaleSource, type Locale } from '@ssb/contract';
import { onTestFinished } from 'vitest';

/**
 * Renders the rest of this test in `locale`, with the translations of every module imported so
 * far; English again after it.
 */
export async function speak(locale: Locale): Promise<void> {
  setLocaleSource(() => locale);
  await loadLocale(locale);
  onTestFinished(() => setLocaleSource(() => 'en'));
}
