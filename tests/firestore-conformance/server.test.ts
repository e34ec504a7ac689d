import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { transactionIdleTimeoutMs } from './helpers';

// Only meaningful for the stand-in this suite started itself (no FIRESTORE_EMULATOR_HOST given).
const startedHere = transactionIdleTimeoutMs !== null;

function tryConnect(host: string, port: number): Promise<'connected' | string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe.skipIf(!startedHere)('the stand-in server', () => {
  const [host, portText] = inject('firestoreEmulatorHost').split(':');
  const port = Number(portText);

  it('listens on 127.0.0.1', async () => {
    expect(host).toBe('127.0.0.1');
    expect(await tryConnect('127.0.0.1', port)).toBe('connected');
  });

  it('does not listen on any non-loopback address', async () => {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a !== undefined && !a.internal)
      .map((a) => a!.address);
    for (const address of addresses) {
      expect.soft(await tryConnect(address, port), address).not.toBe('connected');
    }
    expect(await tryConnect('::1', port)).not.toBe('connected');
  });
});
