import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The shop's first step; the order screen's texts are in order-texts.ts. Components and tests share them. */
export const SHOP_TEXTS = defineTexts('shop', en, { es: () => import('./locales/es') });
