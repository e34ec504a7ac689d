import { defineTexts } from '@ssb/contract';
import en from './locales/list-products.en';

/** The Manage Products & Note dialog, loaded with it. */
export const LIST_PRODUCTS_TEXTS = defineTexts('adminListProducts', en, { es: () => import('./locales/list-products.es') });
