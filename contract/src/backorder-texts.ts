import { formatMoney } from './i18n/format';
import { defineTexts } from './i18n/texts';
import en from './locales/backorders.en';

// Apart from backorders.ts (its zod schemas): My Orders, the staff's order page and the packing
// slips say what a box was sent otherwise than ordered without carrying the payloads' schemas.

export const backorderTexts = defineTexts('contract.backorders', en, { es: () => import('./locales/backorders.es') });
export const backorderMessages = backorderTexts.backorders;

/** An item of a box sent otherwise than ordered, as the order keeps it (dollars). */
export interface ItemChangeView {
  change: 'substituted' | 'removed';
  item: string;
  substitute: string | null;
  refunded: number | null;
}

/**
 * How the pick list, the packing slip, My Orders, the staff's order page and the e-mails say a
 * change: **Substituted: {item} → {substitute}** or **Removed: {item} (refunded ${amount})**.
 */
export function itemChangeLine(change: ItemChangeView): string {
  const kept = backorderTexts.kept;
  return change.change === 'substituted'
    ? kept.substituted({ item: change.item, substitute: change.substitute ?? '' })
    : kept.removed({ item: change.item, amount: formatMoney(change.refunded ?? 0) });
}
