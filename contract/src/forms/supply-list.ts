import { z } from 'zod/mini';
import { requiredText } from '../fields';
import { isDollarAmount, NAME_MAX_LENGTH, staffMessages } from '../staff-rules';

/**
 * docs/product.md §2 Create/Edit list dialog: the rules POST and PUT /supply-lists check, as the form
 * holds its values (a NumberInput holds '' when empty: docs/product.md §5, empty means auto-calculate).
 */
export const SupplyListForm = z.object({
  name: requiredText(NAME_MAX_LENGTH, () => staffMessages.listNameRequired),
  totalPrice: z
    .unknown()
    .check(z.refine((price) => price === '' || (typeof price === 'number' && isDollarAmount(price)), { error: () => staffMessages.priceInvalid })),
});
export type SupplyListForm = z.infer<typeof SupplyListForm>;
