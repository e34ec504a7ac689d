import { z } from 'zod/mini';
import { OrderTracking } from './tracking';
import { MAX_LIST_PRODUCTS } from './staff-rules';
import { OrderStatus } from './enums';
import { DeliveryAddress } from './address';
import { ProductMapping } from './catalog';
import { checkoutMessages } from './checkout-rules';
import { id, optionalText, text } from './fields';
import { requestMessages } from './request-messages';
import { nextCursor, PageQuery } from './paging';
import { EMAIL_MAX_LENGTH, MAX_CHECKOUT_BOXES, PHONE_MAX_LENGTH, STUDENT_NAME_MAX_LENGTH } from './limits';
import { PROMOTION_CODE_MAX_LENGTH } from './promotion-code-rules';
import { Gift } from './sponsorship';
import { ItemChange } from './backorders';
import { OrderStep } from './order-steps';

/**
 * One box's money, in dollars: its list's price (`subtotal`), what the family already had of it
 * (`skipped`), its share of the code's `discount`, of the `shipping`, its late order's fee
 * (`lateFee`, only on a box that has one) and the sales `tax`, and its `total` = subtotal −
 * skipped − discount + shipping + lateFee + tax.
 */
export const OrderMoney = z.object({
  subtotal: z.number(),
  skipped: z.number(),
  discount: z.number(),
  shipping: z.number(),
  lateFee: z.optional(z.number()),
  tax: z.number(),
  total: z.number(),
});
export type OrderMoney = z.infer<typeof OrderMoney>;

