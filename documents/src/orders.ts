import { z } from 'zod/mini';
import { OrderShareDoc } from './ledger';
import { DEFAULT_LOCALE, LOCALES, OrderStatus, type MoneyParts, type OrderActorKind } from '@ssb/contract';
import { cents, timestamp } from './fields';
import { FamilyNewsKind } from './mail';
import { ItemChangeDoc } from './backorders';

const OrderItem = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: cents,
  quantity: z.number().check(z.int(), z.minimum(1)),
});

/** What the customer bought, copied at checkout so later list edits never change a past order. */
export const OrderSnapshot = z.object({
  listName: z.string(),
  schoolName: z.string(),
  note: z.string(),
  /** What goes into the box: everything the fulfilment reads (pick list, packing slips) counts. */
  items: z.array(OrderItem),
  /** What the family already had ("Already have it"): out of the box and off `totalCents`. Older orders have none. */
  skippedItems: z._default(z.array(OrderItem), []),
  totalCents: cents,
});
export type OrderSnapshot = z.infer<typeof OrderSnapshot>;

/**
 * What changed an order: its creation, an event of the order lifecycle (contract's
 * order-lifecycle.ts), or news of its delivery (`shipped`, `atSchool`, `trackingAdded`), which
 * moves no status: its `from` and `to` are both the status it had.
 */
export const orderChangeEvents = [
  'placed',
  'paid',
  'paymentFailed',
  'refundedInFull',
  'cancel',
  'set',
  'bulkMove',
  'handOver',
  'undoHandOver',
  'payAgain',
  'shipped',
  'atSchool',
  'trackingAdded',
] as const;
export const OrderChangeEvent = z.enum(orderChangeEvents);
export type OrderChangeEvent = z.infer<typeof OrderChangeEvent>;

/** Who made a change that no person's account made: a Stripe event, the family without an account (a guest; the payment page's Cancel), the product itself. */
export const ACTORS = { stripe: 'stripe', family: 'family', system: 'system' } as const satisfies { [K in OrderActorKind]: K };

/**
 * One change of an order, as its timeline shows it: what happened, when, from which status to
 * which (the same two for a pick-up recorded beside a Completed status), and who made it (the
 * uid of the person, or one of `ACTORS`).
 */
export const OrderChange = z.object({
  at: timestamp,
  event: OrderChangeEvent,
  from: z.nullable(OrderStatus),
  to: OrderStatus,
  by: z.string(),
});
export type OrderChange = z.infer<typeof OrderChange>;

/**
 * The most changes an order keeps: far more than an order lives through (placed, paid, packed,
 * completed, picked up, a correction or two). Past it the oldest after the first are dropped,
 * so the document stays small however often an administrator toggles a status.
 */
export const MAX_ORDER_CHANGES = 100;

/** `history` with `change` appended, kept within MAX_ORDER_CHANGES: the first (its placing) and the latest stay. */
export function withChange(history: readonly OrderChange[], change: OrderChange): OrderChange[] {
  const next = [...history, change];
  return next.length <= MAX_ORDER_CHANGES ? next : [next[0]!, ...next.slice(next.length - MAX_ORDER_CHANGES + 1)];
}

/**
 * A box's share of its checkout's money (docs/decisions.md §24), in cents: at its list's price,
 * what the family already had of it, its share of the code's discount, the shipping it carries
 * (the checkout's, on its first box going home, and on the next one going home when that box is
 * cancelled) and its sales tax, of which `shippingTaxCents` is the shipping's. Null on orders
 * placed before.
 */
export const BoxMoneyDoc = z.object({
  subtotalCents: cents,
  skippedCents: cents,
  discountCents: cents,
  shippingCents: cents,
  /** A late order's fee (docs/decisions.md §28), taxed as shipping is; absent: none. */
  lateFeeCents: z.optional(cents),
  taxCents: cents,
  /** Of `taxCents`, the shipping's tax: it goes with the shipping. Orders stored before it was kept have none. */
  shippingTaxCents: z.optional(cents),
  /**
   * Each product's line as Stripe Tax was told it (its share of the items after skips, of the
   * discount, and its tax): what removing it refunds. Orders stored before they were kept have none.
   */
  lines: z.optional(z.array(z.object({ productId: z.string(), amountCents: cents, discountCents: cents, taxCents: cents }))),
});
export type BoxMoneyDoc = z.infer<typeof BoxMoneyDoc>;

/** How an order was paid when it was not by card on its session: a voucher paying everything. */
export const PaidWith = z.enum(['voucher', 'sponsorship']);

