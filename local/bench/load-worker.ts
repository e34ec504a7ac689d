// The load mode's clients, on a thread of their own so that, with the API in this process,
// sending requests does not take the API's thread.
import { parentPort, workerData } from 'node:worker_threads';
import { runLoad, type LoadRequest, type LoadResult } from './load';

export interface LoadPlan {
  requests: LoadRequest[];
  clients: number[];
  seconds: number;
  warmupSeconds: number;
}

const plan = workerData as LoadPlan;
const results: LoadResult[] = [];
for (const request of plan.requests) {
  // Unmeasured first: JIT compilation, connection pools, and (through the emulators) the
  // function workers the highest concurrency needs are made before anything is counted.
  if (plan.warmupSeconds > 0) await runLoad({ request, clients: Math.max(...plan.clients), durationMs: plan.warmupSeconds * 1000 });
  for (const clients of plan.clients) {
    const result = await runLoad({ request, clients, durationMs: plan.seconds * 1000 });
    parentPort?.postMessage({ progress: result });
    results.push(result);
  }
}
parentPort?.postMessage({ done: results });
