import { isDollarAmount, NAME_MAX_LENGTH, staffMessages, type SupplyList } from '@ssb/contract';

/** The create/edit list dialog's values: a NumberInput holds '' when empty (spec §5: empty means auto-calculate). */
export interface ListFormValues {
  name: string;
  totalPrice: number | string;
}

/**
 * The contract's rules for a list's name and price (what POST and PUT /supply-lists check),
 * as the form holds them, with the contract's messages. Plain functions rather than the
 * contract's zod schemas: zod's checks would land in the app's entry chunk, which already
 * holds zod for the profile, and so weigh on every route (measured: +3.3 kB gzip).
 */
export const listFormRules = {
  name: (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return staffMessages.listNameRequired;
    return trimmed.length > NAME_MAX_LENGTH ? `must be at most ${NAME_MAX_LENGTH} characters` : null;
  },
  totalPrice: (price: number | string) => (price === '' || (typeof price === 'number' && isDollarAmount(price)) ? null : staffMessages.priceInvalid),
};

export const listFormValues = (list?: SupplyList): ListFormValues => ({
  name: list?.name ?? '',
  totalPrice: list?.totalPrice ?? '',
});

const priceOf = (value: number | string): number | null => (value === '' ? null : Number(value));

/** POST /supply-lists: an empty price is left out (the list is then priced from its products). */
export function createBody(schoolId: string, values: ListFormValues) {
  const totalPrice = priceOf(values.totalPrice);
  return { schoolId, name: values.name.trim(), ...(totalPrice === null ? {} : { totalPrice }) };
}

/** PUT /supply-lists/{id}: a published list's locked price is not sent; a draft's empty price asks for the automatic one. */
export function updateBody(list: Pick<SupplyList, 'published'>, values: ListFormValues) {
  return { name: values.name.trim(), ...(list.published ? {} : { totalPrice: priceOf(values.totalPrice) }) };
}
