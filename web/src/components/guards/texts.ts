import { defineTexts } from '@ssb/contract';
import en from './locales/en';

export const GUARD_TEXTS = defineTexts('guards', en, { es: () => import('./locales/es') });
