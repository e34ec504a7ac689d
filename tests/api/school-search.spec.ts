import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SHOP_SCHOOL_LIMIT, type School } from '@ssb/contract';
import { as } from '../support/admin-matrix';
import { closeAdminAuth, signIn } from '../support/auth';
import { verifiedAccount } from '../support/roles';
import { writeList, writeOrders } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// GET /schools?q=: the shop finds a school by the start of any word of its name, its city or
// its ZIP code (an indexed key, never a read of every school), shows only schools with a list
// to buy, and a signed-in family's own schools first.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** A word no other test's school has: the searches below find only this file's schools. */
const word = `Quill${randomUUID().slice(0, 6)}`;
const zip = `0${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
let admin: string;
let selling: School;
let empty: School;
let accented: School;

async function createSchool(request: APIRequestContext, name: string, fullAddress: string): Promise<School> {
  const res = await request.post('/api/schools', { data: { name, fullAddress }, ...as(admin) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { school: School }).school;
}

const schoolsFound = async (request: APIRequestContext, q: string | null, token: string | null = null) => {
  const res = await request.get(q === null ? '/api/schools' : `/api/schools?q=${encodeURIComponent(q)}`, as(token));
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { schools: School[] }).schools;
};
const namesFound = async (request: APIRequestContext, q: string, token: string | null = null) =>
  (await schoolsFound(request, q, token)).map((s) => s.name).sort();

test.beforeAll(async ({ request }) => {
  admin = await signIn('admin@example.com');
  selling = await createSchool(request, `${word} Elementary School`, `4 Reed Lane, Fernhollow, IL ${zip}`);
  empty = await createSchool(request, `${word} Academy`, `5 Reed Lane, Fernhollow, IL ${zip}`);
  accented = await createSchool(request, `Escuela ${word} García-López`, '6 Reed Lane, Fernhollow, IL 62701');
  await writeList(selling.id, { published: true });
  await writeList(accented.id, { published: true });
  // A draft is nothing to buy.
  await writeList(empty.id, { published: false });
});

test('a search finds a school from the start of any word of its name, its city or its ZIP code, whatever the case and accents', async ({ request }) => {
  const both = [accented.name, selling.name].sort();
  expect(await namesFound(request, word.toLowerCase())).toEqual(both);
  expect(await namesFound(request, `${word.slice(0, 7)}`)).toEqual(both);
  expect(await namesFound(request, `${word} elem`)).toEqual([selling.name]);
  expect(await namesFound(request, `${word} GARCIA lopez`)).toEqual([accented.name]);
  expect(await namesFound(request, `${word} García-López`)).toEqual([accented.name]);
  expect(await namesFound(request, 'Fernhollow')).toEqual(both);
  expect(await namesFound(request, zip)).toEqual([selling.name]);
  // Not from the middle of a word.
  expect(await namesFound(request, word.slice(2))).toEqual([]);
});

test('the shop shows only schools with a list to buy; administrators see every school', async ({ request }) => {
  const family = await verifiedAccount('search');
  for (const token of [null, family.token]) expect(await namesFound(request, word, token)).not.toContain(empty.name);
  expect(await namesFound(request, word, admin)).toEqual([empty.name, accented.name, selling.name].sort());
  const staff = (await schoolsFound(request, word, admin)).find((s) => s.id === empty.id);
  expect(staff).toMatchObject({ publishedListCount: 0, supplyListCount: 1 });
});

test('a school renamed by its administrator is found by its new name, no longer by the old', async ({ request }) => {
  const renamed = `${word} Renamed${randomUUID().slice(0, 4)} Middle School`;
  const school = await createSchool(request, `${word} Old Name School`, '');
  await writeList(school.id, { published: true });
  expect(await namesFound(request, `${word} old`)).toEqual([`${word} Old Name School`]);
  const res = await request.put(`/api/schools/${school.id}`, { data: { name: renamed }, ...as(admin) });
  expect(res.status()).toBe(200);
  expect(await namesFound(request, `${word} old`)).toEqual([]);
  expect(await namesFound(request, renamed.split(' ')[1]!)).toEqual([renamed]);
});

test("a signed-in family's own schools come first, marked; a guest's answer marks none", async ({ request }) => {
  const family = await verifiedAccount('own-school');
  const listId = await writeList(selling.id, { published: true });
  await writeOrders(selling.id, listId, ['PAYMENT_SUCCESS'], Date.now() - 60_000, { userId: family.uid });

  const seen = await schoolsFound(request, null, family.token);
  expect(seen[0]).toMatchObject({ id: selling.id, orderedBefore: true });
  expect(seen.filter((s) => s.orderedBefore)).toHaveLength(1);
  // Searched, it is first too, and only where the search finds it.
  expect((await schoolsFound(request, 'Fernhollow', family.token))[0]).toMatchObject({ id: selling.id, orderedBefore: true });
  expect((await schoolsFound(request, `${word} garcia`, family.token)).map((s) => s.id)).toEqual([accented.id]);
  expect((await schoolsFound(request, null)).some((s) => s.orderedBefore)).toBe(false);
});

test('the shop answers a page of schools, not the whole collection', async ({ request }) => {
  expect((await schoolsFound(request, null)).length).toBeLessThanOrEqual(SHOP_SCHOOL_LIMIT);
});

test('a search longer than 100 characters is refused with 400', async ({ request }) => {
  const res = await request.get(`/api/schools?q=${'a'.repeat(101)}`);
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: string }).error).toBeTruthy();
});
