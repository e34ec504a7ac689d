import { fundraisingShareOf, isOrderingOpen, schoolFullAddress, type School } from '@ssb/contract';
import type { SchoolDoc } from './repository';

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
