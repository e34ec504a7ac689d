import { z } from 'zod/mini';
import { ProductType } from '../enums';
import { requiredEmail, requiredText, text } from '../fields';
import { moneyMessages } from '../money-texts';
import { isCalendarDate, orderingWindowMessages } from '../ordering-window-rule';
import { isAmountOff, isPercentOff, MAX_BATCH_CODES, PROMOTION_CODE_MAX_LENGTH, PROMOTION_CODE_PATTERN } from '../promotion-code-rules';
import { DESCRIPTION_MAX_LENGTH, isDollarAmount, isTaxCode, NAME_MAX_LENGTH, staffMessages, TAX_CODE_LENGTH } from '../staff-rules';
import { MAX_STOCK_COUNT, SKU_MAX_LENGTH, stockMessages } from '../stock-rules';

// The administrator's forms (docs/product.md §2 Admin dashboard, §5), apart from staff.ts so the admin
// screen bundles these schemas and not every staff payload (whose zod checks would stay
// alive in the zod chunk every route loads). The product dialog has a form schema of its own,
// like the order form; the school dialog's requests are in school.ts.

const PRICE_TEXT_MAX_LENGTH = 20;

/** A typed price, '12', '12.5' or '12.50': digits, at most two decimals, and a dollar amount the API takes. */
export const isDollarText = (value: string): boolean => /^(\d+\.?\d{0,2}|\.\d{1,2})$/.test(value) && isDollarAmount(Number(value));

const isCountText = (value: string, max: number) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max;
/** A typed count of units: digits only, at most MAX_STOCK_COUNT (a negative one is refused, as the API refuses it). */
const isWholeText = (value: string) => /^\d+$/.test(value) && Number(value) <= MAX_STOCK_COUNT;

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
  // What the vendor keeps of it (docs/decisions.md §26), each may be left empty (none; no stock figure: not tracked).
  sku: text(SKU_MAX_LENGTH),
  /** A supplier's id from GET /suppliers, '' for none. */
  supplierId: text(128),
  cost: text(PRICE_TEXT_MAX_LENGTH).check(z.refine((value) => value === '' || isDollarText(value), { error: () => stockMessages.costInvalid })),
  packSize: text(10).check(z.refine((value) => value === '' || isCountText(value, MAX_STOCK_COUNT), { error: () => stockMessages.packSizeInvalid })),
  stockOnHand: text(10).check(z.refine((value) => value === '' || isWholeText(value), { error: () => stockMessages.countInvalid })),
  reorderPoint: text(10).check(z.refine((value) => value === '' || isWholeText(value), { error: () => stockMessages.countInvalid })),
});
export type ProductForm = z.infer<typeof ProductForm>;

/**
 * The dialog of a product whose stock figure, as the dialog shows it, is `storedStock`: packing may
 * have taken it below zero, and left as it was it is not typed, so not refused (the dialog then
 * leaves it out and the API keeps what is stored); any other negative is.
 */
export const productForm = (storedStock: string) =>
  z.extend(ProductForm, {
    stockOnHand: text(10).check(z.refine((value) => value === '' || value === storedStock || isWholeText(value), { error: () => stockMessages.countInvalid })),
  });

/**
 * POST /schools/{id}/invitations (and /representatives, which invites too): an address to
 * invite, which must look like one (the invitation is e-mailed to it).
 */
export const InviteRepresentativeRequest = z.object({ email: requiredEmail(() => staffMessages.emailRequired) });
export type InviteRepresentativeRequest = z.infer<typeof InviteRepresentativeRequest>;

/**
 * The Shipping card as typed (docs/decisions.md §24): the fee for a box shipped home (0 for none)
 * and, if any, the order amount from which it is free. Sent as ShippingSettingsRequest.
 */
