// The decision table of the firestore.rules the app ships (not a copy of it, which would
// drift): every persona against every kind of request the app (or an attacker with the
// web config) can make.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Auth, type Decision, judgeGet, judgeList, judgeWrite, loadRules } from './index.js';
import { and, fields, nameIs, or, where } from './test-support.js';

const rules = loadRules(readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'));

const personas = {
  anonymous: null,
  parent1: { uid: 'parent1', token: { email: 'p1@example.com', email_verified: true } },
  parent1WithRoleClaim: { uid: 'parent1', token: { role: 'parent' } },
  parent2: { uid: 'parent2', token: {} },
  repOfS1: { uid: 'rep1', token: { role: 'rep', schoolId: 's1', email_verified: true } },
  repOfS2: { uid: 'rep2', token: { role: 'rep', schoolId: 's2', email_verified: true } },
  // A representative reads its school's orders only with a verified e-mail.
  unverifiedRepOfS1: { uid: 'rep4', token: { role: 'rep', schoolId: 's1', email_verified: false } },
  repWithoutSchool: { uid: 'rep3', token: { role: 'rep' } },
  admin: { uid: 'admin1', token: { role: 'admin' } },
} satisfies Record<string, Auth | null>;

type Persona = keyof typeof personas;
type Row = [request: string, judge: (auth: Auth | null) => Decision, allowed: Persona[]];

const order1 = fields({ userId: 'parent1', schoolId: 's1', status: 'PAID', totalCents: 4599 });
const order2 = fields({ userId: 'parent2', schoolId: 's2', status: 'AWAITING_PAYMENT', totalCents: 1000 });
const user1 = fields({ email: 'p1@example.com', type: 'USER' });
// Placed as a guest with parent1's e-mail, at a school nobody here represents.
const guestOrder = fields({ placedAsGuest: true, emailKey: 'p1@example.com', schoolId: 's3', status: 'PAID', totalCents: 1000 });

const getOrder1 = (auth: Auth | null) => judgeGet(rules, { path: 'orders/o1', resource: order1, auth });
const listOrders =
  (where?: unknown, extra: { limit?: number; orderBy?: unknown[] } = {}) =>
  (auth: Auth | null) =>
    judgeList(rules, { collectionPath: 'orders', where, auth, ...extra });

const table: Row[] = [
  // Gets judge the stored document.
  ['get an order of parent1 at school s1', getOrder1, ['parent1', 'parent1WithRoleClaim', 'repOfS1', 'admin']],
  ['get an order of parent2 at school s2', (auth) => judgeGet(rules, { path: 'orders/o2', resource: order2, auth }), ['parent2', 'repOfS2', 'admin']],
  // resource.data of a missing document is an error, but `error || true` is true: the
  // admin branch does not read the document.
  ['get an order that does not exist', (auth) => judgeGet(rules, { path: 'orders/none', resource: null, auth }), ['admin']],
  // Lists judge the query's constraints, never the stored documents.
  // A guest order joins the account whose token proves its e-mail, verified.
  ['get a guest order placed with the e-mail of parent1', (auth) => judgeGet(rules, { path: 'orders/g1', resource: guestOrder, auth }), ['parent1', 'admin']],
  [
    "list orders where placedAsGuest == true and emailKey == 'p1@example.com'",
    listOrders(and(where('placedAsGuest', 'EQUAL', true), where('emailKey', 'EQUAL', 'p1@example.com'))),
    ['parent1', 'admin'],
  ],
  ["list orders where emailKey == 'p1@example.com' (not only guest orders)", listOrders(where('emailKey', 'EQUAL', 'p1@example.com')), ['admin']],
  ['list all orders', listOrders(), ['admin']],
  [
    'list all orders, ordered and limited',
    listOrders(undefined, { orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }], limit: 10 }),
    ['admin'],
  ],
  ["list orders where userId == 'parent1'", listOrders(where('userId', 'EQUAL', 'parent1')), ['parent1', 'parent1WithRoleClaim', 'admin']],
  ["list orders where userId in ['parent1', 'parent2']", listOrders(where('userId', 'IN', ['parent1', 'parent2'])), ['admin']],
  ["list orders where schoolId == 's1'", listOrders(where('schoolId', 'EQUAL', 's1')), ['repOfS1', 'admin']],
  [
    "list orders where schoolId == 's1' and status == 'PAID'",
    listOrders(and(where('schoolId', 'EQUAL', 's1'), where('status', 'EQUAL', 'PAID'))),
    ['repOfS1', 'admin'],
  ],
  ["list orders where schoolId in ['s1', 's2']", listOrders(where('schoolId', 'IN', ['s1', 's2'])), ['admin']],
  [
    "list orders where userId == 'rep1' or schoolId == 's1'",
    listOrders(or(where('userId', 'EQUAL', 'rep1'), where('schoolId', 'EQUAL', 's1'))),
    ['repOfS1', 'admin'],
  ],
  ['list orders where totalCents > 0', listOrders(where('totalCents', 'GREATER_THAN', 0)), ['admin']],
  ['get user parent1', (auth) => judgeGet(rules, { path: 'users/parent1', resource: user1, auth }), ['parent1', 'parent1WithRoleClaim', 'admin']],
  // Never a list of people, not even for an administrator or of oneself.
  ['list all users', (auth) => judgeList(rules, { collectionPath: 'users', auth }), []],
  ['list users where __name__ == users/parent1', (auth) => judgeList(rules, { collectionPath: 'users', where: nameIs('users/parent1'), auth }), []],
  // Every client write is denied, whoever asks.
  ['create an order', (auth) => judgeWrite(rules, { path: 'orders/o3', method: 'create', resource: null, requestResource: order1, auth }), []],
  [
    'update an own order',
    (auth) =>
      judgeWrite(rules, {
        path: 'orders/o1',
        method: 'update',
        resource: order1,
        requestResource: fields({ userId: 'parent1', schoolId: 's1', status: 'DELIVERED' }),
        auth,
      }),
    [],
  ],
  ['delete an order', (auth) => judgeWrite(rules, { path: 'orders/o1', method: 'delete', resource: order1, requestResource: null, auth }), []],
  [
    'update an own user document',
    (auth) =>
      judgeWrite(rules, {
        path: 'users/parent1',
        method: 'update',
        resource: user1,
        requestResource: fields({ email: 'p1@example.com', type: 'ADMIN' }),
        auth,
      }),
    [],
  ],
  // Collections the rules do not name are denied.
  ['get a school', (auth) => judgeGet(rules, { path: 'schools/s1', resource: fields({ name: 'S1' }), auth }), []],
];

describe('firestore.rules decision table', () => {
  const cases = table.flatMap(([request, judge, allowed]) =>
    (Object.keys(personas) as Persona[]).map((persona) => ({ request, persona, judge, expected: allowed.includes(persona) })),
  );

  it.each(cases)('$persona: $request → allowed $expected', ({ persona, judge, expected }) => {
    const decision = judge(personas[persona]);
    expect(decision.allowed, decision.reason).toBe(expected);
    expect(decision.reason).toMatch(expected ? /allowed by line \d+/ : /denied/);
  });
});
