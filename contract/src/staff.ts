import { z } from 'zod/mini';
import { SupplyList } from './catalog';
import { OrderStatus, ProductType } from './enums';
import { timeZoneName } from './calendar-fields';
import { id, requiredText, text } from './fields';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, STUDENT_NAME_MAX_LENGTH } from './limits';
import { DeliveryAddress } from './address';
import { Order } from './orders';
import { PROMOTION_CODE_MAX_LENGTH } from './promotion-code-rules';
import { PageQuery } from './paging';
import {
  DEFAULT_TAX_CODE,
  DESCRIPTION_MAX_LENGTH,
  isDollarAmount,
  isTaxCode,
  MAX_LIST_PRODUCTS,
  MAX_QUANTITY,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REVIEW_NOTE_MAX_LENGTH,
  staffMessages,
} from './staff-rules';
import { MAX_STOCK_COUNT, SKU_MAX_LENGTH, stockMessages } from './stock-rules';

// The payloads of the staff half (docs/product.md §2 School dashboard and Admin dashboard, §7): supply
// lists, products, schools and their representatives, order management and statistics.

/** Dollars as the API speaks them (docs/product.md §3): at least 0, at most two decimals, under a million. */
export const dollars = z.number().check(z.refine(isDollarAmount, { error: () => staffMessages.priceInvalid }));

const taxCodeInvalid = { error: () => staffMessages.taxCodeInvalid };
/** A Stripe product tax code, `txcd_` and 8 digits; anything else (another type too) is refused with the one message. */
export const taxCode = z.string(taxCodeInvalid).check(z.trim(), z.refine(isTaxCode, taxCodeInvalid));

const quantityInvalid = { error: () => staffMessages.quantityInvalid };
export const quantity = z.number().check(z.int(quantityInvalid), z.minimum(1, quantityInvalid), z.maximum(MAX_QUANTITY));

// ---------------------------------------------------------------- supply lists

/** POST /supply-lists. An absent or null `totalPrice` means "auto-calculate from products" (docs/product.md §5). */
export const CreateSupplyListRequest = z.object({
  schoolId: id,
  name: requiredText(NAME_MAX_LENGTH, () => staffMessages.listNameRequired),
  totalPrice: z.optional(z.nullable(dollars)),
});
export type CreateSupplyListRequest = z.infer<typeof CreateSupplyListRequest>;

/** PUT /supply-lists/{id}: only what is sent changes. A price on a published list is refused (409) from this call. */
export const UpdateSupplyListRequest = z.object({
  name: z.optional(requiredText(NAME_MAX_LENGTH, () => staffMessages.listNameRequired)),
  totalPrice: z.optional(z.nullable(dollars)),
  note: z.optional(text(NOTE_MAX_LENGTH)),
});
export type UpdateSupplyListRequest = z.infer<typeof UpdateSupplyListRequest>;

/** A product of a list's selection; `optional: true` lets a family leave it out (Individual products only). */
export const ProductQuantity = z.object({ productId: id, quantity, optional: z.optional(z.boolean()) });
export type ProductQuantity = z.infer<typeof ProductQuantity>;

/** POST /supply-lists/{id}/products: the list's whole selection, each product once. */
export const SaveListProductsRequest = z.object({
  productMappings: z.array(ProductQuantity).check(
    z.maxLength(MAX_LIST_PRODUCTS),
    z.refine((items) => new Set(items.map((i) => i.productId)).size === items.length, { error: () => staffMessages.duplicateProduct }),
  ),
});
export type SaveListProductsRequest = z.infer<typeof SaveListProductsRequest>;

/** DELETE /supply-lists/{id}/products. */
export const RemoveListProductsRequest = z.object({ productIds: z.array(id).check(z.minLength(1), z.maxLength(MAX_LIST_PRODUCTS)) });
export type RemoveListProductsRequest = z.infer<typeof RemoveListProductsRequest>;

/** What POST /supply-lists, PUT /supply-lists/{id} and the product calls answer: the list as it now is, counters included. */
export const SupplyListResponse = z.object({ supplyList: SupplyList });
export type SupplyListResponse = z.infer<typeof SupplyListResponse>;

