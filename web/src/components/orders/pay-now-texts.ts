import { defineTexts } from '@ssb/contract';
import en from './locales/pay-now.en';

/** Pay now's words, wherever an unpaid order is shown (My Orders, the dashboard). */
export const PAY_NOW_TEXTS = defineTexts('payNow', en, { es: () => import('./locales/pay-now.es') });
