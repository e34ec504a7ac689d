import { defineTexts } from '@ssb/contract';
import en from './locales/en';

export const ACCESSIBILITY_TEXTS = defineTexts('accessibility', en, { es: () => import('./locales/es') });
