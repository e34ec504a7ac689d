import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The school dashboard's page and Supply Lists tab; its other tabs' texts load with them (orders-texts.ts, fulfilment-texts.ts). Components and tests share them. */
export const SCHOOL_DASHBOARD_TEXTS = defineTexts('schoolDashboard', en, { es: () => import('./locales/es') });
