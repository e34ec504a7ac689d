import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/** The session warning popup's texts; components and tests share them. Loaded with the popup, once someone is signed in. */
export const SESSION_TEXTS = defineTexts('session', en, { es: () => import('./locales/es') });
