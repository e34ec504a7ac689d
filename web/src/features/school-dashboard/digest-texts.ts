import { defineTexts } from '@ssb/contract';
import en from './locales/digest.en';

/** The representative's daily digest switch, in a catalog of its own beside the dashboard's. */
export const DIGEST_TEXTS = defineTexts('schoolDashboardDigest', en, { es: () => import('./locales/digest.es') });
