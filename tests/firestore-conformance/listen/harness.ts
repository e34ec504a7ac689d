import { deleteApp, initializeApp } from 'firebase/app';
import {
  and,
  collection,
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  enableNetwork,
  getCountFromServer,
  initializeFirestore,
  limit,
  onSnapshot,
  or,
  orderBy,
  query,
  setDoc,
  terminate,
  where,
  type DocumentData,
  type FirestoreSettings,
  type QueryNonFilterConstraint,
  type WhereFilterOp,
} from 'firebase/firestore';

// The client side of the listen tests, written once for both places it runs: in the test
// process (the web SDK's Node build, which speaks gRPC, as @firebase/rules-unit-testing
// does) and bundled into a page in Chromium (the browser build, which speaks WebChannel).
// Listeners record every snapshot they receive, metadata-only ones included (so that the
// move from cache to server, fromCache false, is seen); tests wait for the n-th one.

export type Transport = 'grpc' | 'streaming' | 'long-polling' | 'auto-detect';

export interface HarnessConfig {
  host: string;
  port: number;
  projectId: string;
  transport: Transport;
  /** 'owner' bypasses the rules (as withSecurityRulesDisabled); claims make an unsigned ID token. */
  token: 'owner' | { sub: string; [claim: string]: unknown } | null;
}

export type Target =
  | { document: string }
  | {
      collection: string;
      where?: [string, WhereFilterOp, unknown][];
      /** Alternatives: or(where(…), where(…)). */
      or?: [string, WhereFilterOp, unknown][];
      orderBy?: [string, 'asc' | 'desc'][];
      limit?: number;
    };

export interface Snapshot {
  ids: string[];
  data: DocumentData[];
  fromCache: boolean;
  /** 'added:a', 'modified:b', 'removed:c' (query targets). */
  changes: string[];
  /** The error code when the listener failed, e.g. 'permission-denied'. */
  error?: string;
}

export interface Harness {
  listen(target: Target): number;
  count(listener: number): number;
  /** Resolves with the listener's n-th snapshot (0-based) once it has arrived. */
  snapshot(listener: number, index: number, timeoutMs: number): Promise<Snapshot>;
  unsubscribe(listener: number): void;
  disableNetwork(): Promise<void>;
  enableNetwork(): Promise<void>;
  /** setDoc (the Write stream); resolves with the error code, or null when it succeeded. */
  write(path: string, data: DocumentData): Promise<string | null>;
  /** getCountFromServer (the browser SDK sends it over REST); the count, or the error code. */
  countFromServer(target: Exclude<Target, { document: string }>): Promise<number | string>;
  close(): Promise<void>;
}

function settingsOf(transport: Transport): FirestoreSettings {
  if (transport === 'long-polling') return { experimentalForceLongPolling: true };
  if (transport === 'streaming') return { experimentalAutoDetectLongPolling: false };
  return { experimentalAutoDetectLongPolling: true };
}

let apps = 0;

export function createHarness(config: HarnessConfig): Harness {
  const app = initializeApp({ projectId: config.projectId, apiKey: 'fake-api-key' }, `listen-${Date.now()}-${(apps += 1)}`);
  const db = initializeFirestore(app, settingsOf(config.transport));
  connectFirestoreEmulator(db, config.host, config.port, config.token ? { mockUserToken: config.token } : {});

  const snapshots = new Map<number, Snapshot[]>();
  const waiters = new Map<number, (() => void)[]>();
  const unsubscribers = new Map<number, () => void>();
  let next = 0;

  const queryOf = (target: Exclude<Target, { document: string }>) => {
    const filters = (target.where ?? []).map(([field, op, value]) => where(field, op, value));
    const shape: QueryNonFilterConstraint[] = [
      ...(target.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
      ...(target.limit !== undefined ? [limit(target.limit)] : []),
    ];
    const base = collection(db, target.collection);
    if (!target.or) return query(base, ...filters, ...shape);
    return query(base, and(...filters, or(...target.or.map(([field, op, value]) => where(field, op, value)))), ...shape);
  };
  const errorCode = (error: unknown) => (error as { code?: string }).code ?? String(error);

  const record = (id: number, snapshot: Snapshot) => {
    snapshots.get(id)!.push(snapshot);
    for (const wake of waiters.get(id) ?? []) wake();
    waiters.set(id, []);
  };

  return {
    listen(target) {
      const id = (next += 1);
      snapshots.set(id, []);
      const onError = (error: { code: string }) => record(id, { ids: [], data: [], fromCache: false, changes: [], error: error.code });
      if ('document' in target) {
        unsubscribers.set(
          id,
          onSnapshot(
            doc(db, target.document),
            { includeMetadataChanges: true },
            (snap) =>
              record(id, {
                ids: snap.exists() ? [snap.id] : [],
                data: snap.exists() ? [snap.data()] : [],
                fromCache: snap.metadata.fromCache,
                changes: [],
              }),
            onError,
          ),
        );
      } else {
        unsubscribers.set(
          id,
          onSnapshot(
            queryOf(target),
            { includeMetadataChanges: true },
            (snap) =>
              record(id, {
                ids: snap.docs.map((d) => d.id),
                data: snap.docs.map((d) => d.data()),
                fromCache: snap.metadata.fromCache,
                changes: snap.docChanges().map((change) => `${change.type}:${change.doc.id}`),
              }),
            onError,
          ),
        );
      }
      return id;
    },
    count: (listener) => snapshots.get(listener)?.length ?? 0,
    snapshot(listener, index, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`listener ${listener}: no snapshot #${index} within ${timeoutMs} ms (got ${snapshots.get(listener)?.length ?? 0})`)),
          timeoutMs,
        );
        const check = () => {
          const snapshot = snapshots.get(listener)?.[index];
          if (snapshot) {
            clearTimeout(timer);
            resolve(snapshot);
          } else {
            waiters.set(listener, [...(waiters.get(listener) ?? []), check]);
          }
        };
        check();
      });
    },
    unsubscribe(listener) {
      unsubscribers.get(listener)?.();
      unsubscribers.delete(listener);
    },
    disableNetwork: () => disableNetwork(db),
    enableNetwork: () => enableNetwork(db),
    write: (path, data) => setDoc(doc(db, path), data).then(() => null, errorCode),
    countFromServer: (target) => getCountFromServer(queryOf(target)).then((snapshot) => snapshot.data().count, errorCode),
    async close() {
      for (const unsubscribe of unsubscribers.values()) unsubscribe();
      await terminate(db);
      await deleteApp(app);
    },
  };
}
