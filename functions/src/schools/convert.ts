import { centsToDollars, dollarsToCents, fundraisingShareOf, isOrderingOpen, schoolFullAddress, type LateOrdersField, type School } from '@ssb/contract';
import type { SchoolDoc } from './repository';

/** Late orders as stored, from the dialog's dollars. */
export const lateOrdersDocOf = (late: LateOrdersField): NonNullable<SchoolDoc['lateOrders']> | null =>
  late ? { feeCents: dollarsToCents(late.fee), homeDeliveryOnly: late.homeDeliveryOnly } : null;

const lateOrdersOf = (late: SchoolDoc['lateOrders']): School['lateOrders'] =>
  late ? { fee: centsToDollars(late.feeCents), homeDeliveryOnly: late.homeDeliveryOnly } : null;

/** A school as the shop sees it; `orderingOpen` is read from its window at `now`. */
export function toApiSchool(id: string, doc: SchoolDoc, now = new Date()): School {
  return {
    id,
    name: doc.name,
    address: doc.address,
    fullAddress: doc.address ? schoolFullAddress(doc.address) : doc.fullAddress,
    note: doc.note,
    deliverToSchool: doc.deliverToSchool,
    orderingOpensOn: doc.orderingOpensOn,
    orderingClosesOn: doc.orderingClosesOn,
    timeZone: doc.timeZone,
    lateOrders: lateOrdersOf(doc.lateOrders),
    orderingOpen: isOrderingOpen(doc, now),
    publishedListCount: doc.publishedListCount,
    fundraisingShare: doc.fundraisingShare ? fundraisingShareOf(doc.fundraisingShare) : null,
    deliveryDate: doc.deliveryDate ?? null,
  };
}

/** A school as its staff see it: with all its lists and its representatives counted, and who receives its boxes at the door. */
export function toStaffSchool(id: string, doc: SchoolDoc): School {
  return {
    ...toApiSchool(id, doc),
    supplyListCount: doc.supplyListCount,
    userCount: doc.userCount,
    deliveryContact: doc.deliveryContact ?? null,
    deliveryInstructions: doc.deliveryInstructions ?? '',
  };
}
