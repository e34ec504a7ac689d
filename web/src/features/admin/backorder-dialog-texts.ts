import { defineTexts } from '@ssb/contract';
import en from './locales/backorder-dialog.en';

/** The backorder dialog, loaded with it. */
export const BACKORDER_DIALOG_TEXTS = defineTexts('adminBackorderDialog', en, { es: () => import('./locales/backorder-dialog.es') });
