import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

function app() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(app());
export const auth = () => getAuth(app());

/** Firestore's answer to a `create()` whose document exists: the precondition idempotency rests on (gRPC status 6). */
export const isAlreadyExists = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === 6;
