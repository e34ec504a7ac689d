// `npm run bench -- --demand`: GET /purchasing/demand, the shop's and one school's, at 5,000 and then
// 50,000 paid boxes not yet packed (the reads benchmark's data, big-data.ts, seeded as checkout and
// the status moves keep the demand counters), in a Firestore of its own (nothing touches
// .local-data). The answer reads the counters and the products they name, never an order: its reads
// and its time stay the same when the orders grow tenfold.
import { FULL, schoolId, writeBenchData, type Size } from './big-data';
import { startInProcessApi } from './in-process-api';
import { staffAccount } from './staff-accounts';
import { median, percentile, span } from './summary';

const RUNS = 15;
const NONE: Size = { schools: 0, listsPerSchool: FULL.listsPerSchool, products: 0, orders: 0 };
/** The large set's schools and products from the start: only the orders grow. */
const SMALL: Size = { ...FULL, orders: 5_000 };

const api = await startInProcessApi();
const { origin, db, reads, projectId } = api;
const admin = await staffAccount(db, projectId, 'bench-admin', null);

const probes = [
  { name: 'GET /purchasing/demand (the shop)', path: '/purchasing/demand' },
  { name: 'GET /purchasing/demand?schoolId=', path: `/purchasing/demand?schoolId=${schoolId(7)}` },
];

async function measure(orders: number) {
  for (const probe of probes) {
    const ms: number[] = [];
    const read: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i++) {
      const before = reads.total;
      const started = performance.now();
      const res = await fetch(`${origin}/api${probe.path}`, { headers: { Authorization: `Bearer ${admin}` } });
      const body = (await res.json()) as { demand: { needed: number }[] };
      ms.push(performance.now() - started);
      read.push(reads.total - before);
      if (res.status !== 200) throw new Error(`${probe.name} answered ${res.status}: ${JSON.stringify(body)}`);
      rows = body.demand.length;
    }
    console.log(
      `${orders.toLocaleString('en-US')} orders | ${probe.name.padEnd(36)} | ${String(rows).padStart(4)} rows | reads ${span(read).padStart(4)} | ` +
        `ms p50 ${median(ms).toFixed(1).padStart(6)} | p95 ${percentile(ms, 0.95).toFixed(1).padStart(6)}`,
    );
  }
}

let t = Date.now();
await writeBenchData(db, NONE, SMALL);
console.log(
  `seeded ${SMALL.orders.toLocaleString('en-US')} paid orders, ${SMALL.schools} schools, ${SMALL.products} products in ${((Date.now() - t) / 1000).toFixed(1)} s`,
);
await measure(SMALL.orders);
t = Date.now();
await writeBenchData(db, SMALL, FULL);
console.log(`seeded to ${FULL.orders.toLocaleString('en-US')} paid orders in ${((Date.now() - t) / 1000).toFixed(1)} s`);
await measure(FULL.orders);

await api.stop();
process.exit(0);
