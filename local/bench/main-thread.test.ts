import { describe, expect, it } from 'vitest';
import { blockingTime, mainThreadTasks, type TraceEvent } from './main-thread';

const MAIN = { pid: 1, tid: 1 };
const ms = (value: number) => 1_000_000 + value * 1000;
const task = (start: number, wall: number, cpu: number): TraceEvent => ({
  ...MAIN,
  name: 'RunTask',
  ph: 'X',
  ts: ms(start),
  dur: wall * 1000,
  tdur: cpu * 1000,
});
const navigation = (url: string, id: string, where = MAIN): TraceEvent => ({
  ...where,
  name: 'navigationStart',
  ph: 'R',
  ts: ms(0),
  args: { data: { documentLoaderURL: url, navigationId: id } },
});

const trace: TraceEvent[] = [
  // An image's own document (an SVG's) starts a navigation of its own, with no address.
  navigation('', 'svg'),
  navigation('http://127.0.0.1/dashboard', 'page'),
  { ...MAIN, name: 'firstContentfulPaint', ph: 'R', ts: ms(100), args: { data: { navigationId: 'page' } } },
  task(20, 40, 30),
  task(80, 40, 10),
  { ...MAIN, name: 'FunctionCall', ph: 'X', ts: ms(85), dur: 20_000 },
  // A nested run loop's task belongs to the task it runs in.
  { ...MAIN, name: 'RunTask', ph: 'X', ts: ms(90), dur: 5000 },
  task(200, 30, 30),
  task(300, 10, 10),
  // Another thread's task is not the page's.
  { pid: 1, tid: 2, name: 'RunTask', ph: 'X', ts: ms(300), dur: 90_000 },
];

describe('mainThreadTasks', () => {
  it("finds the page's thread, its top-level tasks with the events inside, and the page's first paint", () => {
    const { tasks, firstPaint } = mainThreadTasks(trace);
    expect(firstPaint).toBe(100);
    expect(tasks.map(({ start, wallMs, cpuMs }) => [start, wallMs, cpuMs])).toEqual([
      [20, 40, 30],
      [80, 40, 10],
      [200, 30, 30],
      [300, 10, 10],
    ]);
    expect(tasks[1]!.inside.map((event) => event.name)).toEqual(['FunctionCall']);
  });

  it('says so when the trace loaded no web page', () => {
    expect(() => mainThreadTasks(trace.filter((event) => event.name !== 'navigationStart'))).toThrow('no navigation');
  });
});

describe('blockingTime', () => {
  const { tasks, firstPaint } = mainThreadTasks(trace);

  it('counts each task four times over, past 50 ms, from the first paint on', () => {
    // Ended before the paint: nothing. Under way at it: its 20 ms after, 80 - 50. Then 120 - 50; 40 is short.
    expect(blockingTime(tasks, firstPaint, 'wallMs')).toBe(30 + 70);
  });

  it("from CPU time, takes the part of a task under way at the paint in the task's own proportion", () => {
    // The task at 80 ms: 10 ms of CPU in 40, half of it after the paint: 5 * 4 is under 50.
    expect(blockingTime(tasks, firstPaint, 'cpuMs')).toBe(70);
  });
});