export const OrderDoc = z.object({
  status: OrderStatus,
  userId: z.string(),
  /** Lower-cased contact e-mail: guest lookup and account linking search on it. */
  emailKey: z.string(),
  /** The contact phone's digits: guest lookup matches e-mail and phone. */
  phoneKey: z.string(),
  supplyListId: z.string(),
  schoolId: z.string(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  contact: z.object({ email: z.string(), phone: z.string(), fullAddress: z.string() }),
  delivery: z.object({ toSchool: z.boolean(), line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  snapshot: OrderSnapshot,
  placedAsGuest: z.boolean(),
  checkoutSessionId: z.nullable(z.string()),
  /** The payment page, kept so a repeated request (same Idempotency-Key) is sent back to it. */
  checkoutUrl: z._default(z.nullable(z.string()), null),
  /** What the request that placed this order asked for; a reused Idempotency-Key must ask the same. */
  requestFingerprint: z._default(z.nullable(z.string()), null),
  /**
   * The keys All Orders' search finds it by (its student's name, e-mail, phone and order
   * number: contract's order-search.ts), set when the order is created. Orders stored before
   * them have none until `npm run migrate:order-search` runs.
   */
  searchTerms: z._default(z.array(z.string()), []),
  /** The Stripe PaymentIntent that paid it, once the payment is known: a refund names it. */
  paymentIntentId: z._default(z.nullable(z.string()), null),
  /**
   * The checkout this order is a box of (`checkouts/{id}`): every order is born from one, of 1 to
   * 10 boxes, whatever door it came through; a checkout is named by its first box's id. Orders
   * stored before have none until `npm run migrate:checkouts` writes theirs, and read meanwhile
   * as what it writes: their own id (`orderDefaultsFromId`).
   */
  checkoutId: z.string(),
  /**
   * When it last became paid (a move into a paid status from one that is not, or recorded paid
   * at the office): the staff's daily digest finds a school's new paid orders by it. Null while
   * unpaid, and on orders paid before it was kept.
   */
  paidAt: z._default(z.nullable(timestamp), null),
  /**
   * Set while the order is Completed by the handover checklist's tick: when, by whom, and the
   * status it had, which an Undo that day puts back. Every other move of the status clears it.
   */
  handedOver: z._default(z.nullable(z.object({ at: timestamp, by: z.string(), from: OrderStatus })), null),
  /**
   * The news the family was e-mailed about this order, each kind once: written with the move
   * that announces it, so a move undone and made again (a handover tick taken back, a status
   * set back and forth) tells the family nothing twice. Older orders have none.
   */
  announced: z._default(z.array(FamilyNewsKind), []),
  /**
   * The units packing took out of tracked products' `stockOnHand`, by product id (docs/decisions.md
   * §26): written by the move into a packed status, and exactly these go back (and the field away)
   * when the box leaves the packed statuses, so a box never takes twice and gives back only what it
   * took, whatever its products became since. Absent on a box that took nothing.
   */
  stockTaken: z.optional(z.record(z.string(), z.number().check(z.int(), z.minimum(1)))),
  /**
   * What went back of its payment, in total, and when the last of it did: written with each refund
   * record that changes its amount (`refunds/{orderId}`), so every order answer, the browser's live
   * lists among them, says so. Null while nothing went back; orders refunded before it was kept
   * have none until `npm run migrate:refunds`.
   */
  refunded: z._default(z.nullable(z.object({ amountCents: cents, at: timestamp })), null),
  /**
   * Every change of the order, oldest first (`withChange`): written in the same write as the
   * change, so the order's timeline is read, not worked out. Kept on the order rather than in a
   * subcollection: the order page reads one document, and a bulk move of 250 orders stays 250
   * writes, not 500, within a transaction's limit. Older orders have none before this was kept.
   */
  history: z._default(z.array(OrderChange), []),
  /** A box sent home: the carrier and number an administrator added (docs/decisions.md §27); none until then. */
  tracking: z.optional(z.object({ carrier: z.string(), trackingNumber: z.string(), at: timestamp })),
  /** The language the family ordered in (its checkout request's): its payment page and e-mails speak it. Older orders are English. */
  locale: z._default(z.enum(LOCALES), DEFAULT_LOCALE),
  /** Its share of the checkout's money; null on orders placed before it was kept, and on the office's. */
  money: z._default(z.nullable(BoxMoneyDoc), null),
  /** `voucher`: a checkout whose total was zero, paid at once with no payment page; `sponsorship`: a box a school gave from its sponsorship pool. */
  paidWith: z._default(z.nullable(PaidWith), null),
  /** What it earned its school when it was paid, and what refunds reversed of that (docs/decisions.md §25); none until then. */
  schoolShare: z.optional(z.nullable(OrderShareDoc)),
  /**
   * What its box was sent otherwise than ordered (backorders, docs/decisions.md §26): each item
   * substituted or removed, as ordered, while `snapshot.items` holds what is packed.
   */
  itemChanges: z._default(z.array(ItemChangeDoc), []),
  /**
   * The shipment to its school that carries the box (docs/decisions.md §27), set in the
   * transaction that creates the shipment, which refuses a box that has one: a box is in one
   * shipment at most. Null until then; orders stored before it was kept have none stored, and a
   * school's shipment finds only the boxes that store the null.
   */
  shipmentId: z._default(z.nullable(z.string()), null),
  /**
   * The child's teacher (docs/decisions.md §28), a teacher of its school: picked by the family
   * in the order step or assigned by staff; null while not known. The name is copied so the
   * pick list, packing slips, labels and a shipment's manifest group boxes without a read.
   * Orders placed before teachers have neither.
   */
  teacherId: z.optional(z.nullable(z.string())),
  teacherName: z.optional(z.nullable(z.string())),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OrderDoc = z.infer<typeof OrderDoc>;

/**
 * What a box paid of its checkout's payment, in cents: its items less its share of the code's
 * discount, plus the shipping it carries, its late order's fee and its sales tax; an order placed
 * before its money was kept (or recorded at the office) paid its items. What a cancellation refunds of it.
 */
export function paidCentsOf(order: Pick<OrderDoc, 'money' | 'snapshot'>): number {
  const { money } = order;
  return money
    ? money.subtotalCents - money.skippedCents - money.discountCents + money.shippingCents + (money.lateFeeCents ?? 0) + money.taxCents
    : order.snapshot.totalCents;
}

/**
 * What a box paid by part (`paidCentsOf` is their total): an order without its money paid its
 * items. A late order's fee is a delivery charge, counted (and refunded) with the shipping.
 */
export function paidPartsOf(order: Pick<OrderDoc, 'money' | 'snapshot'>): MoneyParts {
  const { money } = order;
  if (!money) return { itemsCents: order.snapshot.totalCents, discountCents: 0, shippingCents: 0, taxCents: 0 };
  return {
    itemsCents: money.subtotalCents - money.skippedCents,
    discountCents: money.discountCents,
    shippingCents: money.shippingCents + (money.lateFeeCents ?? 0),
    taxCents: money.taxCents,
  };
}

/** An order stored before every order had a checkout is the first box of a checkout of its own. */
export const orderDefaultsFromId = (orderId: string): Partial<OrderDoc> => ({ checkoutId: orderId });

/** Whether an order's stored data is from before every order had a checkout (`npm run migrate:checkouts` gives it one). */
export const storedBeforeCheckouts = (stored: Record<string, unknown>): boolean => stored.checkoutId === undefined || stored.checkoutId === null;

/** The currency every checkout is stored and its Checkout Session opened in; a payment in another one is not the checkout's. */
export const CHECKOUT_CURRENCY = 'usd';

/** One refund of a checkout's payment, as its boxes share it: order id → cents. */
export const CheckoutRefund = z.object({ refundId: z.string(), parts: z.record(z.string(), cents) });
export type CheckoutRefund = z.infer<typeof CheckoutRefund>;

/**
 * One checkout of 1 to 10 boxes (docs/decisions.md §23), each box an order: what the webhook
 * checks a payment against (the session, the sum of the boxes, the currency) and the boxes it
 * pays. Its id is the boxes' `checkoutId`, its first box's id.
 */
export const CheckoutDoc = z.object({
  /** The Checkout Session that pays every box; null for the office's, which opens none. */
  sessionId: z.nullable(z.string()),
  checkoutUrl: z.nullable(z.string()),
  orderIds: z.array(z.string()).check(z.minLength(1)),
  amountCents: cents,
  currency: z.string(),
  /** What the request asked for; a reused Idempotency-Key must ask the same. Null on orders stored before it was kept. */
  requestFingerprint: z.nullable(z.string()),
  /**
   * The payment's refunds told apart by box so far, each once, by its Stripe id, with the cents
   * each box got of it (contract's refund-allocation.ts); a box's refund record holds its total.
   */
  refunds: z._default(z.array(CheckoutRefund), []),
  /**
   * The sessions Pay now replaced, each expired before it was: their late `expired` events are
   * news of nothing (no alert), and a payment on one, which Stripe cannot take, would still be foreign.
   */
  replacedSessionIds: z._default(z.array(z.string()), []),
  /**
   * Its money as quoted and charged (docs/decisions.md §24), in cents; `amountCents` is its total.
   * One Stripe Tax calculation per address its boxes go to, the transactions recorded from them
   * once paid, and the code that applied. Null on checkouts placed before, and on the office's.
   */
  money: z._default(
    z.nullable(
      z.object({
        subtotalCents: cents,
        skippedCents: cents,
        discountCents: cents,
        shippingCents: cents,
        /** Its boxes' late order fees added up. */
        lateFeeCents: z._default(cents, 0),
        taxCents: cents,
        taxCalculationIds: z.array(z.string()),
        taxTransactionIds: z._default(z.array(z.string()), []),
        /** The reversals of cancelled boxes' tax (`tax.transactions.createReversal`). */
        taxReversalIds: z._default(z.array(z.string()), []),
        /** Our code's key (`promotionCodes/{key}`), its Stripe promotion code (the session's discount) and the school it is limited to. */
        promotionCode: z.nullable(z.object({ key: z.string(), stripePromotionCodeId: z.string(), schoolId: z.nullable(z.string()) })),
      }),
    ),
    null,
  ),
  /**
   * The family's gift for a school's sponsorship pool (docs/decisions.md §25), in cents: a line of
   * the same payment, never part of a box's money. `receivedAt` once the pool grew by it,
   * `refundedAt` once it went back (and out of the pool). Null when there is none.
   */
  gift: z._default(
    z.nullable(
      z.object({
        schoolId: z.string(),
        schoolName: z.string(),
        amountCents: cents,
        receivedAt: z._default(z.nullable(timestamp), null),
        refundedAt: z._default(z.nullable(timestamp), null),
      }),
    ),
    null,
  ),
  createdAt: timestamp,
});
export type CheckoutDoc = z.infer<typeof CheckoutDoc>;

/**
 * The checkout of an order stored before every order had one (`npm run migrate:checkouts`
 * writes it, under the order's id): a checkout of that one box, paid by the order's session,
 * if any, for the order's amount.
 */
export function checkoutOfOrder(orderId: string, order: OrderDoc): CheckoutDoc {
  return {
    sessionId: order.checkoutSessionId,
    checkoutUrl: order.checkoutUrl,
    orderIds: [orderId],
    amountCents: order.snapshot.totalCents,
    currency: CHECKOUT_CURRENCY,
    requestFingerprint: order.requestFingerprint,
    refunds: [],
    replacedSessionIds: [],
    money: null,
    gift: null,
    createdAt: order.createdAt,
  };
}

/**
 * One per refunded order (the order id is the document id): `create()` on it makes a
 * cancellation refund once, however often it is asked.
 */
export const RefundDoc = z.object({
  paymentIntentId: z.string(),
  /** Stripe's refund id; null when only Stripe's `charge.refunded` event has told us so far. */
  refundId: z.nullable(z.string()),
  amountCents: cents,
  /** Stripe's refund status when it was made (pending, succeeded, ...). */
  stripeStatus: z.string(),
  /** The administrator who cancelled the order; null for a refund made in Stripe's dashboard. */
  requestedBy: z.nullable(z.string()),
  createdAt: timestamp,
  /** When Stripe's `charge.refunded` event confirmed it. */
  confirmedAt: z.nullable(timestamp),
  /**
   * What went back by part (contract's `refundParts`): its items after skips, the discount taken
   * off them (positive), shipping and tax, coming to `amountCents`. Records kept before have none.
   */
  parts: z.optional(z.object({ itemsCents: cents, discountCents: cents, shippingCents: cents, taxCents: cents })),
});
export type RefundDoc = z.infer<typeof RefundDoc>;

/** One per Stripe event applied: `create()` on it makes each event count once. */
export const StripeEventDoc = z.object({
  type: z.string(),
  /** The checkout the event is about (`checkouts/{id}`, a checkout of one box shares its order's id), else what it named. */
  orderId: z.nullable(z.string()),
  receivedAt: timestamp,
});
export type StripeEventDoc = z.infer<typeof StripeEventDoc>;

/** A fixed rate-limit window; `expiresAt` is for a Firestore TTL policy. */
export const RateLimitDoc = z.object({
  windowStart: timestamp,
  count: z.number().check(z.int(), z.minimum(1)),
  expiresAt: timestamp,
  /** A guest lookup's wrong phones: until when the e-mail's lookup is locked, once they were too many. */
  lockedUntil: z.optional(timestamp),
});
export type RateLimitDoc = z.infer<typeof RateLimitDoc>;
