import { defineTexts } from '@ssb/contract';
import en from './locales/en';

export const NAV_TEXTS = defineTexts('nav', en, { es: () => import('./locales/es') });
