import { defineTexts } from './i18n/texts';
import en from './locales/money.en';

// Apart from the schemas (shipping.ts, promotion-codes.ts), so that a screen reading these texts
// and rules does not keep their zod checks alive in its bundle (as staff-rules.ts is to staff.ts).

/** The texts of money beyond the list price (shipping, codes and vouchers), in the current language. */
export const moneyMessages = defineTexts('contract.money', en, { es: () => import('./locales/money.es') });
