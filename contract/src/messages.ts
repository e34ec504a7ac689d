import { defineTexts } from './i18n/texts';
import en from './locales/account.en';

/**
 * The messages the account forms attach to the rules they check, in the current language, so a
 * form and the server say the same thing for the same mistake.
 */
export const formMessages = defineTexts('contract.account', en, { es: () => import('./locales/account.es') });
