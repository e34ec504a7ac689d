import type { FirestoreService } from '../firestore/service/firestore-service';

// Counts Firestore document writes the way Firestore bills them, at the local Firestore's
// database: one per write a commit carries (a set, update or delete of one document, so two
// writes to one document in a commit are two), a field transform (an increment, a server
// timestamp) being part of its write. A commit that fails writes nothing; reads in a
// transaction are the read counter's.

export function countWrites(service: FirestoreService): { readonly total: number } {
  const counter = { total: 0 };
  service.observeWrites(({ writes }) => {
    counter.total += writes;
  });
  return counter;
}
