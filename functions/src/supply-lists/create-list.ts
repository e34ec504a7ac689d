import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { dollarsToCents, type CreateSupplyListRequest, type SupplyList } from '@ssb/contract';
import { listItemsWrite } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { schoolsCollection } from '../schools/repository';
import { supplyListsCollection, type SupplyListDoc } from './repository';
import { staffView } from './staff-view';
import { API_TEXTS } from '../texts';

/**
 * POST /supply-lists: a new draft of the school, empty; without a price it is priced from its
 * products as they are added (docs/product.md §5). The school's list counter moves in the same write.
 */
export async function createList(caller: Caller, body: CreateSupplyListRequest): Promise<SupplyList> {
  assertMayManageSchool(caller, body.schoolId);
  const schoolRef = schoolsCollection().doc(body.schoolId);
  const ref = supplyListsCollection().doc();
  const now = Timestamp.now();
  const doc: SupplyListDoc = {
    schoolId: body.schoolId,
    name: body.name,
    nameKey: body.name.toLowerCase(),
    totalPriceCents: body.totalPrice == null ? null : dollarsToCents(body.totalPrice),
    note: '',
    published: false,
    ...listItemsWrite([]),
    orderCount: 0,
    awaitingReview: false,
    createdAt: now,
    updatedAt: now,
  };
  const schoolName = await db().runTransaction(async (tx) => {
    const school = (await tx.get(schoolRef)).data();
    if (!school) throw notFound(API_TEXTS.notFound.school);
    tx.create(ref, doc);
    tx.update(schoolRef, { supplyListCount: FieldValue.increment(1) });
    return school.name;
  });
  return staffView(ref.id, doc, { schoolName, products: new Map() });
}
