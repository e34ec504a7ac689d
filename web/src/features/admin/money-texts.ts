import { defineTexts } from '@ssb/contract';
import en from './locales/money.en';

/** The Codes and Settings tabs, loaded with them. */
export const ADMIN_MONEY_TEXTS = defineTexts('adminMoney', en, { es: () => import('./locales/money.es') });
