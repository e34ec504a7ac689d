import { defineTexts } from '@ssb/contract';
import en from './locales/past-years.en';

/** The staff's year picker's words, in Supply Lists of the admin and school dashboards. */
export const PAST_YEARS_TEXTS = defineTexts('pastYears', en, { es: () => import('./locales/past-years.es') });
