import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** My Orders' texts; components and tests share them. Order statuses are ORDER_STATUS_LABELS. */
export const MY_ORDERS_TEXTS = defineTexts('myOrders', en, { es: () => import('./locales/es') });
