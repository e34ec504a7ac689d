import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The backorder choice page's texts. The choices' names are the contract's (`backorderTexts.choices`). */
export const BACKORDER_TEXTS = defineTexts('backorder', en, { es: () => import('./locales/es') });
