// The reads and writes benchmark (`npm run bench`): documents read and written and median latency
// per API request, on a small and on a large database, with the API in this process (in-process-api.ts).
import type { Query } from 'firebase-admin/firestore';
import { BENCH_PARENT, customerOf, DASHBOARD_SCHOOL, FULL, listId, productId, schoolId, writeBenchData, type Size } from './big-data';
import { startInProcessApi } from './in-process-api';
import { parentAccount, staffAccount } from './staff-accounts';
import { adminProbes, writeAdminBenchData } from './admin-probes';
import { shopVisitReads, type ShopVisits } from './shop-visits';
import { median, percentile, span } from './summary';
import { schoolSearchProbes } from './school-searches';
import { dashboardOpenings, measureOpenings, printOpenings } from './dashboard-openings';
import { BUSY_MONTH, LEDGER_SCHOOL, SEASON, SMALL_LEDGER_SCHOOL, writeLedgerBenchData } from './ledger-bench';

// `npm run bench -- --only <text>`: only the probes and dashboard openings whose name has <text>
// (`--only opens`: every opening), and no shop visits.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
// `--small`: the small data set only (minutes less): for requests whose reads do not grow with the database.
const smallOnly = process.argv.includes('--small');

const SMALL: Size = { schools: 20, listsPerSchool: FULL.listsPerSchool, products: 50, orders: 5_000 };
const NONE: Size = { schools: 0, listsPerSchool: FULL.listsPerSchool, products: 0, orders: 0 };
const RUNS = 15;
/** Each call of a dashboard's opening: fewer, as the slowest take seconds on the large set. */
const OPENING_RUNS = 5;

const api = await startInProcessApi();
const { origin: base, db, reads, writes, authLookups, stripe, projectId } = api;
const secrets = { stripeWebhookSecret: api.webhookSecret };

interface Probe {
  name: string;
  /** What a run needs first (a checkout for its webhook to pay), neither timed nor counted. */
  setup?(): Promise<void>;
  request(): Promise<{ status: number; body: unknown }>;
}

const json = async (res: Response) => {
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
};
const get = (path: string) => () => fetch(`${base}/api${path}`).then(json);
const post = (path: string, body: () => unknown) => () =>
  fetch(`${base}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body()) }).then(json);
/** A call as a signed-in staff member (`token` read when the probe runs). */
const as = (token: () => string, method: string, path: () => string, body?: () => unknown) => () =>
  fetch(`${base}/api${path()}`, {
    method,
    headers: { Authorization: `Bearer ${token()}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body()) : undefined,
  }).then(json);
