import { backorderMessages, centsToDollars, type BackorderNotice } from '@ssb/contract';
import { backorderNoticeId } from '@ssb/documents';
import { mailLinkKeys } from '../config';
import { assertMayChooseBackorder } from '../http/authorize';
import { notFound } from '../http/errors';
import { productsCollection } from '../products/repository';
import { ordersCollection, refundsCollection, type OrderDoc } from '../orders/repository';
import { API_TEXTS } from '../texts';
import { backorderNoticesCollection, type BackorderNoticeDoc } from './repository';
import { choiceRefunds } from './shares';
import { isValidBackorderToken } from './token';

export interface ReadNotice {
  orderId: string;
  order: OrderDoc;
  noticeId: string;
  notice: BackorderNoticeDoc;
  refundedCents: number;
}

/**
 * The notice of the item's latest delay to the box, for whoever holds the e-mail's signed link:
 * a token of another order or item, or a forged one, is refused before anything is read, so
 * nobody learns by it which orders exist. An order never told of the item answers 404.
 */
export async function readNotice(orderId: string, productId: string, token: string): Promise<ReadNotice> {
  assertMayChooseBackorder(isValidBackorderToken(orderId, productId, token, mailLinkKeys()));
  const [order, product, refund] = await Promise.all([
    ordersCollection().doc(orderId).get(),
    productsCollection().doc(productId).get(),
    refundsCollection().doc(orderId).get(),
  ]);
  if (!order.exists) throw notFound(API_TEXTS.notFound.order);
  const delay = product.data()?.backorder?.delay;
  const noticeId = delay ? backorderNoticeId(orderId, productId, delay) : null;
  const notice = noticeId ? (await backorderNoticesCollection().doc(noticeId).get()).data() : undefined;
  if (!noticeId || !notice) throw notFound(backorderMessages.notHeld);
  return { orderId, order: order.data()!, noticeId, notice, refundedCents: refund.data()?.amountCents ?? 0 };
}

/** The notice as the choice page shows it: the choices with what each would refund now, and the one made. */
export function toApiNotice({ orderId, order, notice, refundedCents }: ReadNotice): BackorderNotice {
  return {
    orderId,
    productId: notice.productId,
    item: notice.itemName,
    quantity: notice.quantity,
    delay: notice.delay,
    revisedDate: notice.revisedDate,
    substitute: notice.substituteName,
    options: choiceRefunds(order, notice.productId, refundedCents, notice.substituteProductId !== null).map((option) => ({
      choice: option.choice,
      refund: centsToDollars(option.refundCents),
    })),
    chosen: notice.choice ? { choice: notice.choice, refund: centsToDollars(notice.refundCents), defaulted: notice.defaulted } : null,
  };
}
