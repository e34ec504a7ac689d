import { defineTexts } from '@ssb/contract';
import en from './locales/order.en';

/** The shop's order screen, apart from the first step's texts so that a visit loads them only on the way to paying. */
export const ORDER_TEXTS = defineTexts('shopOrder', en, { es: () => import('./locales/order.es') });
