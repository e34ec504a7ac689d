import { defineTexts } from '@ssb/contract';
import en from './locales/teacher.en';

/** The order page's teacher picker, loaded with it so the page's first download does not carry them. */
export const TEACHER_PICKER_TEXTS = defineTexts('staffOrderTeacher', en, { es: () => import('./locales/teacher.es') });
