// The dashboards as they open, for `npm run bench` (`--only opens`): the requests the web app
// makes when a representative opens the school dashboard, when an administrator opens it, and
// when an administrator opens /admin, then each further tab (as the first one opened after the
// first screen), in the app's order (web/src/features/school-dashboard, web/src/features/admin,
// web/src/lib/staff-data): the profile first (the signed-in screens wait for it), then what a
// screen asks for at once. The order tables also listen to their newest orders through the
// Firestore SDK; that listener's first answer is the same query, run here once.
import type { Firestore, Query } from 'firebase-admin/firestore';
import { liveOrderFilters, type LiveOrdersScope } from '@ssb/contract';
import { DASHBOARD_SCHOOL, schoolId } from './big-data';
import { median, span } from './summary';

interface Call {
  name: string;
  run(): Promise<void>;
}

/** A screen or tab opening: its steps one after another, the calls of a step at once. */
interface Opening {
  name: string;
  steps: Call[][];
}

/** Each call's reads and milliseconds, run alone, by opening and call. */
type Measured = Map<string, { reads: number[]; ms: number[] }>;

/** An opening's time: its steps one after another, each as long as its slowest call. */
export const openingMs = (steps: number[][]) => steps.reduce((total, step) => total + Math.max(0, ...step), 0);

const key = (opening: Opening, step: number, call: Call) => `${opening.name}|${step}|${call.name}`;

/** The school dashboard's school (2,000 orders on the large set), the representative's and the administrator's openings, and /admin's. */
export function dashboardOpenings(options: { base: string; db: Firestore; rep: () => string; admin: () => string }): Opening[] {
  const school = schoolId(DASHBOARD_SCHOOL);
  // As the browser sends it (Intl's time zone): the tiles count "today" in it.
  const timeZone = 'timeZone=America%2FChicago';
  const get =
    (token: () => string) =>
    (name: string, path: string): Call => ({
      name: `GET ${name}`,
      async run() {
        const res = await fetch(`${options.base}/api${path}`, { headers: { Authorization: `Bearer ${token()}` } });
        const body = await res.text();
        if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${body}`);
      },
    });
  const listener = (scope: LiveOrdersScope): Call => ({
    name: `listener: the ${scope.max} newest orders${scope.kind === 'school' ? ' of the school' : ''}`,
    async run() {
      let query: Query = options.db.collection('orders');
      for (const [field, value] of liveOrderFilters(scope)) query = query.where(field, '==', value);
      await query.orderBy('createdAt', 'desc').limit(scope.max).get();
    },
  });
  const schoolTabs = (who: string, as: ReturnType<typeof get>): Opening[] => [
    {
      name: `school dashboard (${who}), then Student Orders`,
      steps: [
        [
          as('/schools/{id}/stats', `/schools/${school}/stats?${timeZone}`),
          as('/orders/school/{id}?limit=50', `/orders/school/${school}?limit=50`),
          listener({ kind: 'school', schoolId: school, max: 50 }),
        ],
      ],
    },
    { name: `school dashboard (${who}), then Fulfilment`, steps: [[as('/schools/{id}/pick-list', `/schools/${school}/pick-list`)]] },
  ];
  const rep = get(options.rep);
  const admin = get(options.admin);
  const profile = (as: ReturnType<typeof get>) => [as('/users/profile', '/users/profile')];
  return [
    {
      name: 'school dashboard (rep) opens',
      steps: [profile(rep), [rep('/schools/{id}', `/schools/${school}`), rep('/schools/{id}/supply-lists', `/schools/${school}/supply-lists`)]],
    },
    ...schoolTabs('rep', rep),
    {
      // The school picker's answer holds the school the page shows: no GET /schools/{id}.
      name: 'school dashboard (admin, ?school=) opens',
      steps: [profile(admin), [admin('/schools', '/schools')], [admin('/schools/{id}/supply-lists', `/schools/${school}/supply-lists`)]],
    },
    ...schoolTabs('admin', admin),
    {
      // The tiles and this season's money and chart load together.
      name: '/admin opens (Overview)',
      steps: [
        profile(admin),
        [admin('/orders/stats/overview', `/orders/stats/overview?${timeZone}`), admin('/orders/stats/season', `/orders/stats/season?${timeZone}`)],
      ],
    },
    {
      name: '/admin, then Orders',
      steps: [[admin('/schools', '/schools'), admin('/orders?limit=25', '/orders?limit=25'), listener({ kind: 'all', max: 25 })]],
    },
    { name: '/admin, then Schools', steps: [[admin('/schools', '/schools')]] },
    { name: '/admin, then Supply Lists', steps: [[admin('/schools', '/schools'), admin('/supply-lists', '/supply-lists')]] },
    { name: '/admin, then Products', steps: [[admin('/products', '/products')]] },
  ];
}

/** Runs each call of each opening `runs` times alone, counting its reads and timing it. */
export async function measureOpenings(openings: Opening[], reads: { readonly total: number }, runs: number): Promise<Measured> {
  const measured: Measured = new Map();
  for (const opening of openings) {
    for (const [step, calls] of opening.steps.entries()) {
      for (const call of calls) {
        const result = { reads: [] as number[], ms: [] as number[] };
        for (let i = 0; i < runs; i++) {
          const before = reads.total;
          const started = performance.now();
          await call.run();
          result.ms.push(performance.now() - started);
          result.reads.push(reads.total - before);
        }
        measured.set(key(opening, step, call), result);
      }
    }
  }
  return measured;
}

/** The table: each opening's calls (step number, reads and median ms on each set), then its time to open. */
export function printOpenings(openings: Opening[], small: Measured, large: Measured): void {
  console.log(['opening / step: call'.padEnd(58), 'reads small', 'reads large', 'ms small', 'ms large'].join(' | '));
  for (const opening of openings) {
    console.log(opening.name);
    const stepMs = { small: [] as number[][], large: [] as number[][] };
    for (const [step, calls] of opening.steps.entries()) {
      stepMs.small.push([]);
      stepMs.large.push([]);
      for (const call of calls) {
        const s = small.get(key(opening, step, call))!;
        const l = large.get(key(opening, step, call))!;
        stepMs.small[step]!.push(median(s.ms));
        stepMs.large[step]!.push(median(l.ms));
        const cells = [span(s.reads).padStart(11), span(l.reads).padStart(11), median(s.ms).toFixed(1).padStart(8), median(l.ms).toFixed(1).padStart(8)];
        console.log([`  ${step + 1}: ${call.name}`.padEnd(58), ...cells].join(' | '));
      }
    }
    const reads = (measured: Measured) =>
      String(opening.steps.flatMap((calls, step) => calls.map((call) => median(measured.get(key(opening, step, call))!.reads))).reduce((a, b) => a + b, 0));
    const total = [
      reads(small).padStart(11),
      reads(large).padStart(11),
      openingMs(stepMs.small).toFixed(1).padStart(8),
      openingMs(stepMs.large).toFixed(1).padStart(8),
    ];
    console.log(['  = opens in (reads: all its calls)'.padEnd(58), ...total].join(' | '));
  }
}
