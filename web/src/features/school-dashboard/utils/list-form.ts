import type { SupplyList } from '@ssb/contract';

/** The create/edit list dialog's values: a NumberInput holds '' when empty (docs/product.md §5: empty means auto-calculate). */
export interface ListFormValues {
  name: string;
  totalPrice: number | string;
}

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