/** An event to the webhook, signed as Stripe signs it. */
const deliver = (payload: string) =>
  fetch(`${base}/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: secrets.stripeWebhookSecret }),
    },
    body: payload,
  }).then(json);

// The school dashboard: a representative of school 7 and an administrator. The list writes
// run on school 11, so the reads above always see the same school 7.
let repToken = '';
let adminToken = '';
let parentToken = '';
let dashboardRepToken = '';
const rep = () => repToken;
const admin = () => adminToken;
const WRITE_SCHOOL = 11;
const createdLists: string[] = [];
const lastList = () => createdLists.at(-1)!;
const schoolDashboardProbes: Probe[] = [
  { name: 'GET /orders/school/{id} (rep, first page)', request: as(rep, 'GET', () => `/orders/school/${schoolId(7)}`) },
  { name: 'GET /orders/supply-list/{id} (rep)', request: as(rep, 'GET', () => `/orders/supply-list/${listId(7, 1)}`) },
  { name: 'GET /schools/{id}/stats (rep)', request: as(rep, 'GET', () => `/schools/${schoolId(7)}/stats`) },
  { name: 'GET /orders/stats/overview?schoolId= (admin)', request: as(admin, 'GET', () => `/orders/stats/overview?schoolId=${schoolId(7)}`) },
  { name: 'GET /orders/stats/overview (admin, all)', request: as(admin, 'GET', () => '/orders/stats/overview') },
  {
    name: 'POST /supply-lists (admin)',
    request: async () => {
      const answer = await as(
        admin,
        'POST',
        () => '/supply-lists',
        () => ({ schoolId: schoolId(WRITE_SCHOOL), name: `Bench draft ${createdLists.length}` }),
      )();
      createdLists.push((answer.body as { supplyList: { id: string } }).supplyList.id);
      return answer;
    },
  },
  {
    name: 'PUT /supply-lists/{id} (admin)',
    request: as(
      admin,
      'PUT',
      () => `/supply-lists/${lastList()}`,
      () => ({ name: 'Bench draft renamed', totalPrice: 12.5 }),
    ),
  },
  {
    name: 'POST /supply-lists/{id}/products (8)',
    request: as(
      admin,
      'POST',
      () => `/supply-lists/${lastList()}/products`,
      () => ({ productMappings: Array.from({ length: 8 }, (_, k) => ({ productId: productId(k * 3), quantity: 1 + (k % 2) })) }),
    ),
  },
  {
    name: 'DELETE /supply-lists/{id}/products (2)',
    request: as(
      admin,
      'DELETE',
      () => `/supply-lists/${lastList()}/products`,
      () => ({ productIds: [productId(0), productId(3)] }),
    ),
  },
  {
    name: 'DELETE /supply-lists/{id}',
    request: async () => {
      const answer = await as(admin, 'DELETE', () => `/supply-lists/${createdLists.at(-1)}`)();
      createdLists.pop();
      return answer;
    },
  },
];

let checkouts = 0;
let events = 0;
let lookups = 0;

// Households: a guest's ten boxes in one checkout, on ten lists at five schools (school 4 ships
// home, so the boxes come with an address) or on one list, and the webhook that pays their
// session or tells it expired. Each family comes with its own e-mail, Idempotency-Key and client
// address, so no rate-limit window or checkout is shared between runs.
const TEN_LISTS = Array.from({ length: 10 }, (_, k) => listId(1 + (k % 5), Math.floor(k / 5)));
const ONE_LIST = TEN_LISTS.map(() => listId(1, 0));
let families = 0;
function checkoutBoxes(lists: string[], path = '/orders/checkout') {
  const n = families++;
  return fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': `bench-family-${n}`,
      // As Hosting and Google's front end write it (TRUSTED_PROXY_HOPS=2): the client is the second entry from the right.
      'X-Forwarded-For': `10.0.${Math.floor(n / 256)}.${n % 256}, 127.0.0.1`,
    },
    body: JSON.stringify({
      email: `bench-family-${n}@example.com`,
      phone: '(555) 000-3333',
      boxes: lists.map((supplyListId, k) => ({ supplyListId, studentFirstName: `Child ${k}`, studentLastName: 'Bench' })),
      // A home of its own each time: the quote of a box going home asks Stripe Tax, as when a family types.
      address: { line1: `${n} Bench Road`, line2: '', city: 'Springfield', state: 'IL', zipCode: '62701' },
    }),
  }).then(json);
}
/** A box of school 4, which ships home: its tax is figured at the family's address. */
const ONE_BOX = [listId(4, 0)];

/** A Checkout event about the session of a checkout of `lists` placed in its setup, the session as the provider shows it with `changes`. */
function sessionEventProbe(name: string, lists: string[], type: string, changes: (sessionId: string) => Record<string, unknown>): Probe {
  let payload = '';
  return {
    name,
    async setup() {
      const placed = await checkoutBoxes(lists);
      if (placed.status !== 201) throw new Error(`${name}: its checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
      const sessionId = new URL((placed.body as { checkoutUrl: string }).checkoutUrl).pathname.split('/').pop()!;
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const object = { ...session, ...changes(sessionId) };
      payload = JSON.stringify({ id: `evt_bench_${events++}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
    },
    request: () => deliver(payload),
  };
}

// The school's share: a statement of a school of 5,000 paid boxes (and of 500: the same reads),
// its CSV, and the paid move of boxes at a school with a share (what the ledger adds to it).
const period = ({ from, to }: { from: string; to: string }) => `from=${from}&to=${to}`;
/** A ledger page as its entries (their number is the probe's items). */
const ledgerPage = (school: number, query: string) => async () => {
  const { status, body } = await as(admin, 'GET', () => `/schools/${schoolId(school)}/ledger?${query}`)();
  return { status, body: status < 400 ? { entries: (body as { ledger: { entries: unknown[] } }).ledger.entries } : body };
};
const ledgerCsv = (school: number, query: string) => async () => {
  const res = await fetch(`${base}/api/schools/${schoolId(school)}/ledger.csv?${query}`, { headers: { Authorization: `Bearer ${admin()}` } });
  const text = await res.text();
  return { status: res.status, body: { rows: text.trim().split('\n').slice(1) } };
};
const SHARE_LISTS = [0, 1, 2].map((l) => listId(LEDGER_SCHOOL, l));
const paid = (sessionId: string) => ({ status: 'complete', payment_status: 'paid', payment_intent: `pi_bench_${sessionId}` });
const ledgerProbes: Probe[] = [
  { name: 'GET /schools/{id}/ledger (5,000 boxes, a month)', request: ledgerPage(LEDGER_SCHOOL, period(BUSY_MONTH)) },
  { name: 'GET /schools/{id}/ledger (500 boxes, a month)', request: ledgerPage(SMALL_LEDGER_SCHOOL, period(BUSY_MONTH)) },
  { name: 'GET /schools/{id}/ledger (5,000 boxes, a season)', request: ledgerPage(LEDGER_SCHOOL, period(SEASON)) },
  { name: 'GET /schools/{id}/ledger (500 boxes, a season)', request: ledgerPage(SMALL_LEDGER_SCHOOL, period(SEASON)) },
  { name: 'GET /schools/{id}/ledger.csv (5,000 boxes, a season)', request: ledgerCsv(LEDGER_SCHOOL, period(SEASON)) },
  sessionEventProbe('stripeWebhook paid (1 box, a share: ledger)', SHARE_LISTS.slice(0, 1), 'checkout.session.completed', paid),
  sessionEventProbe('stripeWebhook paid (3 boxes, a share: ledger)', SHARE_LISTS, 'checkout.session.completed', paid),
];

const allProbes: Probe[] = [
  { name: 'GET /schools', request: get('/schools') },
  ...schoolSearchProbes(base, [
    { name: 'guest', token: () => null },
    { name: 'parent', token: () => parentToken },
    { name: 'admin', token: admin },
  ]),
  { name: 'GET /schools/{id}', request: get(`/schools/${schoolId(7)}`) },
  { name: 'GET /schools/{id}/supply-lists', request: get(`/schools/${schoolId(7)}/supply-lists`) },
  { name: 'GET /supply-lists?schoolId=', request: get(`/supply-lists?schoolId=${schoolId(7)}`) },
  { name: 'GET /supply-lists?name=Grade 3', request: get('/supply-lists?name=Grade%203') },
  { name: 'GET /supply-lists/{id}', request: get(`/supply-lists/${listId(7, 1)}`) },
  { name: 'GET /products?priceMin=10&priceMax=12', request: get('/products?priceMin=10&priceMax=12') },
  { name: 'GET /products/{id}', request: get(`/products/${productId(3)}`) },
  { name: 'GET /products/supply-list/{id}', request: get(`/products/supply-list/${listId(7, 1)}`) },
  { name: 'GET /products/search?q=bench product 0001', request: get('/products/search?q=bench%20product%200001') },
  { name: 'POST /products/calculate-price', request: post('/products/calculate-price', () => ({ productIds: [productId(1), productId(2), productId(3)] })) },
  {
    name: 'POST /orders/checkout/guest',
    request: post('/orders/checkout/guest', () => ({
      email: `bench-buyer-${checkouts++}@example.com`,
      phone: '(555) 000-1111',
      studentFirstName: 'Ada',
      studentLastName: 'Bench',
      supplyListId: listId(7, 1),
    })),
  },
  // A different customer each time: the lookup is rate limited per e-mail.
  { name: 'POST /orders/lookup', request: post('/orders/lookup', () => customerOf(1000 + lookups++)) },
  { name: 'GET /orders/{id}/status', request: get('/orders/bench-order-00042/status') },
  {
    name: 'stripeWebhook (completed)',
    request: () =>
      deliver(
        JSON.stringify({
          id: `evt_bench_${events++}`,
          object: 'event',
          type: 'checkout.session.completed',
          data: { object: { object: 'checkout.session', metadata: { orderId: 'bench-order-00042' }, payment_status: 'paid' } },
        }),
      ),
  },
  { name: 'POST /orders/checkout/quote (1 box)', request: () => checkoutBoxes(ONE_BOX, '/orders/checkout/quote') },
  { name: 'POST /orders/checkout/quote (10 boxes, 10 lists)', request: () => checkoutBoxes(TEN_LISTS, '/orders/checkout/quote') },
  { name: 'POST /orders/checkout/quote (10 boxes, 1 list)', request: () => checkoutBoxes(ONE_LIST, '/orders/checkout/quote') },
  { name: 'POST /orders/checkout (1 box)', request: () => checkoutBoxes(ONE_BOX) },
  { name: 'POST /orders/checkout (10 boxes, 10 lists)', request: () => checkoutBoxes(TEN_LISTS) },
  { name: 'POST /orders/checkout (10 boxes, 1 list)', request: () => checkoutBoxes(ONE_LIST) },
  sessionEventProbe('stripeWebhook paid (10 boxes, 10 lists)', TEN_LISTS, 'checkout.session.completed', (sessionId) => ({
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_bench_${sessionId}`,
  })),
  sessionEventProbe('stripeWebhook expired (10 boxes, 10 lists)', TEN_LISTS, 'checkout.session.expired', () => ({ status: 'expired' })),
  sessionEventProbe('stripeWebhook expired (10 boxes, 1 list)', ONE_LIST, 'checkout.session.expired', () => ({ status: 'expired' })),
  ...schoolDashboardProbes,
  ...ledgerProbes,
  ...adminProbes({ base, projectId, webhookUrl: `${base}/webhook`, stripe, webhookSecret: secrets.stripeWebhookSecret }),
];
const probes = only ? allProbes.filter((probe) => probe.name.includes(only)) : allProbes;
const openings = dashboardOpenings({ base, db, rep: () => dashboardRepToken, admin }).filter(
  (opening) => !only || only === 'opens' || opening.name.includes(only),
);

