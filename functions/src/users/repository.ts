import { Timestamp } from 'firebase-admin/firestore';
import { emailKey, formatFullAddress, type User } from '@ssb/contract';
import type { UserDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export type { UserDoc };

export const usersCollection = collection.users;

export async function findUser(id: string): Promise<UserDoc | null> {
  return (await usersCollection().doc(id).get()).data() ?? null;
}

/** An account's profile by its Firebase Auth uid (the field, not the document id). */
export async function findUserByAuthId(authId: string): Promise<{ id: string; doc: UserDoc } | null> {
  const [snap] = (await usersCollection().where('authId', '==', authId).limit(1).get()).docs;
  return snap ? { id: snap.id, doc: snap.data() } : null;
}

/** Records the address an account's token proves, with its verified flag: the pair from one token. */
export async function recordProvenEmail(uid: string, email: string, emailVerified: boolean): Promise<void> {
  await usersCollection()
    .doc(uid)
    .update({ email, emailKey: emailKey(email), emailVerified, updatedAt: Timestamp.now() });
}

export function toApiUser(id: string, doc: UserDoc, schoolName: string | null): User {
  return {
    id,
    authId: doc.authId,
    email: doc.email,
    type: doc.type,
    firstName: doc.firstName,
    lastName: doc.lastName,
    phone: doc.phone,
    line1: doc.line1,
    line2: doc.line2,
    city: doc.city,
    state: doc.state,
    zipCode: doc.zipCode,
    fullAddress: doc.line1 ? formatFullAddress(doc) : '',
    schoolId: doc.schoolId,
    school: schoolName === null ? null : { name: schoolName },
    emailVerified: doc.emailVerified,
    emailVerificationLinkSentAt: doc.emailVerificationLinkSentAt?.toDate().toISOString() ?? null,
    dailyDigest: doc.dailyDigest,
  };
}
