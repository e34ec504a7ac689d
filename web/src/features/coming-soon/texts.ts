import { defineTexts } from '@ssb/contract';
import en from './locales/en';

export const COMING_SOON_TEXTS = defineTexts('comingSoon', en, { es: () => import('./locales/es') });
