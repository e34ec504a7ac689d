import { defineTexts } from '@ssb/contract';
import en from './locales/en';

export const PRODUCT_CHECKLIST_TEXTS = defineTexts('productChecklist', en, { es: () => import('./locales/es') });
