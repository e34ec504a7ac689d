import { Timestamp } from 'firebase-admin/firestore';
import { formatFullAddress, type User, type UserType } from '@ssb/contract';
import { db } from '../lib/firebase';

/** A users document as stored; accounts use the Firebase uid as id, guests get their own ids. */
export interface UserDoc {
  authId: string | null;
  email: string;
  /** Lower-cased e-mail, the key guest checkout and lookups search on. */
  emailKey: string;
  type: UserType;
  firstName: string;
  lastName: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
  schoolId: string | null;
  emailVerified: boolean;
  emailVerificationLinkSentAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const usersCollection = () => db().collection('users');

export async function findUser(id: string): Promise<UserDoc | null> {
  const snap = await usersCollection().doc(id).get();
  return snap.exists ? (snap.data() as UserDoc) : null;
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
  };
}
