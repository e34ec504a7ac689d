import { centsToDollars, dollarsToCents, Gift, MAX_GIFT_DOLLARS } from '@ssb/contract';

/** What the family chose to give: nothing (the default), a whole box at the list's price, half of one, or an amount of its own (as typed). */
export type GiftChoice = { kind: 'none' } | { kind: 'box' } | { kind: 'half' } | { kind: 'own'; typed: string };

/** The amounts offered for a list of `listPriceCents`: a whole box and half of one (rounded down to the cent), at most the largest gift. */
export function giftAmounts(listPriceCents: number): { box: number; half: number } {
  const most = dollarsToCents(MAX_GIFT_DOLLARS);
  return { box: centsToDollars(Math.min(listPriceCents, most)), half: centsToDollars(Math.min(Math.floor(listPriceCents / 2), most)) };
}

/**
 * The gift a choice sends with the checkout, checked by the contract's own schema (the API's), or
 * the reason an amount typed cannot be given; nothing when nothing is chosen.
 */
export function giftOf(choice: GiftChoice, schoolId: string, listPriceCents: number): { gift: Gift | null; problem: string | null } {
  if (choice.kind === 'none') return { gift: null, problem: null };
  const amounts = giftAmounts(listPriceCents);
  const amount = choice.kind === 'own' ? Number(choice.typed.replace(/^\$/, '').trim() || Number.NaN) : amounts[choice.kind];
  const parsed = Gift.safeParse({ schoolId, amount });
  if (parsed.success) return { gift: parsed.data, problem: null };
  return { gift: null, problem: parsed.error.issues[0]?.message ?? null };
}
