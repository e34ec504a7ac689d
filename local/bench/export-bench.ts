// `npm run bench:export`: GET /orders/export over 10,000 orders of one school, in a Firestore
// stand-in of its own (nothing touches .local-data). Prints the time to the first byte and to
// the last, the rows read back, the file's size, and the peak memory of the process while it
// streams. The in-memory Firestore runs in a child process of its own, so the memory measured
// is the API's (and this client's, which parses the stream row by row).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { parse } from 'csv-parse';
import { LocalFirestore } from '../firestore/server';
import { schoolId, writeBenchData, type Size } from './big-data';
import { staffAccount, startAuthStandIn } from './staff-accounts';

const ORDERS = Number(process.env.EXPORT_BENCH_ORDERS ?? 10_000);
const RUNS = 3;
const PROJECT = 'demo-bench';
const NONE: Size = { schools: 0, listsPerSchool: 10, products: 0, orders: 0 };
const ONE_SCHOOL: Size = { schools: 1, listsPerSchool: 10, products: 50, orders: ORDERS };

if (process.argv[2] === 'firestore') {
  const server = await LocalFirestore.start({ port: 0 });
  process.send!({ port: server.port });
  process.on('disconnect', () => void server.stop().then(() => process.exit(0)));
} else {
  await bench();
}

async function bench() {
  const child = fork(new URL(import.meta.url), ['firestore'], { execArgv: ['--import', 'tsx'] });
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  const authStandIn = await startAuthStandIn();
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
    GCLOUD_PROJECT: PROJECT,
    FUNCTIONS_EMULATOR: 'true',
    FIREBASE_AUTH_EMULATOR_HOST: authStandIn.host,
  });
  const { createApp } = await import('../../functions/src/public');
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const db = getFirestore(initializeApp({ projectId: PROJECT }, 'export-bench'));

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

  const t = Date.now();
  await writeBenchData(db, NONE, ONE_SCHOOL);
  const admin = await staffAccount(db, PROJECT, 'bench-admin', null);
  const rep = await staffAccount(db, PROJECT, 'bench-rep', schoolId(0));
  console.log(`seeded ${ORDERS} orders of one school in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  /** One export, read as a stream and parsed row by row, with the process's memory sampled every 10 ms. */
  async function exportOnce(token: string, query: string) {
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 10);
    const started = performance.now();
    const res = await fetch(`${base}/api/orders/export?${query}`, { headers: { Authorization: `Bearer ${token}` } });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let firstByte = 0;
    let bytes = 0;
    let rows = 0;
    const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += chunk.length;
    });
    for await (const _row of body.pipe(parse({ bom: true, columns: true }))) rows++;
    const total = performance.now() - started;
    clearInterval(sampler);
    return { firstByte, total, bytes, rows, rss: peakRss - baseline.rss, heap: peakHeap - baseline.heapUsed, peakRss };
  }

  for (const [who, token, query] of [
    ['admin', admin, `schoolId=${schoolId(0)}`],
    ['rep', rep, ''],
  ] as const) {
    for (let run = 1; run <= RUNS; run++) {
      const r = await exportOnce(token, query);
      if (r.rows !== ORDERS) throw new Error(`expected ${ORDERS} rows, read ${r.rows}`);
      console.log(
        `${who} export ${run}: ${r.rows} rows, ${mb(r.bytes)} in ${(r.total / 1000).toFixed(2)} s (first byte ${r.firstByte.toFixed(0)} ms); ` +
          `peak over baseline: heap +${mb(r.heap)}, RSS +${mb(r.rss)} (process RSS ${mb(r.peakRss)})`,
      );
    }
  }

  server.close();
  authStandIn.close();
  child.disconnect();
  process.exit(0);
}
