import { defineTexts } from '@ssb/contract';
import en from './locales/purchasing.en';

/** The Purchasing tab, loaded with it. */
export const PURCHASING_TEXTS = defineTexts('adminPurchasing', en, { es: () => import('./locales/purchasing.es') });
