import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The parent's dashboard's texts; components and tests share them. Order statuses are ORDER_STATUS_LABELS. */
export const DASHBOARD_TEXTS = defineTexts('dashboard', en, { es: () => import('./locales/es') });
