import { z } from 'zod/mini';
import { calendarDate, DEFAULT_TAX_CODE, isUsStateCode, isZipCode, orderingWindowProblem, ProductType, timeZoneName, type SchoolAddress } from '@ssb/contract';
import type { Invariant } from './converter';
import { ShareRuleDoc } from './ledger';
import { cents, counter, timestamp } from './fields';
import { ProductBackorderDoc } from './backorders';

/** A school's address as stored: a US state's code and a 5-digit ZIP code, line 2 only when there is one. */
const SchoolAddressDoc = z.object({
  line1: z.string().check(z.minLength(1)),
  line2: z.optional(z.string().check(z.minLength(1))),
  city: z.string().check(z.minLength(1)),
  state: z.custom<SchoolAddress['state']>((value) => typeof value === 'string' && isUsStateCode(value)),
  zipCode: z.string().check(z.refine(isZipCode)),
});

/** A schools document. Counters move in the same write as the change that moves them. */
export const SchoolDoc = z.object({
  name: z.string(),
  /**
   * Where it is (docs/decisions.md §24); a school stored before schools had addresses reads as
   * none until `npm run migrate:school-addresses` reads its `fullAddress`.
   */
  address: z._default(z.nullable(SchoolAddressDoc), null),
  /** Written with `address`, made from it (schoolFullAddress); a school without one keeps the line it had. */
  fullAddress: z.string(),
  note: z.string(),
  deliverToSchool: z.boolean(),
  /** The ordering window's days (docs/decisions.md §8), both inclusive, in `timeZone`; none: it sells all year. */
  orderingOpensOn: z._default(z.nullable(calendarDate), null),
  orderingClosesOn: z._default(z.nullable(calendarDate), null),
  /** Its IANA time zone, by canonical name. */
  timeZone: z._default(z.nullable(timeZoneName), null),
  /** The keys the shop's search finds it by (the contract's schoolSearchTerms of its name and address). */
  searchTerms: z._default(z.array(z.string()), []),
  /** Its late orders after its window (docs/decisions.md §28): the fee on each box; null (or missing): none. */
  lateOrders: z.optional(z.nullable(z.object({ feeCents: cents, homeDeliveryOnly: z.boolean() }))),
  /** What each of its paid boxes earns it (docs/decisions.md §25); none when missing or null. */
  fundraisingShare: z.optional(z.nullable(ShareRuleDoc)),
  /** The day its boxes arrive by (docs/decisions.md §27); none when missing or null. */
  deliveryDate: z.optional(z.nullable(calendarDate)),
  /** Who receives its boxes at the door; none when missing or null. */
  deliveryContact: z.optional(z.nullable(z.object({ name: z.string(), phone: z.string() }))),
  deliveryInstructions: z.optional(z.string()),
  /**
   * How often its date moved to a new one, and whether the families of its boxes all heard of the
   * latest: each move's e-mails are named by it, so each box hears of each move once; a move with
   * too many boxes for its own transaction is told after it, and the mail jobs finish one left
   * unfinished. Missing: none moved yet, nothing to tell.
   */
  deliveryDateMoves: z.optional(counter),
  deliveryDateTold: z.optional(z.boolean()),
  supplyListCount: counter,
  publishedListCount: counter,
  userCount: counter,
  /** Its teachers (docs/decisions.md §28), at most MAX_TEACHERS; schools stored before have none. */
  teacherCount: z.optional(counter),
  createdAt: timestamp,
});
export type SchoolDoc = z.infer<typeof SchoolDoc>;

/** A stored window keeps the rule the API holds its requests to. */
export const schoolInvariant: Invariant<SchoolDoc> = orderingWindowProblem;

/** A products document; `supplyListCount` moves with list edits. */
export const ProductDoc = z.object({
  name: z.string(),
  /** Lower-cased name for prefix search. */
  nameKey: z.string(),
  description: z.string(),
  priceCents: z.nullable(cents),
  productType: ProductType,
  /** Its Stripe product tax code; a product stored before tax codes reads as the general one (no migration). */
  taxCode: z._default(z.string().check(z.regex(/^txcd_\d{8}$/)), DEFAULT_TAX_CODE),
  supplyListCount: counter,
  /**
   * Its photo in Cloud Storage, under `products/{id}/photos/{version}/`: the original and a square
   * WebP per size. The version (a hash of the original) is in every address, so each is cached for good.
   */
  photo: z.optional(z.object({ version: z.string(), originalType: z.string() })),
  /**
   * What the vendor keeps of it (docs/decisions.md §26), each stored only when set. A product
   * without `stockOnHand` is not tracked; packing may take it below zero (a shortfall).
   */
  sku: z.optional(z.string()),
  supplierId: z.optional(z.string()),
  costCents: z.optional(cents),
  packSize: z.optional(z.number().check(z.int(), z.minimum(1))),
  stockOnHand: z.optional(z.number().check(z.int())),
  reorderPoint: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** Its latest backorder, while it has one (docs/decisions.md §26). */
  backorder: z.optional(ProductBackorderDoc),
  /** Units ordered from the supplier and not yet received (purchase orders move it); absent: none. */
  onOrder: z.optional(z.number().check(z.int(), z.minimum(0))),
  createdAt: timestamp,
});
export type ProductDoc = z.infer<typeof ProductDoc>;

export const ProductMappingDoc = z.object({
  productId: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  /** Stored only when true: a family may leave it out of its box (an Individual product's). */
  optional: z.optional(z.literal(true)),
});
export type ProductMappingDoc = z.infer<typeof ProductMappingDoc>;

/** A supplyLists document, with its product mappings embedded. */
export const SupplyListDoc = z.object({
  schoolId: z.string(),
  name: z.string(),
  nameKey: z.string(),
  /** Null means "auto-calculate from products". */
  totalPriceCents: z.nullable(cents),
  note: z.string(),
  published: z.boolean(),
  items: z.array(ProductMappingDoc),
  /**
   * The product ids of `items`, written with them (see `listItemsWrite`): a product's price
   * change finds the drafts that use it with one array-contains query.
   */
  productIds: z._default(z.array(z.string()), []),
  orderCount: counter,
  /** A representative submitted the draft for review; publishing (or unpublishing) ends the wait. */
  awaitingReview: z._default(z.boolean(), false),
  /** Who submitted it for review, and when: publishing it tells them, once per submission. Lists submitted before this was kept have none. */
  reviewRequest: z.optional(z.object({ uid: z.string(), email: z.string(), at: timestamp })),
  /** An administrator's note that sent it back from review; submitting it again removes it. */
  reviewNote: z.optional(z.object({ text: z.string(), at: timestamp })),
  /**
   * The school's representative who verified it, and when: the shop shows "Verified by {school}".
   * Every write of its items clears it (`listItemsWrite`), so it always names the items verified.
   */
  approval: z._default(z.nullable(z.object({ by: z.string(), at: timestamp })), null),
  /** The school year it belongs to (docs/decisions.md §28); absent before the first was started: the default year. */
  yearId: z.optional(z.string()),
  /** Stored only when true: a past year's list, out of the shop and the staff's current lists. */
  archived: z.optional(z.literal(true)),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SupplyListDoc = z.infer<typeof SupplyListDoc>;

/**
 * The fields a write of a list's items sets: the items and the product ids they name, always
 * together, and no approval: the school verified the items it saw, not these.
 */
export function listItemsWrite(items: ProductMappingDoc[]): Pick<SupplyListDoc, 'items' | 'productIds' | 'approval'> {
  return { items, productIds: [...new Set(items.map((item) => item.productId))], approval: null };
}
