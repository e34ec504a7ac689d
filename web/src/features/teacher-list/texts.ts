import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The teacher's list page's texts. The API's refusals are the contract's (`teacherListMessages`). */
export const TEACHER_LIST_TEXTS = defineTexts('teacherList', en, { es: () => import('./locales/es') });
