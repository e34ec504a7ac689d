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
  };
}

/** A school as its administrators see it: with all its lists and its representatives counted. */
export function toStaffSchool(id: string, doc: SchoolDoc): School {
  return { ...toApiSchool(id, doc), supplyListCount: doc.supplyListCount, userCount: doc.userCount };
}
