import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The admin dashboard's texts; its two lazily loaded dialogs and its Codes and Settings tabs have theirs (school-dialog-texts.ts, list-products-texts.ts, money-texts.ts). Components and tests share them. */
export const ADMIN_TEXTS = defineTexts('admin', en, { es: () => import('./locales/es') });