/** PUT /supply-lists/{id}/price: the administrator's own price call, allowed on a published list. */
export const SetListPriceRequest = z.object({ totalPrice: dollars });

/** POST /supply-lists/{id}/send-back: the note the representative reads beside the draft. */
export const SendBackListRequest = z.object({ note: requiredText(REVIEW_NOTE_MAX_LENGTH, () => staffMessages.reviewNoteRequired) });
export type SendBackListRequest = z.infer<typeof SendBackListRequest>;
export type SetListPriceRequest = z.infer<typeof SetListPriceRequest>;

// ---------------------------------------------------------------- products

const costInvalid = { error: () => stockMessages.costInvalid };
const countInvalid = { error: () => stockMessages.countInvalid };
const packSizeInvalid = { error: () => stockMessages.packSizeInvalid };
/** A count of units typed in by an administrator: never negative (stock may go below zero only by packing). */
const stockCount = z.number(countInvalid).check(z.int(countInvalid), z.minimum(0, countInvalid), z.maximum(MAX_STOCK_COUNT, countInvalid));

/**
 * POST /products and PUT /products/{id} (docs/product.md §5: name required; empty price or description
 * left out). A tax code left out is the general one, as every product had before tax codes.
 */
export const ProductRequest = z.object({
  name: requiredText(NAME_MAX_LENGTH, () => staffMessages.productNameRequired),
  description: z.optional(text(DESCRIPTION_MAX_LENGTH)),
  price: z.optional(z.nullable(dollars)),
  productType: z._default(ProductType, 'INDIVIDUAL'),
  taxCode: z._default(taxCode, DEFAULT_TAX_CODE),
  // What the vendor keeps of it (docs/decisions.md §26): each may be left out (or null), meaning none.
  sku: z.optional(z.nullable(text(SKU_MAX_LENGTH))),
  supplierId: z.optional(z.nullable(id)),
  cost: z.optional(z.nullable(z.number().check(z.refine(isDollarAmount, costInvalid)))),
  packSize: z.optional(
    z.nullable(z.number(packSizeInvalid).check(z.int(packSizeInvalid), z.minimum(1, packSizeInvalid), z.maximum(MAX_STOCK_COUNT, packSizeInvalid))),
  ),
  stockOnHand: z.optional(z.nullable(stockCount)),
  reorderPoint: z.optional(z.nullable(stockCount)),
});
export type ProductRequest = z.infer<typeof ProductRequest>;

// ---------------------------------------------------------------- schools
// CreateSchoolRequest, UpdateSchoolRequest: in forms/school.ts; InviteRepresentativeRequest: in
// forms/staff.ts.

export const RepresentativeParams = z.object({ id, userId: id });

export const InvitationParams = z.object({ id, invitationId: id });

// ---------------------------------------------------------------- orders

/** PUT /orders/{id}/status: any status, as the spec says (the admin's dropdown). */
export const SetOrderStatusRequest = z.object({ status: OrderStatus });
export type SetOrderStatusRequest = z.infer<typeof SetOrderStatusRequest>;

/**
 * POST /orders: an administrator records an order for a school, for example one paid at
 * the office. The buyer is found (or recorded as a guest) by e-mail, as guest checkout does.
 */
export const RecordOrderRequest = z.object({
  supplyListId: id,
  email: requiredText(EMAIL_MAX_LENGTH, () => staffMessages.emailRequired),
  phone: requiredText(PHONE_MAX_LENGTH, () => staffMessages.phoneRequired),
  studentFirstName: requiredText(STUDENT_NAME_MAX_LENGTH, () => staffMessages.studentFirstNameRequired),
  studentLastName: requiredText(STUDENT_NAME_MAX_LENGTH, () => staffMessages.studentLastNameRequired),
  address: z.optional(DeliveryAddress),
  /** Paid at the office (the default), or still to be paid. */
  status: z._default(z.enum(['PAYMENT_SUCCESS', 'AWAITING_PAYMENT']), 'PAYMENT_SUCCESS'),
  /** A promotion code or voucher the family handed in, whatever its case, as a checkout takes it. */
  promotionCode: z.optional(z.string().check(z.maxLength(PROMOTION_CODE_MAX_LENGTH))),
});
export type RecordOrderRequest = z.infer<typeof RecordOrderRequest>;

