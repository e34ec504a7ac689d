import { defineTexts } from '@ssb/contract';
import en from './locales/fulfilment.en';

/** The Fulfilment tab, loaded with the tab. */
export const FULFILMENT_TEXTS = defineTexts('schoolDashboardFulfilment', en, { es: () => import('./locales/fulfilment.es') });
