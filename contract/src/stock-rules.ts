import { defineTexts } from './i18n/texts';
import en from './locales/stock.en';

// Apart from staff-rules.ts: only the administrator's product dialog and the API read these, so
// the school dashboard's bundle does not carry them.

/** A product's stock fields' and its supplier's messages, in the current language. */
export const stockMessages = defineTexts('contract.stock', en, { es: () => import('./locales/stock.es') }).stock;

export const SKU_MAX_LENGTH = 64;
/** The most units a typed stock figure or pack size may be. */
export const MAX_STOCK_COUNT = 1_000_000;
