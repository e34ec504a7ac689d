// The page's main-thread tasks in a trace that `npm run lighthouse -- --save DIR` kept: each task
// of at least --min ms (real time) that ends after the first paint, with the events that took most of it.
// Lighthouse's mobile preset counts every task four times over, so a task of 12.5 ms or more
// adds to the blocking time; the last line sums that estimate.
// usage: node --import tsx local/bench/trace-tasks.ts DIR/_dashboard-parent@example.com-1.trace.json [--min 12.5]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
}

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const { values, positionals } = parseArgs({ allowPositionals: true, options: { min: { type: 'string', default: '12.5' } } });
const [file] = positionals;
if (!file) throw new Error('usage: trace-tasks.ts FILE.trace.json [--min 12.5]');
const minMs = Number(values.min);
const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
const events = trace.traceEvents;

// The page's renderer main thread: the thread that ran most of the events that name the app's assets.
const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;
const counts = new Map<string, number>();
for (const event of events) {
  if (event.args?.data?.url?.includes('/assets/')) counts.set(threadOf(event), (counts.get(threadOf(event)) ?? 0) + 1);
}
const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
if (!main) throw new Error(`${file}: no thread loaded the app's assets`);

// Sorted by start, a task before the events inside it: one pass gives each top-level task its events.
const complete = events.filter((event) => threadOf(event) === main && event.ph === 'X' && event.dur).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
const tasks: { task: TraceEvent; inside: TraceEvent[] }[] = [];
for (const event of complete) {
  const current = tasks.at(-1);
  if (current && event.ts < current.task.ts + current.task.dur!) {
    // A task nested in another is part of it.
    if (event.name !== 'RunTask' && event.ts + event.dur! <= current.task.ts + current.task.dur!) current.inside.push(event);
  } else if (event.name === 'RunTask') tasks.push({ task: event, inside: [] });
}
const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === Number(main.split(':')[0]))?.ts ?? 0;
const start = events.find((event) => event.name === 'navigationStart' && threadOf(event) === main)?.ts ?? complete[0]!.ts;

let blocking = 0;
for (const { task, inside } of tasks) {
  if (task.ts + task.dur! <= firstPaint) continue;
  const ms = task.dur! / 1000;
  // As Lighthouse counts it: a long task under way at the first paint blocks only from then on.
  const beforePaint = Math.max(0, firstPaint - task.ts) / 1000;
  blocking += Math.max(0, ms * CPU_SLOWDOWN - Math.max(LONG_TASK_MS, beforePaint * CPU_SLOWDOWN));
  if (ms < minMs) continue;
  const byKind = new Map<string, number>();
  for (const event of inside) {
    const url = event.args?.data?.url?.replace(/.*\//, '');
    const key = url ? `${event.name} ${url}` : event.name;
    byKind.set(key, (byKind.get(key) ?? 0) + event.dur! / 1000);
  }
  const top = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 4);
  console.log(`${Math.round((task.ts - start) / 1000)} ms: ${ms.toFixed(0)} ms  ${top.map(([key, v]) => `${key} ${v.toFixed(0)}`).join(' | ')}`);
}
console.log(`first paint at ${Math.round((firstPaint - start) / 1000)} ms`);
console.log(`blocking time after it, if each task counts ${CPU_SLOWDOWN} times over: ${Math.round(blocking)} ms`);
