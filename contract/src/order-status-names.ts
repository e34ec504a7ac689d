import { defineTexts } from './i18n/texts';
import en from './locales/order-status.en';

/**
 * Each order status's one name (docs/product.md §3), in the reader's language: the family's pills,
 * the staff's dropdowns, filters, bulk moves and toasts, the tiles that count a status, the
 * e-mails and the API's refusals all read it here, so a status is never called two things. The
 * dashboards' tiles keep the headings docs/product.md §4 gives them ("New Orders", "In Progress")
 * and name the status they count beneath.
 */
export const orderStatusNames = defineTexts('contract.orderStatus', en, { es: () => import('./locales/order-status.es') });
