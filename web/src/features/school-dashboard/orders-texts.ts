import { defineTexts } from '@ssb/contract';
import en from './locales/orders.en';

/** The Student Orders tab, loaded with the tab. */
export const SCHOOL_ORDERS_TEXTS = defineTexts('schoolDashboardOrders', en, { es: () => import('./locales/orders.es') });
