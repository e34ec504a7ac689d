import { defineTexts } from '@ssb/contract';
import en from './locales/fundraising.en';

/** The Fundraising tab, loaded with the tab. */
export const FUNDRAISING_TEXTS = defineTexts('schoolDashboardFundraising', en, { es: () => import('./locales/fundraising.es') });