function itemsIn(body: unknown): number {
  if (!body || typeof body !== 'object') return 0;
  const value = Object.values(body)[0];
  return Array.isArray(value) ? value.length : 1;
}

interface Result {
  reads: number[];
  writes: number[];
  authLookups: number[];
  ms: number[];
  items: number;
}

async function measure(): Promise<Map<string, Result>> {
  const results = new Map<string, Result>();
  for (const probe of probes) {
    const result: Result = { reads: [], writes: [], authLookups: [], ms: [], items: 0 };
    for (let i = 0; i < RUNS; i++) {
      await probe.setup?.();
      const before = { reads: reads.total, writes: writes.total, authLookups: authLookups.total };
      const started = performance.now();
      const { status, body } = await probe.request();
      result.ms.push(performance.now() - started);
      result.reads.push(reads.total - before.reads);
      result.writes.push(writes.total - before.writes);
      result.authLookups.push(authLookups.total - before.authLookups);
      if (status >= 400) throw new Error(`${probe.name} answered ${status}: ${JSON.stringify(body)}`);
      result.items = itemsIn(body);
    }
    results.set(probe.name, result);
  }
  return results;
}

const describe = (size: Size) => `${size.schools} schools, ${size.schools * size.listsPerSchool} lists, ${size.products} products, ${size.orders} orders`;

