import { defineTexts } from './i18n/texts';
import en from './locales/fundraising.en';

// Apart from the shop's rules (fundraising-rules.ts): only the school dialog, the ledger and the
// API speak these.

/** The texts of the school's share and its ledger, in the current language. */
export const fundraisingMessages = defineTexts('contract.fundraising', en, { es: () => import('./locales/fundraising.es') });
