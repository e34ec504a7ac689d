import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { listLinesOf, teacherListMessages, type ListRequest } from '@ssb/contract';
import { listItemsWrite, type ProductMappingDoc } from '@ssb/documents';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { conflict, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { productsCollection } from '../products/repository';
import { schoolsCollection } from '../schools/repository';
import { productsInTransaction, supplyListsCollection, type SupplyListDoc } from '../supply-lists/repository';
import { API_TEXTS } from '../texts';
import { matchLines, type CatalogueProduct } from './match-products';
import { listRequestsCollection, toApiListRequest } from './repository';

/** More products than the catalogue holds; it is read whole to match against, so it is bounded. */
export const MAX_MATCHED_PRODUCTS = 2000;

export async function catalogue(): Promise<CatalogueProduct[]> {
  const snap = await productsCollection().orderBy('nameKey').limit(MAX_MATCHED_PRODUCTS).get();
  return snap.docs.map((d) => ({ id: d.id, name: d.data().name, description: d.data().description }));
}

/** Each line's best match, a product named twice counted once with the quantities added. */
function draftItems(lines: { quantity: number; matches: { productId: string }[] }[]): ProductMappingDoc[] {
  const quantities = new Map<string, number>();
  for (const { quantity, matches } of lines) {
    const best = matches[0];
    if (best) quantities.set(best.productId, (quantities.get(best.productId) ?? 0) + quantity);
  }
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * POST /list-requests/{id}/draft: a draft list of the request's grade (not published, priced from
 * its products) whose items are each line's best match; the request keeps every line's matches,
 * so staff confirm or change each one, and the lines that matched nothing. One transaction
 * writes the list, the school's list counter, each product's "used in" counter and the request's
 * draft, so a second call finds the draft made (409) and no second list is made.
 */
export async function makeDraft(caller: Caller, requestId: string): Promise<ListRequest> {
  const ref = listRequestsCollection().doc(requestId);
  const first = (await ref.get()).data();
  if (!first) throw notFound(teacherListMessages.unknownRequest);
  assertMayManageSchool(caller, first.schoolId);
  const products = await catalogue();

  return db().runTransaction(async (tx) => {
    const request = (await tx.get(ref)).data();
    if (!request) throw notFound(teacherListMessages.unknownRequest);
    if (!request.submission) throw conflict(teacherListMessages.notSubmitted);
    if (request.draft) throw conflict(teacherListMessages.draftMade);
    const schoolRef = schoolsCollection().doc(request.schoolId);
    if (!(await tx.get(schoolRef)).exists) throw notFound(API_TEXTS.notFound.school);

    const lines = matchLines(listLinesOf(request.submission.text), products);
    // A product deleted since the catalogue was read is no match.
    const known = await productsInTransaction(
      tx,
      lines.flatMap((line) => line.matches.map((m) => m.productId)),
    );
    const kept = lines.map((line) => ({ ...line, matches: line.matches.filter((m) => known.has(m.productId)) }));
    const items = draftItems(kept);
    const now = Timestamp.now();
    const listRef = supplyListsCollection().doc();
    const list: SupplyListDoc = {
      schoolId: request.schoolId,
      name: request.grade,
      nameKey: request.grade.toLowerCase(),
      totalPriceCents: null,
      note: '',
      published: false,
      ...listItemsWrite(items),
      orderCount: 0,
      awaitingReview: false,
      createdAt: now,
      updatedAt: now,
    };
    const draft = { supplyListId: listRef.id, lines: kept, at: now };
    tx.create(listRef, list);
    tx.update(schoolRef, { supplyListCount: FieldValue.increment(1) });
    for (const { productId } of items) tx.update(productsCollection().doc(productId), { supplyListCount: FieldValue.increment(1) });
    tx.update(ref, { draft });
    return toApiListRequest(requestId, { ...request, draft });
  });
}
