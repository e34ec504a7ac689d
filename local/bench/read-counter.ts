import type { FirestoreService } from '../firestore/service/firestore-service';

// Counts Firestore document reads the way Firestore bills them, at the local Firestore's
// database: one per document a query returns (one for a query that returns none), one per
// document fetched or found missing, one per 1,000 index entries an aggregation counts (at
// least one), one per document a listener receives.

export function countReads(service: FirestoreService): { readonly total: number } {
  const counter = { total: 0 };
  service.observeReads(({ method, documents }) => {
    if (method === 'RunQuery' || method === 'ListDocuments') counter.total += Math.max(documents, 1);
    else if (method === 'RunAggregationQuery') counter.total += Math.max(1, Math.ceil(documents / 1000));
    else counter.total += documents;
  });
  return counter;
}
