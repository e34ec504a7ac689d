import { defineTexts } from '@ssb/contract';
import en from './locales/teacher-requests.en';

/** Lists from teachers on the Supply Lists tab (the dialog, the requests, the draft's matches, approval). */
export const TEACHER_REQUESTS_TEXTS = defineTexts('schoolDashboard.teacherRequests', en, { es: () => import('./locales/teacher-requests.es') });
