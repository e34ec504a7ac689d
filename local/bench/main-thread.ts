// The page's main-thread tasks in a Chrome trace (as Lighthouse records it), and the blocking time
// they make when each counts four times over, as Lighthouse's mobile preset counts them.
//
// Each task has two durations: its wall time (what Lighthouse reads) and its thread time, the CPU
// the main thread got. On a host whose cores are busy with the browser's other processes, the
// tracing and the local servers, a task waits for a core and its wall time grows while its CPU
// time does not: the blocking time from CPU time is what the page's own work would make there.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; documentLoaderURL?: string; navigationId?: string } };
}

export interface MainThreadTask {
  /** ms after the navigation started */
  start: number;
  wallMs: number;
  cpuMs: number;
  /** the events nested in the task */
  inside: TraceEvent[];
}

export const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** The tested page's main thread (the one whose navigation loaded an http(s) page), its tasks and its first paint. */
export function mainThreadTasks(events: TraceEvent[]): { tasks: MainThreadTask[]; firstPaint: number } {
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'));
  if (!navigation) throw new Error('The trace has no navigation to a web page');
  const onMain = (event: TraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.args?.data?.navigationId === navigation.args?.data?.navigationId);
  // Sorted by start, a task before the events inside it: one pass gives each top-level task its events.
  const complete = events.filter((event) => onMain(event) && event.ph === 'X' && event.dur).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: MainThreadTask[] = [];
  let end = -Infinity;
  for (const event of complete) {
    if (event.ts < end) {
      // A task nested in another (a nested run loop) is part of it.
      if (event.name !== 'RunTask' && event.ts + event.dur! <= end) tasks.at(-1)!.inside.push(event);
    } else if (event.name === 'RunTask' && event.ts >= navigation.ts) {
      tasks.push({ start: (event.ts - navigation.ts) / 1000, wallMs: event.dur! / 1000, cpuMs: (event.tdur ?? event.dur!) / 1000, inside: [] });
      end = event.ts + event.dur!;
    }
  }
  return { tasks, firstPaint: paint ? (paint.ts - navigation.ts) / 1000 : 0 };
}

/**
 * The blocking time after the first paint when each task counts four times over, from the tasks'
 * wall or CPU time. As Lighthouse counts it, a long task under way at the first paint blocks only
 * from then on. Lighthouse's own figure comes from a simulation of the whole load on a slow network,
 * so it differs from the wall-time sum: compare runs with runs, each figure with itself.
 */
export function blockingTime(tasks: MainThreadTask[], firstPaint: number, time: 'wallMs' | 'cpuMs'): number {
  let blocking = 0;
  for (const task of tasks) {
    if (task.start + task.wallMs <= firstPaint) continue;
    const beforePaint = Math.max(0, firstPaint - task.start) * (task[time] / task.wallMs);
    blocking += Math.max(0, (task[time] - beforePaint) * CPU_SLOWDOWN - LONG_TASK_MS);
  }
  return blocking;
}
