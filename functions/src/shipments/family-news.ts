import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import { isPackedStatus } from '@ssb/contract';
import { mailTimes, withChange, type MailDoc, type OrderDoc } from '@ssb/documents';
import { appUrl, checkoutLinkKeys } from '../config';
import { mailCollection } from '../mail/repository';
import { renderShipmentMail, type ShipmentBox } from '../mail/shipment';
import { ordersCollection } from '../orders/repository';
import { orderPageUrl } from '../orders/receipt-token';
import type { SchoolWithDelivery, ShipmentDoc } from './repository';

export interface ShipmentOrder extends ShipmentBox {
  ref: DocumentReference<OrderDoc>;
}

/**
 * The shipment's boxes as `tx` reads them, those still its own and packed for the school: a box
 * cancelled or picked up since it was packed hears nothing of the shipment.
 */
export async function boxesInShipment(tx: Transaction, shipmentId: string, shipment: ShipmentDoc): Promise<ShipmentOrder[]> {
  const refs = shipment.orderIds.map((orderId) => ordersCollection().doc(orderId));
  const snaps = await tx.getAll(...refs);
  return snaps.flatMap((snap, i) => {
    const order = snap.data();
    if (!order || order.shipmentId !== shipmentId || !isPackedStatus(order.status) || order.handedOver) return [];
    return [{ ref: refs[i]!, orderId: snap.id, order }];
  });
}

/**
 * What a shipment's step tells its families, in the transaction of the step: each box gets the
 * step in its history (its status unchanged), and the boxes of one checkout one e-mail, created
 * under an id made from the shipment, the step and the checkout, so the step told twice (which
 * the shipment's status read in the transaction never lets happen) fails rather than e-mails twice.
 */
export function tellFamilies(
  tx: Transaction,
  kind: 'shipped' | 'atSchool',
  shipmentId: string,
  boxes: readonly ShipmentOrder[],
  school: Pick<SchoolWithDelivery, 'name' | 'deliveryDate' | 'deliveryInstructions'>,
  by: string,
  now: Timestamp,
): void {
  const checkouts = new Map<string, ShipmentOrder[]>();
  for (const box of boxes) {
    const { order } = box;
    tx.update(box.ref, { history: withChange(order.history, { at: now, event: kind, from: order.status, to: order.status, by }), updatedAt: now });
    checkouts.set(order.checkoutId, [...(checkouts.get(order.checkoutId) ?? []), box]);
  }
  const url = appUrl();
  const keys = checkoutLinkKeys();
  for (const [checkoutId, group] of checkouts) {
    const first = group[0]!.order;
    const message = renderShipmentMail({ kind, boxes: group, school, orderPage: orderPageUrl(url, checkoutId, keys) });
    const doc: MailDoc = { to: first.contact.email, message, kind, orderIds: group.map((box) => box.orderId), schoolId: first.schoolId, ...mailTimes(now) };
    tx.create(mailCollection().doc(`${kind}-${shipmentId}-${checkoutId}`), doc);
  }
}