/** GET /orders/school/{id} and GET /orders/supply-list/{id}: a page of one school's or one list's orders, of one status if asked. */
export const ScopedOrdersQuery = z.extend(PageQuery, { status: z.optional(OrderStatus) });
export type ScopedOrdersQuery = z.infer<typeof ScopedOrdersQuery>;

/** The number of orders in each status (docs/product.md §3 Order statistics). */
export const OrderStats = z.object({
  total: z.number(),
  byStatus: z.record(OrderStatus, z.number()),
  recent: z.object({ today: z.number() }),
});
export type OrderStats = z.infer<typeof OrderStats>;

/** A time zone for "today": the browser's own (IANA name); UTC when absent. */
const timeZone = z.optional(timeZoneName);

/** GET /orders/stats/overview: all orders, or one school's, or one list's. */
export const OrderStatsQuery = z.object({ schoolId: z.optional(id), supplyListId: z.optional(id), timeZone });
export type OrderStatsQuery = z.infer<typeof OrderStatsQuery>;

export const StatsTimeZoneQuery = z.object({ timeZone });

/**
 * The statistics response. `counts` (schools, lists, products: the admin Overview's other
 * tiles) comes with an administrator's unfiltered overview only.
 */
export const OrderStatsResponse = z.object({
  stats: z.extend(OrderStats, {
    counts: z.optional(z.object({ schools: z.number(), supplyLists: z.number(), products: z.number() })),
  }),
});
export type OrderStatsResponse = z.infer<typeof OrderStatsResponse>;

/** GET /schools/{id}/stats: the school's order statistics and its counters. */
export const SchoolStatsResponse = z.object({
  stats: z.extend(OrderStats, { supplyListCount: z.number(), publishedListCount: z.number(), userCount: z.number() }),
});
export type SchoolStatsResponse = z.infer<typeof SchoolStatsResponse>;

// ---------------------------------------------------------------- administration

/** A school's representative as GET/POST /schools/{id}/representatives answer it: nothing but who it is. */
export const Representative = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() });
export type Representative = z.infer<typeof Representative>;

export const RepresentativesResponse = z.object({ representatives: z.array(Representative) });
export type RepresentativesResponse = z.infer<typeof RepresentativesResponse>;

/** An address invited to represent the school, waiting for its owner to follow the e-mailed link (ISO 8601 instants). */
export const Invitation = z.object({ id: z.string(), email: z.string(), invitedAt: z.string(), expiresAt: z.string() });
export type Invitation = z.infer<typeof Invitation>;

/** What GET, POST and DELETE /schools/{id}/invitations answer: the school's pending invitations, newest first. */
export const InvitationsResponse = z.object({ invitations: z.array(Invitation) });
export type InvitationsResponse = z.infer<typeof InvitationsResponse>;

/** What a cancellation refunded through the payment provider (null when nothing had been paid by card). */
export const RefundSummary = z.object({ amount: z.number(), status: z.string() });
export type RefundSummary = z.infer<typeof RefundSummary>;

/** DELETE /orders/{id} (and PUT /orders/{id}/status to CANCELLED): the cancelled order and its refund. */
export const CancelOrderResponse = z.object({ order: Order, refund: z.nullable(RefundSummary) });
export type CancelOrderResponse = z.infer<typeof CancelOrderResponse>;

/** GET /orders/{id}, PUT /orders/{id}/status, POST /orders. */
export const OrderResponse = z.object({ order: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;

/**
 * PUT /orders/{id}/status: the order; a move to CANCELLED is the cancellation, and tells its refund too.
 * `stockWarning`: the packer's warning when the move took products below zero ("2 short: Glue sticks, Crayons 24").
 */
export const SetOrderStatusResponse = z.extend(OrderResponse, { refund: z.optional(CancelOrderResponse.shape.refund), stockWarning: z.optional(z.string()) });
export type SetOrderStatusResponse = z.infer<typeof SetOrderStatusResponse>;
