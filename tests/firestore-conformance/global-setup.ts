import type { TestProject } from 'vitest/node';
import { SERVER_HEADER } from '../../local/firestore/transport/http/http-handler';
import { LocalFirestore } from '../../local/firestore/server';

// Starts the local Firestore (local/firestore/) in this process on a free loopback
// port, unless FIRESTORE_EMULATOR_HOST is already set: then the suite runs unchanged
// against that Firestore (for example the official emulator).

/** Idle timeout the in-process stand-in uses for transactions (ms); short so the
 *  "abandoned transaction" test stays fast. The server's default is 10 s. */
const TRANSACTION_IDLE_TIMEOUT_MS = 1_500;

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    /** 'stand-in': our local Firestore (local/firestore/); 'official': the Java emulator. */
    firestoreTarget: 'stand-in' | 'official';
    /** Set when the suite started the stand-in itself and knows its idle timeout. */
    transactionIdleTimeoutMs: number | null;
  }
}

/** Both answer `GET /` with "Ok"; ours names itself in the Server header. */
async function detectTarget(host: string): Promise<'stand-in' | 'official'> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    return response.ok && response.headers.get('server') !== SERVER_HEADER ? 'official' : 'stand-in';
  } catch {
    return 'stand-in';
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const external = process.env.FIRESTORE_EMULATOR_HOST;
  if (external) {
    const target =
      process.env.FIRESTORE_CONFORMANCE_TARGET === 'official' || process.env.FIRESTORE_CONFORMANCE_TARGET === 'stand-in'
        ? process.env.FIRESTORE_CONFORMANCE_TARGET
        : await detectTarget(external);
    project.provide('firestoreEmulatorHost', external);
    project.provide('firestoreTarget', target);
    project.provide('transactionIdleTimeoutMs', null);
    return;
  }

  // Port 0: any free port; the local Firestore binds 127.0.0.1 only.
  const server = await LocalFirestore.start({ port: 0, transactionIdleTimeoutMs: TRANSACTION_IDLE_TIMEOUT_MS });
  const host = `127.0.0.1:${server.port}`;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  project.provide('firestoreEmulatorHost', host);
  project.provide('firestoreTarget', 'stand-in');
  project.provide('transactionIdleTimeoutMs', TRANSACTION_IDLE_TIMEOUT_MS);
  return async () => {
    await server.stop();
  };
}
