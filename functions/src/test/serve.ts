import type { Express } from 'express';
import type { AddressInfo } from 'node:net';

/** Serves an Express app on an ephemeral port for a test; returns its base URL and a closer. */
export async function serve(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
