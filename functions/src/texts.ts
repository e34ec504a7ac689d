import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The API's own messages to people, in the request's language. */
export const API_TEXTS = defineTexts('api', en, { es: () => import('./locales/es') });
