import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMAIL_MAX_LENGTH, orderNumberOf, type OrdersPage } from '@ssb/contract';
import { as } from '../support/admin-matrix';
import { closeAdminAuth } from '../support/auth';
import { orderIdOf, placeGuestOrder } from '../support/orders';
import { personasFor, type Personas } from '../support/roles';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';

// All Orders' search (GET /orders?search=): the start of an e-mail, a phone in any format or its
// last digits, a student's name, the start of an order number; orders placed through the API,
// so the keys searched are the ones checkout writes.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** Letters only, so a name made of it is a name the search reads as one word. */
const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const phone = () => `(${randomInt(200, 999)}) ${randomInt(200, 999)}-${String(randomInt(10_000)).padStart(4, '0')}`;

let personas: Personas;
let schoolA: string;
let schoolB: string;
/** Noé García-López at school A, Mia Rivera at school A, and another Noé at school B. */
const orders = { noe: '', mia: '', otherNoe: '' };
const noe = { email: `sam.${tag}@example.org`, phone: phone(), studentFirstName: `Noé${tag}`, studentLastName: 'García-López' };

test.beforeAll(async ({ request }) => {
  const [a, b] = [await createPrivateList({ deliverToSchool: true }), await createPrivateList({ deliverToSchool: true })];
  [schoolA, schoolB] = [a.schoolId, b.schoolId];
  personas = await personasFor(schoolA, schoolB);
  const place = async (listId: string, fields: Record<string, string>) => {
    const { body } = await placeGuestOrder(request, { supplyListId: listId, ...fields });
    return orderIdOf(body.email);
  };
  orders.noe = await place(a.listId, noe);
  orders.mia = await place(a.listId, { email: `mia.${tag}@example.org`, phone: phone(), studentFirstName: `Mia${tag}`, studentLastName: 'Rivera' });
  orders.otherNoe = await place(b.listId, { email: `other.${tag}@example.org`, phone: phone(), studentFirstName: `Noé${tag}`, studentLastName: 'Kim' });
});

const search = (request: APIRequestContext, query: string, token: string | null, more = '') =>
  request.get(`/api/orders?search=${encodeURIComponent(query)}${more}`, as(token));

/** The ids an administrator's search finds in `school` (school A unless told). */
async function found(request: APIRequestContext, query: string, school = schoolA) {
  const res = await search(request, query, personas.admin, `&schoolId=${school}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as OrdersPage).orders.map((o) => o.id);
}

test('the start of an e-mail, or of the part after the @, finds its order and no other', async ({ request }) => {
  for (const query of [`sam.${tag}`, `SAM.${tag}@`, `sam.${tag}@exa`, noe.email, `sam.${tag}@example.org`.toUpperCase()]) {
    expect(await found(request, query), query).toEqual([orders.noe]);
  }
  expect(await found(request, 'example.org')).toEqual(expect.arrayContaining([orders.noe, orders.mia]));
  expect(await found(request, `sam.${tag}@example.com`)).toEqual([]);
});

test('a phone in any format, the number without its area code, or its last 4 digits finds its order', async ({ request }) => {
  const digits = noe.phone.replace(/\D/g, '');
  const local = `${digits.slice(3, 6)}-${digits.slice(6)}`;
  for (const query of [noe.phone, digits, `+1 ${digits.slice(0, 3)} ${local}`, local, digits.slice(-4)]) {
    expect(await found(request, query), query).toEqual([orders.noe]);
  }
});

test('the student’s first, last or full name finds the order, without accents, case or hyphens', async ({ request }) => {
  for (const query of [`Noé${tag}`, `noe${tag}`, `NOE${tag} GARCÍA`, `noe${tag} garcia-lopez`, 'garcia lopez', 'García-López']) {
    expect(await found(request, query), query).toEqual([orders.noe]);
  }
  expect(await found(request, `mia${tag} rivera`)).toEqual([orders.mia]);
  // Every school's orders, when no school is chosen: both children named so.
  const res = await search(request, `noe${tag}`, personas.admin);
  expect(((await res.json()) as OrdersPage).orders.map((o) => o.id).sort()).toEqual([orders.noe, orders.otherNoe].sort());
});

test('an order number, whole or its start, with or without #, finds its order; the first page says how many match', async ({ request }) => {
  const number = orderNumberOf(orders.noe);
  for (const query of [number, `#${number}`, number.toLowerCase(), `#${number.slice(0, 4)}`]) {
    expect(await found(request, query), query).toEqual([orders.noe]);
  }
  const res = await search(request, `#${number}`, personas.admin);
  expect(((await res.json()) as OrdersPage).total).toBe(1);
});

test('the order placed stores a bounded number of keys, which find nothing from the middle of a word or one character', async ({ request }) => {
  const stored = (await testDb().doc(`orders/${orders.noe}`).get()).get('searchTerms') as string[];
  expect(stored.length).toBeGreaterThan(0);
  expect(stored.length).toBeLessThanOrEqual(289);
  for (const query of [`oe${tag}`, 'n', `am.${tag}`, 'lopez garcia']) expect(await found(request, query), query).toEqual([]);
});

test('a representative searches its own school only, whatever it asks for', async ({ request }) => {
  const rep = async (token: string, more = '') => {
    const res = await search(request, `noe${tag}`, token, more);
    return { status: res.status(), ids: res.ok() ? ((await res.json()) as OrdersPage).orders.map((o) => o.id) : [] };
  };
  expect(await rep(personas.rep)).toEqual({ status: 200, ids: [orders.noe] });
  expect(await rep(personas.otherRep)).toEqual({ status: 200, ids: [orders.otherNoe] });
  expect(await rep(personas.rep, `&schoolId=${schoolA}`)).toEqual({ status: 200, ids: [orders.noe] });
  expect((await rep(personas.rep, `&schoolId=${schoolB}`)).status).toBe(403);
  expect((await rep(personas.rep, '&status=COMPLETED')).ids).toEqual([]);
});

test('only staff search: anonymous 401, an unverified account and a parent 403, each saying why', async ({ request }) => {
  for (const [persona, status] of [
    ['anonymous', 401],
    ['unverified', 403],
    ['parent', 403],
  ] as const) {
    const res = await search(request, `noe${tag}`, personas[persona]);
    expect(res.status(), persona).toBe(status);
    expect(((await res.json()) as { error?: string }).error, persona).toBeTruthy();
  }
});

test('a search longer than an e-mail may be, or empty, is refused with 400 saying why', async ({ request }) => {
  const long = await search(request, 'a'.repeat(EMAIL_MAX_LENGTH + 1), personas.admin);
  expect(long.status()).toBe(400);
  expect(((await long.json()) as { error: string }).error).toContain(`search: must be at most ${EMAIL_MAX_LENGTH} characters`);
  expect((await search(request, 'a'.repeat(EMAIL_MAX_LENGTH), personas.admin)).status()).toBe(200);
  expect((await search(request, '', personas.admin)).status()).toBe(400);
});
