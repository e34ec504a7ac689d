import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** A schools document as stored. Counters move in the same batch as the change that moves them. */
export interface SchoolDoc {
  name: string;
  fullAddress: string;
  note: string;
  deliverToSchool: boolean;
  supplyListCount: number;
  publishedListCount: number;
  userCount: number;
  createdAt: Timestamp;
}

export const schoolsCollection = () => db().collection('schools');

export async function findSchool(id: string): Promise<SchoolDoc | null> {
  const snap = await schoolsCollection().doc(id).get();
  return snap.exists ? (snap.data() as SchoolDoc) : null;
}
