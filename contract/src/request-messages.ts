import { defineTexts } from './i18n/texts';
import en from './locales/requests.en';

/** The API's own request rules (headers, paging, filters, bulk moves, dates), in the current language. */
export const requestMessages = defineTexts('contract.requests', en, { es: () => import('./locales/requests.es') });
