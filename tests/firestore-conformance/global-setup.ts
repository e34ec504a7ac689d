import type { TestProject } from 'vitest/node';

// Starts the Firestore stand-in (@firestore-emulator/server, patched by
// patches/@firestore-emulator+server+0.3.15.patch) in this process on a free
// loopback port, unless FIRESTORE_EMULATOR_HOST is already set: then the suite
// runs unchanged against that Firestore (for example the official emulator).

/** Idle timeout the in-process stand-in uses for transactions (ms); short so the
 *  "abandoned transaction" test stays fast. The package default is 10 s. */
const TRANSACTION_IDLE_TIMEOUT_MS = 1_500;

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    /** 'stand-in': the patched @firestore-emulator/server; 'official': the Java emulator. */
    firestoreTarget: 'stand-in' | 'official';
    /** Set when the suite started the stand-in itself and knows its idle timeout. */
    transactionIdleTimeoutMs: number | null;
  }
}

/** The official emulator also answers plain HTTP/1.1 on its port ("Ok"); the stand-in is gRPC only. */
async function detectTarget(host: string): Promise<'stand-in' | 'official'> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? 'official' : 'stand-in';
  } catch {
    return 'stand-in';
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const external = process.env.FIRESTORE_EMULATOR_HOST;
  if (external) {
    const target = process.env.FIRESTORE_CONFORMANCE_TARGET === 'official' || process.env.FIRESTORE_CONFORMANCE_TARGET === 'stand-in'
      ? process.env.FIRESTORE_CONFORMANCE_TARGET
      : await detectTarget(external);
    project.provide('firestoreEmulatorHost', external);
    project.provide('firestoreTarget', target);
    project.provide('transactionIdleTimeoutMs', null);
    return;
  }

  // Import by package name so Node loads the package's CommonJS build (dist/index.js).
  const { FirestoreServer } = await import('@firestore-emulator/server');
  const server = new FirestoreServer({ transactionIdleTimeoutMs: TRANSACTION_IDLE_TIMEOUT_MS });
  const port = await server.start(0); // 0: any free port; the stand-in binds 127.0.0.1 only
  const host = `127.0.0.1:${port}`;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  project.provide('firestoreEmulatorHost', host);
  project.provide('firestoreTarget', 'stand-in');
  project.provide('transactionIdleTimeoutMs', TRANSACTION_IDLE_TIMEOUT_MS);
  return async () => {
    server.stop();
  };
}
