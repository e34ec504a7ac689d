import { defineTexts } from '@ssb/contract';
import en from './locales/school-dialog.en';

/** The school dialogs, loaded with them. */
export const SCHOOL_DIALOG_TEXTS = defineTexts('adminSchoolDialog', en, { es: () => import('./locales/school-dialog.es') });
