import { z } from 'zod/mini';
import { ProductType } from '../enums';
import { requiredEmail, requiredText, text } from '../fields';
import { DESCRIPTION_MAX_LENGTH, isDollarAmount, isTaxCode, NAME_MAX_LENGTH, staffMessages, TAX_CODE_LENGTH } from '../staff-rules';

// The administrator's forms (docs/product.md §2 Admin dashboard, §5), apart from staff.ts so the admin
// screen bundles these schemas and not every staff payload (whose zod checks would stay
// alive in the zod chunk every route loads). The product dialog has a form schema of its own,
// like the order form; the school dialog's requests are in school.ts.

const PRICE_TEXT_MAX_LENGTH = 20;

/** A typed price, '12', '12.5' or '12.50': digits, at most two decimals, and a dollar amount the API takes. */
export const isDollarText = (value: string): boolean => /^(\d+\.?\d{0,2}|\.\d{1,2})$/.test(value) && isDollarAmount(Number(value));

/**
 * The product dialog as typed (docs/product.md §2, §5): the name is required, the description and the
 * price may be left empty; a price, when given, is a decimal of at least 0 with at most two
 * decimals (the rule of the API's dollars). The dialog sends it as ProductRequest (staff.ts),
 * leaving out what is empty.
 */
export const ProductForm = z.object({
  name: requiredText(NAME_MAX_LENGTH, () => staffMessages.productNameRequired),
  description: text(DESCRIPTION_MAX_LENGTH),
  price: text(PRICE_TEXT_MAX_LENGTH).check(z.refine((value) => value === '' || isDollarText(value), { error: () => staffMessages.priceInvalid })),
  productType: ProductType,
  /** A Stripe product tax code; the dialog starts from the product's, or the general one. */
  taxCode: text(TAX_CODE_LENGTH + 10).check(z.refine(isTaxCode, { error: () => staffMessages.taxCodeInvalid })),
});
export type ProductForm = z.infer<typeof ProductForm>;

/**
 * POST /schools/{id}/invitations (and /representatives, which invites too): an address to
 * invite, which must look like one (the invitation is e-mailed to it).
 */
export const InviteRepresentativeRequest = z.object({ email: requiredEmail(() => staffMessages.emailRequired) });
export type InviteRepresentativeRequest = z.infer<typeof InviteRepresentativeRequest>;
