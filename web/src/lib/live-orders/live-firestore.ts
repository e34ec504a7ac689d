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
import { liveOrderFilters, type LiveOrdersScope } from '@ssb/contract';
import { loadFirebase } from '../session/firebase';
import { provideFirestore } from './reactfire-firestore-bridge';

// The Firestore SDK, in a chunk of its own that only screens with live orders load.
provideFirestore({ onSnapshot, queryEqual });

// reactfire's listener hook comes from here too: importing reactfire would bring Firebase Auth
// (in one chunk with it) into the first download of every screen with a live view.
export { useFirestoreCollectionData } from 'reactfire';

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

/** The Firestore query of a live view (see the contract's LiveOrdersScope). */
export function ordersQuery(firestore: Firestore, scope: LiveOrdersScope): Query {
  const filters = liveOrderFilters(scope).map(([field, value]) => where(field, '==', value));
  return query(collection(firestore, 'orders'), ...filters, orderBy('createdAt', 'desc'), limit(scope.max));
}