export const ShippingForm = z.object({
  homeDeliveryFee: text(PRICE_TEXT_MAX_LENGTH).check(z.refine(isDollarText, { error: () => staffMessages.priceInvalid })),
  freeOver: text(PRICE_TEXT_MAX_LENGTH).check(
    z.refine((value) => value === '' || (isDollarText(value) && Number(value) > 0), { error: () => moneyMessages.shipping.freeOverInvalid }),
  ),
});
export type ShippingForm = z.infer<typeof ShippingForm>;

/** A typed percentage: digits with at most two decimals, more than 0 and at most 100. */
export const isPercentText = (value: string): boolean => /^(\d+\.?\d{0,2}|\.\d{1,2})$/.test(value) && isPercentOff(Number(value));

/** The calendar day where the browser is: a code's last day cannot be before it. */
const localToday = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The new code's dialog as typed: a code, a percentage or an amount off (`kind` says which
 * `value` is), and optionally its last day, its number of uses and its school ('' for every
 * school). Sent as CreatePromotionCodeRequest, leaving out what is empty.
 */
export const PromotionCodeForm = z
  .object({
    code: text(PROMOTION_CODE_MAX_LENGTH + 10).check(z.regex(PROMOTION_CODE_PATTERN, { error: () => moneyMessages.codes.codeInvalid })),
    kind: z.enum(['percent', 'amount']),
    value: text(PRICE_TEXT_MAX_LENGTH),
    expiresOn: text(10).check(
      z.refine((value) => value === '' || isCalendarDate(value), { error: () => orderingWindowMessages.invalidDate, abort: true }),
      z.refine((value) => value === '' || value >= localToday(), { error: () => moneyMessages.codes.expiresOnPast }),
    ),
    maxRedemptions: text(10).check(z.refine((value) => value === '' || isCountText(value, 1_000_000), { error: () => moneyMessages.codes.usesInvalid })),
    schoolId: text(128),
  })
  .check(
    z.refine((form) => form.kind !== 'percent' || isPercentText(form.value), { error: () => moneyMessages.codes.percentInvalid, path: ['value'] }),
    z.refine((form) => form.kind !== 'amount' || (isDollarText(form.value) && isAmountOff(Number(form.value))), {
      error: () => moneyMessages.codes.amountInvalid,
      path: ['value'],
    }),
  );
export type PromotionCodeForm = z.infer<typeof PromotionCodeForm>;

/** The vouchers' dialog as typed: how many, the percentage each takes off, and the school (required). */
export const VoucherBatchForm = z.object({
  count: text(10).check(z.refine((value) => isCountText(value, MAX_BATCH_CODES), { error: () => moneyMessages.codes.countInvalid({ max: MAX_BATCH_CODES }) })),
  percentOff: text(PRICE_TEXT_MAX_LENGTH).check(z.refine(isPercentText, { error: () => moneyMessages.codes.percentInvalid })),
  schoolId: text(128).check(z.minLength(1, { error: () => moneyMessages.codes.schoolRequired })),
});
export type VoucherBatchForm = z.infer<typeof VoucherBatchForm>;

export const SUPPLIER_NAME_MAX_LENGTH = 120;
export const MAX_LEAD_TIME_DAYS = 365;

const leadTimeInvalid = { error: () => stockMessages.leadTimeInvalid };
const isLeadTime = (days: number) => Number.isInteger(days) && days >= 0 && days <= MAX_LEAD_TIME_DAYS;

/** POST /suppliers, and the Purchasing tab's Add supplier dialog checks with it: a name, an e-mail to send purchase orders to, and how many days an order takes to arrive. */
export const SupplierRequest = z.object({
  name: requiredText(SUPPLIER_NAME_MAX_LENGTH, () => stockMessages.supplierNameRequired),
  email: requiredEmail(() => staffMessages.emailRequired),
  // One refine rather than zod's int/minimum/maximum checks, whose code would otherwise join the zod chunk every route loads.
  leadTimeDays: z.number(leadTimeInvalid).check(z.refine(isLeadTime, leadTimeInvalid)),
});
export type SupplierRequest = z.infer<typeof SupplierRequest>;
