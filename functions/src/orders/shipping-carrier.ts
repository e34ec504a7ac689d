import { isLiveStatus } from '@ssb/contract';
import { paidCentsOf, type BoxMoneyDoc } from '@ssb/documents';
import type { OrderDoc } from './repository';

// A checkout pays its shipping once, carried by one box going home (docs/decisions.md §24). The
// shipping was paid for every box going home: a cancelled box gives it back only when no other
// box of its checkout still goes home; while one does, the shipping and its tax move to it, so
// the last box home cancelled gives them back.

/** A box of a checkout, as read. */
export interface CheckoutBox {
  orderId: string;
  order: OrderDoc;
}

/** Whether a box still goes home: live, delivered home, and not all it paid given back (a refund in Stripe's dashboard). */
const stillGoesHome = ({ order }: CheckoutBox): boolean =>
  isLiveStatus(order.status) && !order.delivery.toSchool && (order.refunded?.amountCents ?? 0) < paidCentsOf(order);

/**
 * The box of `boxes` that takes over the shipping `orderId` carries when it is cancelled: the
 * first other box still going home. Null when it carries none, or no other box goes home.
 */
export function shippingHeir(orderId: string, order: OrderDoc, boxes: readonly CheckoutBox[]): CheckoutBox | null {
  if (!order.money?.shippingCents) return null;
  return boxes.find((box) => box.orderId !== orderId && stillGoesHome(box)) ?? null;
}

/** The two boxes' money once the shipping and its tax went from `from` to `to`. */
export function moveShipping(from: BoxMoneyDoc, to: BoxMoneyDoc): { from: BoxMoneyDoc; to: BoxMoneyDoc } {
  const { shippingCents } = from;
  const shippingTaxCents = from.shippingTaxCents ?? 0;
  return {
    from: { ...from, shippingCents: 0, shippingTaxCents: 0, taxCents: from.taxCents - shippingTaxCents },
    to: {
      ...to,
      shippingCents: to.shippingCents + shippingCents,
      shippingTaxCents: (to.shippingTaxCents ?? 0) + shippingTaxCents,
      taxCents: to.taxCents + shippingTaxCents,
    },
  };
}

/**
 * What cancelling `orderId` leaves of its and its heir's money (`shippingHeir`): their orders with
 * the shipping moved, by id; empty when nothing moves.
 */
export function withShippingMoved(orderId: string, boxes: readonly CheckoutBox[]): Map<string, OrderDoc> {
  const leaving = boxes.find((box) => box.orderId === orderId);
  const heir = leaving ? shippingHeir(orderId, leaving.order, boxes) : null;
  if (!leaving?.order.money || !heir?.order.money) return new Map();
  const moved = moveShipping(leaving.order.money, heir.order.money);
  return new Map([
    [orderId, { ...leaving.order, money: moved.from }],
    [heir.orderId, { ...heir.order, money: moved.to }],
  ]);
}
