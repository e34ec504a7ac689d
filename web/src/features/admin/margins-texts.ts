import { defineTexts } from '@ssb/contract';
import en from './locales/margins.en';

/** The Margins tab, loaded with it. */
export const ADMIN_MARGINS_TEXTS = defineTexts('adminMargins', en, { es: () => import('./locales/margins.es') });
