import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The app shell's texts: every route loads them with the entry. */
export const UI_TEXTS = defineTexts('ui', en, { es: () => import('./locales/es') });
