import { defineTexts } from '@ssb/contract';
import en from './locales/en';

export const ADDRESS_TEXTS = defineTexts('addressFields', en, { es: () => import('./locales/es') });
