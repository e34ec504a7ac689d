import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The landing page's texts; components and tests share them. */
export const LANDING_TEXTS = defineTexts('landing', en, { es: () => import('./locales/es') });
