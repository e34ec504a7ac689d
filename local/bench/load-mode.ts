// `npm run bench -- --load`: the API under concurrent clients (see load.ts), with the API in
// this process over the demo data, or through a running stack with `--target` (the emulators:
// edge, hosting, functions, auth, the local Firestore), so the two can be set side by side.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { buildSeedDocuments } from '../seed/build-documents';
import { startInProcessApi, type InProcessApi } from './in-process-api';
import { formatResults, type LoadRequest, type LoadResult } from './load';
import type { LoadArgs } from './load-args';
import type { LoadPlan } from './load-worker';

async function seedDemo(api: InProcessApi): Promise<void> {
  const batch = api.db.batch();
  for (const { path, data } of buildSeedDocuments(new Date())) batch.set(api.db.doc(path), data);
  await batch.commit();
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The shop's public reads, on a school with published lists and its first list. */
async function shopRequests(origin: string): Promise<LoadRequest[]> {
  const api = `${origin}/api`;
  const { schools } = await getJson<{ schools: { id: string; publishedListCount: number }[] }>(`${api}/schools`);
  const school = schools.find((s) => s.publishedListCount > 0);
  if (!school) throw new Error(`${api}/schools has no school with a published list: seed the demo data first`);
  const { supplyLists } = await getJson<{ supplyLists: { id: string }[] }>(`${api}/schools/${school.id}/supply-lists`);
  const list = supplyLists[0]!;
  return [
    { name: 'GET /health', url: `${api}/health` },
    { name: 'GET /schools', url: `${api}/schools` },
    { name: 'GET /schools/{id}/supply-lists', url: `${api}/schools/${school.id}/supply-lists` },
    { name: 'GET /supply-lists/{id}', url: `${api}/supply-lists/${list.id}` },
  ];
}

function runClients(plan: LoadPlan, onResult: (result: LoadResult) => void): Promise<LoadResult[]> {
  return new Promise((resolve, reject) => {
    // Node 20 does not hand a worker's TypeScript entry to tsx's loader: the worker registers it first.
    const entry = new URL('./load-worker.ts', import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    const worker = new Worker(bootstrap, { eval: true, workerData: plan });
    worker.on('message', (message: { progress?: LoadResult; done?: LoadResult[] }) => {
      if (message.progress) onResult(message.progress);
      if (message.done) resolve(message.done);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the load worker exited with ${code}`)));
  });
}

export async function runLoadMode(args: LoadArgs): Promise<void> {
  const api = args.target ? null : await startInProcessApi();
  if (api) await seedDemo(api);
  const origin = args.target ?? api!.origin;
  const where = args.target
    ? `through ${args.target} (whatever serves it: \`npm start\` runs the emulators)`
    : 'in this process (Express app, firebase-admin, local Firestore; no emulator)';

  try {
    const requests = await shopRequests(origin);
    console.log(`load: ${where}; demo data; ${args.clients.join(', ')} concurrent clients, ${args.seconds} s each after ${args.warmupSeconds} s of warm-up`);
    console.log(
      `machine: load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} before the run\n`,
    );
    const results = await runClients({ requests, ...args }, (r) =>
      console.log(
        `  ${r.name} × ${r.clients}: ${r.perSecond.toFixed(1)} req/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, ${r.errors} errors`,
      ),
    );
    console.log(`\n${formatResults(results)}`);
    console.log(
      '\nEach client sends its next request when the previous one has answered; req/s counts answers, errors are non-2xx answers or none within 30 s.',
    );
  } finally {
    await api?.stop();
  }
}
