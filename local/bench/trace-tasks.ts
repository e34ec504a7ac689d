// The page's main-thread tasks in a trace that `npm run lighthouse -- --save DIR` kept: each task
// of at least --min ms (real time) that ends after the first paint, its CPU time, and the events that
// took most of it. Lighthouse's mobile preset counts every task four times over, so a task of 12.5 ms
// or more adds to the blocking time; the last lines sum that estimate from wall and from CPU time.
// usage: node --import tsx local/bench/trace-tasks.ts DIR/_dashboard-parent@example.com-1.trace.json [--min 12.5]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { blockingTime, CPU_SLOWDOWN, mainThreadTasks, type TraceEvent } from './main-thread';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { min: { type: 'string', default: '12.5' } } });
const [file] = positionals;
if (!file) throw new Error('usage: trace-tasks.ts FILE.trace.json [--min 12.5]');
const minMs = Number(values.min);
const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
const { tasks, firstPaint } = mainThreadTasks(trace.traceEvents);

for (const { start, wallMs, cpuMs, inside } of tasks) {
  if (start + wallMs <= firstPaint || wallMs < minMs) continue;
  const byKind = new Map<string, number>();
  for (const event of inside) {
    const url = event.args?.data?.url?.replace(/.*\//, '');
    const key = url ? `${event.name} ${url}` : event.name;
    byKind.set(key, (byKind.get(key) ?? 0) + event.dur! / 1000);
  }
  const top = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 4);
  console.log(`${Math.round(start)} ms: ${wallMs.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)})  ${top.map(([key, v]) => `${key} ${v.toFixed(0)}`).join(' | ')}`);
}
console.log(`first paint at ${Math.round(firstPaint)} ms`);
console.log(`blocking time after it, if each task counts ${CPU_SLOWDOWN} times over: ${Math.round(blockingTime(tasks, firstPaint, 'wallMs'))} ms`);
console.log(`the same from the main thread's CPU time: ${Math.round(blockingTime(tasks, firstPaint, 'cpuMs'))} ms`);
