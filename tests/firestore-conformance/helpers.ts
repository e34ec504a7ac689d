import { randomUUID } from 'node:crypto';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type CollectionReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { afterAll, expect, inject } from 'vitest';

export const PROJECT_ID = 'demo-conformance';

const target = inject('firestoreTarget');
export const isStandIn = target === 'stand-in';
export const transactionIdleTimeoutMs = inject('transactionIdleTimeoutMs');

let app: App | undefined;

/** One firebase-admin 13 Firestore per test file, talking to FIRESTORE_EMULATOR_HOST. */
export function db(): Firestore {
  if (!app) {
    process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
    const name = `conformance-${randomUUID()}`;
    app = initializeApp({ projectId: PROJECT_ID }, name);
    afterAll(async () => {
      const current = app;
      app = undefined;
      if (current && getApps().includes(current)) await deleteApp(current);
    });
  }
  return getFirestore(app);
}

let sequence = 0;
/** A collection no other test uses: tests isolate themselves by collection name. */
export function freshCollection(label = 'c'): CollectionReference {
  sequence += 1;
  return db().collection(`${label}-${sequence}-${randomUUID().slice(0, 8)}`);
}

/** gRPC status codes as firebase-admin reports them on `error.code`. */
export const Code = {
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
} as const;

/** Awaits a promise that must reject with the given gRPC status code. */
export async function expectCode(promise: Promise<unknown>, code: number): Promise<void> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection, but the operation succeeded'),
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code });
}

/**
 * The stored value type of a field (integer_value vs double_value cannot be told
 * apart through the public API, where both are JS numbers). Reads the snapshot's
 * proto, which firebase-admin keeps on a private field.
 */
export function storedType(snapshot: DocumentSnapshot, field: string): string | undefined {
  const proto = (snapshot as unknown as { _fieldsProto?: Record<string, Record<string, unknown>> })._fieldsProto;
  const value = proto?.[field];
  return value ? Object.keys(value).find((k) => k.endsWith('Value')) : undefined;
}

export const ids = (snapshots: { docs: { id: string }[] }): string[] => snapshots.docs.map((d) => d.id);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
