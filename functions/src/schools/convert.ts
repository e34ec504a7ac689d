import type { School } from '@ssb/contract';
import type { SchoolDoc } from './repository';

export function toApiSchool(id: string, doc: SchoolDoc): School {
  return {
    id,
    name: doc.name,
    fullAddress: doc.fullAddress,
    note: doc.note,
    deliverToSchool: doc.deliverToSchool,
    publishedListCount: doc.publishedListCount,
  };
}

/** A school as its administrators see it: with all its lists and its representatives counted. */
export function toStaffSchool(id: string, doc: SchoolDoc): School {
  return { ...toApiSchool(id, doc), supplyListCount: doc.supplyListCount, userCount: doc.userCount };
}
