import { defineTexts } from '@ssb/contract';
import en from './locales/en';

export const DATA_TABLE_TEXTS = defineTexts('dataTable', en, { es: () => import('./locales/es') });
