import { Timestamp } from 'firebase-admin/firestore';
import {
  canonicalTimeZone,
  likelyTimeZoneOfState,
  requestedSchoolAddress,
  schoolFullAddress,
  schoolSearchTerms,
  shareRuleOf,
  type CreateSchoolRequest,
  type School,
  type SchoolAddress,
} from '@ssb/contract';
import { lateOrdersDocOf, toStaffSchool } from './convert';
import { schoolsCollection, type SchoolDoc } from './repository';

/**
 * The zone a new school keeps: the one sent, else its address's state's most populous (by the
 * server's name for it, as a zone sent is), else none: never UTC for a school that said where it is.
 */
function zoneOf(body: CreateSchoolRequest, address: SchoolAddress | null): string | null {
  if (body.timeZone) return body.timeZone;
  return address ? canonicalTimeZone(likelyTimeZoneOfState(address.state)) : null;
}

/**
 * POST /schools: a school with no lists and no representatives yet; it delivers to the school
 * unless told otherwise, sells all year unless given an ordering window, and keeps its state's
 * time zone unless sent one; it earns no share of its boxes, and takes no late orders, unless given them.
 */
export async function createSchool(body: CreateSchoolRequest): Promise<School> {
  const ref = schoolsCollection().doc();
  const address = requestedSchoolAddress(body) ?? null;
  const fullAddress = address ? schoolFullAddress(address) : '';
  const doc: SchoolDoc = {
    name: body.name,
    address,
    fullAddress,
    note: '',
    deliverToSchool: body.deliverToSchool ?? true,
    orderingOpensOn: body.orderingOpensOn ?? null,
    orderingClosesOn: body.orderingClosesOn ?? null,
    timeZone: zoneOf(body, address),
    searchTerms: schoolSearchTerms({ name: body.name, fullAddress }),
    fundraisingShare: body.fundraisingShare ? shareRuleOf(body.fundraisingShare) : null,
    lateOrders: lateOrdersDocOf(body.lateOrders ?? null),
    // A new school has no boxes yet, so its first date is nobody's news.
    deliveryDate: body.deliveryDate ?? null,
    deliveryContact: body.deliveryContact ?? null,
    deliveryInstructions: body.deliveryInstructions ?? '',
    supplyListCount: 0,
    publishedListCount: 0,
    userCount: 0,
    createdAt: Timestamp.now(),
  };
  await ref.create(doc);
  return toStaffSchool(ref.id, doc);
}
