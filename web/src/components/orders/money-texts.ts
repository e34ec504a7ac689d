import { defineTexts } from '@ssb/contract';
import en from './locales/money.en';

/** The breakdown's words, wherever a checkout's or a box's money is shown line by line. */
export const MONEY_TEXTS = defineTexts('moneyBreakdown', en, { es: () => import('./locales/money.es') });