/** An order as the API returns it (docs/product.md §3 Order), built from the order's snapshot. */
export const Order = z.object({
  id: z.string(),
  status: OrderStatus,
  createdAt: z.string(),
  userId: z.string(),
  supplyListId: z.string(),
  schoolId: z.string(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  /**
   * The checkout the order is a box of: the boxes paid together share it (My Orders groups
   * them); a checkout of one box (one paid alone, one recorded at the office) has its order's id.
   */
  checkoutId: z.nullable(z.string()),
  /**
   * The token of its checkout's signed link (the receipt links' kind, 7 days), which opens its page
   * and Pay now (`POST /orders/{checkoutId}/pay`): answered to whoever proved the order without an
   * account (the guest lookup, a receipt or e-mail link), never in a signed-in family's lists.
   */
  link: z.optional(z.string()),
  /**
   * The box's share of its checkout's money (dollars, as `CheckoutQuote` breaks a checkout down):
   * answered only for an order that stored it; `total` is what the box was charged.
   */
  money: z.optional(OrderMoney),
  /** What went back of its payment (dollars) and when the last of it did (ISO 8601); answered only when money went back. */
  refunded: z.optional(z.object({ amount: z.number(), at: z.string() })),
  user: z.object({ email: z.string(), phone: z.string(), fullAddress: z.string() }),
  supplyList: z.object({
    name: z.string(),
    totalPrice: z.number(),
    note: z.string(),
    school: z.object({ name: z.string() }),
    /** What went into the box. */
    productsMappings: z.array(ProductMapping),
    /** What the family already had, left out of the box and off its price; answered only when there is some. */
    skippedItems: z.optional(z.array(ProductMapping)),
  }),
  /** Items sent otherwise than ordered (a backorder's substitute or removal); answered only when there are some. */
  itemChanges: z.optional(z.array(ItemChange)),
  /** A box sent home: its carrier, number and the carrier's tracking page; answered once an administrator added it. */
  tracking: z.optional(OrderTracking),
  /** Its steps to the door, oldest first (order-steps.ts): My Orders lists them; answered only for an order that kept its history. */
  steps: z.optional(z.array(OrderStep)),
});
export type Order = z.infer<typeof Order>;

/** POST /orders/lookup (a guest's orders, newest first) and GET /orders/{id}/receipt (the orders just paid for). */
export const OrdersResponse = z.object({ orders: z.array(Order) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/** GET /orders/{id}/status: public, so nothing but the status. */
export const OrderStatusResponse = z.object({ id: z.string(), status: OrderStatus });
export type OrderStatusResponse = z.infer<typeof OrderStatusResponse>;

const checkoutFields = {
  studentFirstName: optionalText(STUDENT_NAME_MAX_LENGTH),
  studentLastName: optionalText(STUDENT_NAME_MAX_LENGTH),
  supplyListId: id,
  address: z.optional(DeliveryAddress),
  /** A promotion code or voucher the family typed, whatever its case; what it must be is checked where it is looked up (promotion-code-rules.ts). */
  promotionCode: z.optional(z.string().check(z.maxLength(PROMOTION_CODE_MAX_LENGTH))),
  /** A gift for the sponsorship pool of the school of one of the boxes, paid with them (sponsorship.ts). */
  gift: z.optional(Gift),
};

export const GuestCheckoutRequest = z.object({
  email: optionalText(EMAIL_MAX_LENGTH),
  phone: optionalText(PHONE_MAX_LENGTH),
  ...checkoutFields,
});
export type GuestCheckoutRequest = z.infer<typeof GuestCheckoutRequest>;

export const UserCheckoutRequest = z.object({ userId: id, ...checkoutFields });
export type UserCheckoutRequest = z.infer<typeof UserCheckoutRequest>;

const boxCount = { error: () => checkoutMessages.boxCount({ max: MAX_CHECKOUT_BOXES }) };

const boxes = z
  .array(
    z.object({
      supplyListId: id,
      studentFirstName: checkoutFields.studentFirstName,
      studentLastName: checkoutFields.studentLastName,
      /** The list's optional items the family already has: out of the box and off its price. */
      skippedProductIds: z.optional(z.array(id).check(z.maxLength(MAX_LIST_PRODUCTS))),
      /** The child's teacher, one of the school's of the list's grade (GET /schools/{id}/teachers); null or none: Not known yet. */
      teacherId: z.optional(z.nullable(id)),
    }),
  )
  .check(z.minLength(1, boxCount), z.maxLength(MAX_CHECKOUT_BOXES, boxCount));

/**
 * POST /orders/checkout: every child's box in one payment. A guest gives `email` and `phone`;
 * a signed-in parent gives its own `userId` instead. One address serves every box whose school
 * does not deliver to school.
 */
export const BoxesCheckoutRequest = z.object({
  email: z.optional(GuestCheckoutRequest.shape.email),
  phone: z.optional(GuestCheckoutRequest.shape.phone),
  userId: z.optional(id),
  boxes,
  address: checkoutFields.address,
  promotionCode: checkoutFields.promotionCode,
  gift: checkoutFields.gift,
});
export type BoxesCheckoutRequest = z.infer<typeof BoxesCheckoutRequest>;

/** POST /orders/checkout/quote: what POST /orders/checkout would charge for the same body. */
export const CheckoutQuoteRequest = BoxesCheckoutRequest;
export type CheckoutQuoteRequest = z.infer<typeof CheckoutQuoteRequest>;

/**
 * The money of a checkout, in dollars, as every screen, e-mail and export breaks it down: a box's
 * `OrderMoney` for the whole checkout (`subtotal` and `skipped` its boxes' added up), each box at
 * its list's price and what the family already has of it, and the family's `gift` for a school's
 * sponsorship pool (0 when none: no code takes it, no tax or shipping is on it). `total` = subtotal
 * − skipped − discount + shipping + tax + gift, the payment page's amount; `tax` is null while a
 * box goes home to an address not given yet, and `total` is then before tax.
 */
export const CheckoutQuote = z.extend(OrderMoney, {
  tax: z.nullable(z.number()),
  boxes: z.array(z.object({ supplyListId: z.string(), subtotal: z.number(), skipped: z.number() })),
  gift: z.number(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuote>;

export const CheckoutQuoteResponse = z.object({ quote: CheckoutQuote });
export type CheckoutQuoteResponse = z.infer<typeof CheckoutQuoteResponse>;

export const CheckoutResponse = z.object({
  success: z.boolean(),
  checkoutUrl: z.optional(z.string()),
  error: z.optional(z.string()),
  requiresLogin: z.optional(z.boolean()),
  /** POST /orders/checkout: the order of each box, in the order of the boxes. */
  orderIds: z.optional(z.array(z.string())),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/**
 * A refused checkout: the error, and `success: false` where the checkout's own rules refused it
 * (a parse or sign-in failure has `error` alone); `requiresLogin` when the e-mail belongs to an
 * account that must sign in instead.
 */
export const CheckoutFailure = z.object({ error: z.string(), success: z.optional(z.literal(false)), requiresLogin: z.optional(z.literal(true)) });
export type CheckoutFailure = z.infer<typeof CheckoutFailure>;

/**
 * POST /orders/checkout/guest, /checkout/user and POST /orders: a client's own key for one
 * submission, the same key again meaning the same order. Node lower-cases header names.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, { error: () => requestMessages.idempotencyKey }))),
});

export const OrderLookupRequest = z.object({ email: optionalText(EMAIL_MAX_LENGTH), phone: optionalText(PHONE_MAX_LENGTH) });

/** GET /orders/{id}/receipt: the token the payment page's return address carries (checked by its signature). */
export const ReceiptQuery = z.object({ token: z._default(z.string().check(z.maxLength(200)), '') });

/** POST /orders/{id}/pay (Pay now): the order's signed link, the token of its receipt links; its owner signed in needs none. */
export const PayNowRequest = z.object({ token: z.optional(z.string().check(z.maxLength(200))) });
export type PayNowRequest = z.infer<typeof PayNowRequest>;

/** Where Pay now goes: the checkout's own payment page while it is open, else a new one for the same boxes. */
export const PayNowResponse = z.object({ checkoutUrl: z.string() });
export type PayNowResponse = z.infer<typeof PayNowResponse>;

/** GET /orders/{id}/checkout-cancelled, Stripe's cancel URL: the token that proves the link is ours (checked by its signature). */
export const CheckoutCancelledQuery = z.object({ token: z._default(z.string().check(z.maxLength(200)), '') });

const ordersFilter = {
  userId: z.optional(id),
  supplyListId: z.optional(id),
  schoolId: z.optional(id),
  status: z.optional(OrderStatus),
  /**
   * What an order is found by (order-search.ts): its order number (the last 8 characters of its
   * id, as the spec shows it), its e-mail, its phone's digits or its student's name, whole or the
   * start of one; as long as an e-mail may be.
   */
  search: z.optional(text(EMAIL_MAX_LENGTH).check(z.minLength(1))),
  /** Orders placed at or after this instant (ISO 8601): the Overview's "Today's Orders" is since the browser's midnight. */
  since: z.optional(z.iso.datetime({ offset: true })),
};
export type OrdersFilter = { userId?: string; supplyListId?: string; schoolId?: string; status?: OrderStatus; search?: string; since?: string };

const oneScopeAtATime = z.refine<Omit<OrdersFilter, 'status' | 'search' | 'since'>>((q) => [q.userId, q.supplyListId, q.schoolId].filter(Boolean).length <= 1, {
  error: () => requestMessages.oneScope,
});

/** GET /orders (docs/product.md §7): at most one of userId, supplyListId, schoolId, plus a status; paged. */
export const OrdersQuery = z.extend(PageQuery, ordersFilter).check(oneScopeAtATime);
export type OrdersQuery = z.infer<typeof OrdersQuery>;

/** GET /orders/export: the filters of GET /orders, without paging (the export reads every page itself). */
export const OrdersExportQuery = z.object(ordersFilter).check(oneScopeAtATime);
export type OrdersExportQuery = z.infer<typeof OrdersExportQuery>;

/**
 * A page of orders, newest first; `nextCursor` is null on the last page. GET /orders answers
 * `total`, how many orders its filters match, with the first page (the request without a cursor).
 */
export const OrdersPage = z.object({ orders: z.array(Order), nextCursor, total: z.optional(z.number()) });
export type OrdersPage = z.infer<typeof OrdersPage>;
