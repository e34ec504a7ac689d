import { defineTexts } from '@ssb/contract';
import en from './locales/school-year.en';

/** The Settings tab's School year card, loaded with it. */
export const SCHOOL_YEAR_TEXTS = defineTexts('adminSchoolYear', en, { es: () => import('./locales/school-year.es') });
