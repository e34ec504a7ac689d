import {
  collection,
  connectFirestoreEmulator,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  queryEqual,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { loadFirebase } from '../firebase';
import { provideFirestore } from './reactfire-firestore-bridge';

// The Firestore SDK, in a chunk of its own that only screens with live orders load.
provideFirestore({ onSnapshot, queryEqual });

let db: Promise<Firestore> | undefined;

/** The app's Firestore (the local one under the emulators), made once. */
export function liveDb(): Promise<Firestore> {
  db ??= loadFirebase().then(({ app, firestoreEmulatorHost }) => {
    const firestore = initializeFirestore(app, {});
    if (firestoreEmulatorHost) {
      const [host, port] = firestoreEmulatorHost.split(':') as [string, string];
      connectFirestoreEmulator(firestore, host, Number(port));
    }
    return firestore;
  });
  return db;
}

/**
 * What a live order view listens to. Every query is bounded like the page it serves
 * (newest first, at most `max`) and carries the constraint firestore.rules check: its
 * owner, its school, or (for an administrator) a status or school filter, or none.
 */
export type LiveOrdersScope =
  | { kind: 'user'; userId: string; max: number }
  | { kind: 'guest-email'; emailKey: string; max: number }
  | { kind: 'school'; schoolId: string; max: number }
  | { kind: 'all'; schoolId?: string; status?: string; max: number };

export function ordersQuery(firestore: Firestore, scope: LiveOrdersScope): Query {
  const orders = collection(firestore, 'orders');
  const newest = [orderBy('createdAt', 'desc'), limit(scope.max)] as const;
  switch (scope.kind) {
    case 'user':
      return query(orders, where('userId', '==', scope.userId), ...newest);
    case 'guest-email':
      return query(orders, where('emailKey', '==', scope.emailKey), where('placedAsGuest', '==', true), ...newest);
    case 'school':
      return query(orders, where('schoolId', '==', scope.schoolId), ...newest);
    case 'all': {
      const filters = [
        ...(scope.schoolId ? [where('schoolId', '==', scope.schoolId)] : []),
        ...(scope.status ? [where('status', '==', scope.status)] : []),
      ];
      return query(orders, ...filters, ...newest);
    }
  }
}
