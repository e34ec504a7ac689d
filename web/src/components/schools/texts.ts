import { defineTexts } from '@ssb/contract';
import en from './locales/en';

export const ORDERING_WINDOW_TEXTS = defineTexts('orderingWindow', en, { es: () => import('./locales/es') });