repToken = await staffAccount(db, projectId, 'bench-rep', schoolId(7));
adminToken = await staffAccount(db, projectId, 'bench-admin', null);
dashboardRepToken = await staffAccount(db, projectId, 'bench-dashboard-rep', schoolId(DASHBOARD_SCHOOL));
parentToken = await parentAccount(db, projectId, BENCH_PARENT);
/** The dashboard school's orders and all orders, as the openings find them (counted before, outside their reads). */
const orderCounts = async () => {
  const count = async (query: Query) => (await query.count().get()).data().count.toLocaleString('en-US');
  return `${await count(db.collection('orders').where('schoolId', '==', schoolId(DASHBOARD_SCHOOL)))} of ${await count(db.collection('orders'))}`;
};
let t = Date.now();
await writeBenchData(db, NONE, SMALL);
// Both sizes' runs: each call of an admin probe works on documents of its own.
await writeAdminBenchData(db, 2 * RUNS);
await writeLedgerBenchData(db);
console.log(`seeded small: ${describe(SMALL)} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
const smallOrders = await orderCounts();
// Before the probes: none of them changes the dashboard school's orders then.
const smallOpenings = await measureOpenings(openings, reads, OPENING_RUNS);
const small = await measure();
let large = new Map<string, Result>();
let largeOrders = '';
let largeOpenings = smallOpenings;
if (!smallOnly) {
  t = Date.now();
  await writeBenchData(db, SMALL, FULL);
  console.log(`seeded large: ${describe(FULL)} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  largeOrders = await orderCounts();
  largeOpenings = await measureOpenings(openings, reads, OPENING_RUNS);
  large = await measure();
}

