import { auth } from '../lib/firebase';
import { usersCollection } from './repository';

/** More administrators than any deployment has: the e-mail goes to each. */
const MAX_ADMINISTRATORS = 100;

/**
 * The administrators, at the address Firebase Auth says each has verified now (docs/decisions.md §1: the
 * profile's copy is data, not proof): whom the product alerts. Read before a transaction: Auth is not Firestore.
 */
export async function administrators(): Promise<{ id: string; email: string }[]> {
  const { docs } = await usersCollection().where('type', '==', 'ADMIN').limit(MAX_ADMINISTRATORS).get();
  if (!docs.length) return [];
  const { users } = await auth().getUsers(docs.map((doc) => ({ uid: doc.id })));
  return users.filter((user) => user.emailVerified && user.email).map((user) => ({ id: user.uid, email: user.email! }));
}
