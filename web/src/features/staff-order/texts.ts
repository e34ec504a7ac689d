import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The staff's order page; components and tests share them. Order statuses are ORDER_STATUS_LABELS. */
export const STAFF_ORDER_TEXTS = defineTexts('staffOrder', en, { es: () => import('./locales/es') });