if (probes.length) printProbes();

function printProbes() {
  console.log(
    `\n${RUNS} requests each; reads and writes = Firestore documents read and written per request (billing rules), latency = median (p50) and p95.${smallOnly ? ' Small data set only (--small).' : ''}\n`,
  );
  console.log(
    [
      'endpoint'.padEnd(47),
      'items small',
      'items large',
      'reads small',
      'reads large',
      'writes small',
      'writes large',
      'auth',
      'ms small',
      'p95 small',
      'ms large',
      'p95 large',
    ].join(' | '),
  );
  const none = '-';
  for (const probe of probes) {
    const s = small.get(probe.name)!;
    const l = large.get(probe.name);
    const cells = [
      String(s.items).padStart(11),
      (l ? String(l.items) : none).padStart(11),
      span(s.reads).padStart(11),
      (l ? span(l.reads) : none).padStart(11),
      span(s.writes).padStart(12),
      (l ? span(l.writes) : none).padStart(12),
      span([...s.authLookups, ...(l?.authLookups ?? [])]).padStart(4),
      median(s.ms).toFixed(1).padStart(8),
      percentile(s.ms, 0.95).toFixed(1).padStart(9),
      (l ? median(l.ms).toFixed(1) : none).padStart(8),
      (l ? percentile(l.ms, 0.95).toFixed(1) : none).padStart(9),
    ];
    console.log([probe.name.padEnd(47), ...cells].join(' | '));
  }
  console.log(
    '\n"items" is the length of the response\'s list (1 for a single object). "auth" is the Firebase Auth account lookups per request: in emulator mode firebase-admin makes one for every token it verifies, and a representative\'s or an administrator\'s request one more, its revocation check (in production only that one). Latency here includes the local Firestore, which scans a collection per query: it grows with the database size although the reads do not.',
  );
}

if (openings.length && !smallOnly) {
  console.log(
    `\nThe dashboards as they open, on ${schoolId(DASHBOARD_SCHOOL)} (orders: ${smallOrders} small, ${largeOrders} large): each call ${OPENING_RUNS} times alone, ms = median; ` +
      "an opening takes its steps one after another, each as long as its slowest call (the app makes a step's calls at once). " +
      'Simulated: the API in this process on loopback over the local Firestore, no network latency or throttling; sign-in, downloads and rendering not included.\n',
  );
  printOpenings(openings, smallOpenings, largeOpenings);
}

// The public catalogue with and without the edge cache its Cache-Control allows (a minute):
// visitors of one district's 20 schools, and of all 200.
for (const schools of only || smallOnly ? [] : [20, FULL.schools]) {
  const visits: ShopVisits = { visits: 1_000, overMinutes: 10, schools };
  const shop = { base, reads, schoolId, ...visits };
  const direct = await shopVisitReads({ ...shop, withCache: false });
  const cached = await shopVisitReads({ ...shop, withCache: true });
  console.log(
    `${schools === 20 ? '\n' : ''}Firestore reads per 1,000 anonymous shop visits over ${visits.overMinutes} minutes (GET /schools, then one of ${schools} schools' lists, large data set): ` +
      `${direct.toLocaleString('en-US')} without an edge cache, ${cached.toLocaleString('en-US')} through one that keeps what Cache-Control allows.`,
  );
}

await api.stop();
process.exit(0);
