// The administrator's endpoints for `npm run bench`: each probe signs in as a bench
// administrator and works on documents of its own, so every run reads and writes the same amount.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import type { ProductDoc, UserDoc } from '@ssb/documents';
import { customerOf, listId, orderId, productId, schoolId } from './big-data';
import { benchPerson as person, emulatorIdToken } from './staff-accounts';
import { DEFAULT_TAX_CODE, emptyAddress } from '@ssb/contract';

interface Probe {
  name: string;
  request(): Promise<{ status: number; body: unknown }>;
}

const ADMIN_UID = 'bench-admin';
/** Bench lists 8 and 9 of each school are drafts (big-data.ts publishes 0-7). */
const DRAFT = 8;

const deletable = (n: number) => `bench-deletable-${n}`;

/**
 * All Orders' searches by the start of an e-mail, a phone's last digits, a student's name and an
 * order number, and one every order matches (the bench's students are all "Sam Student {n}").
 */
const orderSearches = [
  ['<e-mail start>', 'customer-42@'],
  ['<phone last 4>', '0042'],
  ['<student name>', 'Student 4242'],
  ['<order number start>', `#${orderId(40).slice(-8, -1)}`],
  ['sam (every order)', 'sam'],
] as const;

/** The administrator, the accounts it makes representatives, and products nobody uses (to delete). */
export async function writeAdminBenchData(db: Firestore, runs: number): Promise<void> {
  const now = Timestamp.now();
  const user = (uid: string, type: UserDoc['type']): UserDoc => ({
    authId: uid,
    email: `${uid}@example.com`,
    emailKey: `${uid}@example.com`,
    type,
    firstName: 'Bench',
    lastName: uid,
    phone: '(555) 000-0000',
    ...emptyAddress,
    schoolId: null,
    emailVerified: true,
    emailVerificationLinkSentAt: null,
    dailyDigest: true,
    createdAt: now,
    updatedAt: now,
  });
  const batch = db.batch();
  batch.set(db.doc(`users/${ADMIN_UID}`), user(ADMIN_UID, 'ADMIN'));
  for (let n = 0; n < runs; n++) {
    batch.set(db.doc(`users/${person(n)}`), user(person(n), 'USER'));
    const product: ProductDoc = {
      name: `Deletable ${n}`,
      nameKey: `deletable ${n}`,
      description: '',
      priceCents: 100,
      productType: 'INDIVIDUAL',
      taxCode: DEFAULT_TAX_CODE,
      supplyListCount: 0,
      createdAt: now,
    };
    batch.set(db.doc(`products/${deletable(n)}`), product);
  }
  await batch.commit();
}

/** The probes; `counter` numbers each call of a probe so writes never repeat on one document. */
export function adminProbes(options: { base: string; projectId: string; webhookUrl: string; stripe: Stripe; webhookSecret: string }): Probe[] {
  const token = emulatorIdToken(options.projectId, ADMIN_UID, `${ADMIN_UID}@example.com`);
  const calls = new Map<string, number>();
  const next = (name: string) => {
    const n = calls.get(name) ?? 0;
    calls.set(name, n + 1);
    return n;
  };
  const call = (method: string, path: string | ((n: number) => string), body?: (n: number) => unknown) =>
    async function (this: Probe) {
      const n = next(this.name);
      const res = await fetch(`${options.base}/api${typeof path === 'string' ? path : path(n)}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body(n)) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : {} };
    };
  const probe = (name: string, request: Probe['request']): Probe => ({ name, request });
  const school = schoolId(7);
  return [
    probe('admin GET /schools', call('GET', '/schools')),
    probe(
      'admin POST /schools',
      call('POST', '/schools', (n) => ({
        name: `Bench New School ${n}`,
        address: { line1: '1 Bench Road', city: 'Springfield', state: 'IL', zipCode: '62701' },
      })),
    ),
    probe(
      'admin PUT /schools/{id}',
      call('PUT', `/schools/${schoolId(9)}`, (n) => ({ note: `Note ${n}`, deliverToSchool: n % 2 === 0 })),
    ),
    probe('admin GET /schools/{id}/representatives', call('GET', `/schools/${school}/representatives`)),
    probe(
      'admin POST /schools/{id}/representatives',
      call('POST', `/schools/${school}/representatives`, (n) => ({ email: `${person(n)}@example.com` })),
    ),
    probe(
      'admin DELETE /schools/{id}/representatives/{uid}',
      call('DELETE', (n) => `/schools/${school}/representatives/${person(n)}`),
    ),
    probe(
      'admin PUT /supply-lists/{id}/publish',
      call('PUT', (n) => `/supply-lists/${listId(n, DRAFT)}/publish`),
    ),
    probe(
      'admin PUT /supply-lists/{id}/unpublish',
      call('PUT', (n) => `/supply-lists/${listId(n, DRAFT)}/unpublish`),
    ),
    probe(
      'admin PUT /supply-lists/{id}/price',
      call('PUT', `/supply-lists/${listId(7, 1)}/price`, (n) => ({ totalPrice: 20 + n })),
    ),
    probe('admin GET /products', call('GET', '/products')),
    probe(
      'admin POST /products',
      call('POST', '/products', (n) => ({ name: `Bench New Product ${n}`, price: 2.5 })),
    ),
    probe(
      'admin PUT /products/{id} (new price)',
      call('PUT', `/products/${productId(3)}`, (n) => ({ name: 'Bench Product 00003', price: 1 + n / 100 })),
    ),
    probe(
      'admin DELETE /products/{id}',
      call('DELETE', (n) => `/products/${deletable(n)}`),
    ),
    probe('admin GET /orders?schoolId&status', call('GET', `/orders?schoolId=${school}&status=PAYMENT_SUCCESS`)),
    probe('admin GET /orders?search=<order number>', call('GET', `/orders?search=${encodeURIComponent(`#${orderId(42).slice(-8)}`)}`)),
    probe('admin GET /orders?search=<e-mail>', call('GET', `/orders?search=${encodeURIComponent(customerOf(42).email)}`)),
    // The searches of what an order stores keys for: each reads the orders it answers (and a
    // count() of its matches, one read per 1,000), however many orders there are.
    ...orderSearches.map(([what, search]) => probe(`admin GET /orders?search=${what}`, call('GET', `/orders?search=${encodeURIComponent(search)}`))),
    probe('admin GET /orders/{id}', call('GET', `/orders/${orderId(42)}`)),
    probe(
      'admin PUT /orders/{id}/status',
      call('PUT', `/orders/${orderId(43)}/status`, (n) => ({ status: n % 2 ? 'COMPLETED' : 'PREPARING' })),
    ),
    probe(
      'admin DELETE /orders/{id} (no card payment)',
      call('DELETE', (n) => `/orders/${orderId(100 + n)}`),
    ),
    probe(
      'admin POST /orders (office order)',
      call('POST', '/orders', (n) => ({
        supplyListId: listId(7, 1),
        email: `office-${n}@example.com`,
        phone: '(555) 000-2222',
        studentFirstName: 'Ada',
        studentLastName: 'Office',
      })),
    ),
    probe('stripeWebhook (charge.refunded)', async () => {
      const n = next('charge.refunded');
      const payload = JSON.stringify({
        id: `evt_bench_refund_${n}`,
        object: 'event',
        type: 'charge.refunded',
        data: { object: { object: 'charge', metadata: { orderId: orderId(200 + n) }, payment_intent: `pi_bench_${n}`, amount_refunded: 1592, refunded: true } },
      });
      const header = options.stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
      const res = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
        body: payload,
      });
      return { status: res.status, body: await res.json() };
    }),
  ];
}
