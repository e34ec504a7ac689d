import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

function app() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(app());
export const auth = () => getAuth(app());
/** The project's default Cloud Storage bucket (locally the stand-in that STORAGE_EMULATOR_HOST names). */
export const bucket = () => getStorage(app()).bucket();

/** Firestore's answer to a `create()` whose document exists: the precondition idempotency rests on (gRPC status 6). */
export const isAlreadyExists = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === 6;
