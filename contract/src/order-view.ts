import { z } from 'zod/mini';
import { OrderStatus } from './enums';
import { centsToDollars } from './money';
import type { Order, OrderMoney } from './orders';
import { trackingUrl, type OrderTracking } from './tracking';
import { orderStepsOf } from './order-steps';

/** A Firestore timestamp, of the admin SDK or of the browser's: both say their date. */
const storedTime = z.custom<{ toDate(): Date }>(
  (value) => typeof (value as { toDate?: unknown } | null)?.toDate === 'function',
  'must be a Firestore timestamp',
);

const storedItem = z.object({ productId: z.string(), name: z.string(), description: z.string(), priceCents: z.number(), quantity: z.number() });

const storedItemChange = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number(),
  change: z.enum(['substituted', 'removed']),
  substitute: z.nullable(z.object({ productId: z.string(), name: z.string() })),
  refundCents: z.nullable(z.number()),
});

/** An item sent otherwise than ordered, as the Order answers it (dollars). */
export const toItemChange = (change: z.infer<typeof storedItemChange>) => ({
  productId: change.productId,
  item: change.name,
  quantity: change.quantity,
  change: change.change,
  substitute: change.substitute?.name ?? null,
  refunded: change.refundCents === null ? null : centsToDollars(change.refundCents),
});

/**
 * The fields of a stored order (Firestore's `orders` documents, see @ssb/documents) that
 * the spec's Order is built from. The API builds it on the server; a live listener in the
 * browser checks the documents it receives against this schema and builds the very same.
 */
export const StoredOrderView = z.object({
  status: OrderStatus,
  userId: z.string(),
  supplyListId: z.string(),
  schoolId: z.string(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  /** Absent or null on orders stored before every order had a checkout: they are the one box of a checkout named by their id. */
  checkoutId: z.optional(z.nullable(z.string())),
  contact: z.object({ email: z.string(), phone: z.string(), fullAddress: z.string() }),
  /** What went back of its payment and when (a Firestore timestamp: the admin SDK's or the browser's); absent or null while nothing did. */
  refunded: z.optional(z.nullable(z.object({ amountCents: z.number(), at: storedTime }))),
  /** Its share of its checkout's money (cents); absent or null on orders placed before it was kept. */
  money: z.optional(
    z.nullable(
      z.object({
        subtotalCents: z.number(),
        skippedCents: z.number(),
        discountCents: z.number(),
        shippingCents: z.number(),
        lateFeeCents: z.optional(z.number()),
        taxCents: z.number(),
      }),
    ),
  ),
  /** Items sent otherwise than ordered (backorders); orders stored before have none. */
  itemChanges: z._default(z.array(storedItemChange), []),
  /** A box sent home: the carrier and number an administrator added; absent until then. */
  tracking: z.optional(z.nullable(z.object({ carrier: z.string(), trackingNumber: z.string() }))),
  /** Its changes, oldest first (documents' `OrderChange`): its steps are read from them. An event this build does not know is kept and tells nothing. */
  history: z._default(z.array(z.object({ at: storedTime, event: z.string(), from: z.nullable(OrderStatus), to: OrderStatus })), []),
  snapshot: z.object({
    listName: z.string(),
    schoolName: z.string(),
    note: z.string(),
    items: z.array(storedItem),
    /** Orders placed before items could be skipped have none. */
    skippedItems: z._default(z.array(storedItem), []),
    totalCents: z.number(),
  }),
});
export type StoredOrderView = z.infer<typeof StoredOrderView>;

const toMapping = (item: z.infer<typeof storedItem>) => ({
  productId: item.productId,
  quantity: item.quantity,
  product: { id: item.productId, name: item.name, price: centsToDollars(item.priceCents), description: item.description },
});

function moneyOf(money: NonNullable<StoredOrderView['money']>): OrderMoney {
  const { subtotalCents, skippedCents, discountCents, shippingCents, lateFeeCents = 0, taxCents } = money;
  return {
    subtotal: centsToDollars(subtotalCents),
    skipped: centsToDollars(skippedCents),
    discount: centsToDollars(discountCents),
    shipping: centsToDollars(shippingCents),
    ...(lateFeeCents > 0 ? { lateFee: centsToDollars(lateFeeCents) } : {}),
    tax: centsToDollars(taxCents),
    total: centsToDollars(subtotalCents - skippedCents - discountCents + shippingCents + lateFeeCents + taxCents),
  };
}

/** The spec's Order shape (§3), from the snapshot taken at checkout and the order's creation time. */
export function orderFromStored(id: string, doc: StoredOrderView, createdAt: Date): Order {
  const { snapshot } = doc;
  return {
    id,
    status: doc.status,
    createdAt: createdAt.toISOString(),
    userId: doc.userId,
    supplyListId: doc.supplyListId,
    schoolId: doc.schoolId,
    studentFirstName: doc.studentFirstName,
    studentLastName: doc.studentLastName,
    checkoutId: doc.checkoutId ?? id,
    ...(doc.money ? { money: moneyOf(doc.money) } : {}),
    ...(doc.refunded?.amountCents ? { refunded: { amount: centsToDollars(doc.refunded.amountCents), at: doc.refunded.at.toDate().toISOString() } } : {}),
    user: { email: doc.contact.email, phone: doc.contact.phone, fullAddress: doc.contact.fullAddress },
    supplyList: {
      name: snapshot.listName,
      totalPrice: centsToDollars(snapshot.totalCents),
      note: snapshot.note,
      school: { name: snapshot.schoolName },
      productsMappings: snapshot.items.map(toMapping),
      ...(snapshot.skippedItems.length ? { skippedItems: snapshot.skippedItems.map(toMapping) } : {}),
    },
    ...(doc.itemChanges.length ? { itemChanges: doc.itemChanges.map(toItemChange) } : {}),
    ...(doc.tracking ? { tracking: trackingOf(doc.tracking) } : {}),
    ...(doc.history.length ? { steps: orderStepsOf(doc.history.map((change) => ({ ...change, at: change.at.toDate() }))) } : {}),
  };
}

/** A box's tracking as answered: its carrier's page beside the number when the carrier has one. */
function trackingOf({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }): OrderTracking {
  const url = trackingUrl(carrier, trackingNumber);
  return { carrier, trackingNumber, ...(url ? { url } : {}) };
}
