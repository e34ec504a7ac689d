import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { bearer, closeAdminAuth } from '../support/auth';
import { callFrom, randomLoopback } from '../support/from-address';
import { anyValue, bodyOf, expectClientAnswer, field, FUZZ_RUNS, percentEncoded, weirdText } from '../support/fuzz';
import { representativeOf } from '../support/roles';
import { createPrivateProducts, createPrivateSchool, stored, writeList } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// Property: whatever a school representative sends to the supply-list writes, the answer is
// never a 5xx, a 4xx says why in `error`, and a refused request writes nothing: not the
// list, not the school's list counters, not a product's "used in" counter. An accepted one
// leaves the list and the counters consistent with what it says.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let school = '';
let otherSchool = '';
let products: string[] = [];
let token = '';
const prices = [199, 349, null, 1000];

test.beforeAll(async () => {
  [school, otherSchool, products] = await Promise.all([createPrivateSchool(), createPrivateSchool(), createPrivateProducts(prices)]);
  token = (await representativeOf(school)).token;
});

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const send = (method: string, path: string, body?: string) => callFrom(randomLoopback(), method, `/api${path}`, { body, headers: bearer(token) });
const schoolCounters = async (id: string) => {
  const doc = (await stored(`schools/${id}`))!;
  return [doc.supplyListCount, doc.publishedListCount];
};
const usage = () => Promise.all(products.map(async (id) => (await stored(`products/${id}`))!.supplyListCount as number));
const someProduct = () => fc.oneof(fc.constantFrom(...products), fc.constantFrom(...products), weirdText);
const price = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }).map((c) => c / 100),
  fc.double(),
  anyValue,
  fc.constant(null),
);
const quantity = fc.oneof(fc.integer({ min: -2, max: 1200 }), fc.double({ min: 0, max: 5 }), anyValue);
// Functions: the products exist only once beforeAll has run.
const mappings = () => fc.oneof(fc.array(fc.record({ productId: someProduct(), quantity }, { requiredKeys: [] }), { maxLength: 5 }), anyValue);
const validMappings = () => fc.subarray([0, 1, 2, 3]).map((indexes) => indexes.map((i) => ({ productId: products[i]!, quantity: i + 1 })));

/** After an accepted product save: the stored price (a draft's) and each counter match the stored selection. */
async function expectConsistent(listId: string) {
  const list = (await stored(`supplyLists/${listId}`))!;
  const items = list.items as { productId: string; quantity: number }[];
  expect(list.totalPriceCents).toBe(items.reduce((sum, item) => sum + (prices[products.indexOf(item.productId)] ?? 0) * item.quantity, 0));
  const inList = new Set(items.map((i) => i.productId));
  expect(await usage()).toEqual(products.map((id) => (inList.has(id) ? 1 : 0)));
}

test('create: no 5xx; only a 201 moves the school’s list counter, and only its own school’s', async () => {
  let created = 0;
  await fc.assert(
    fc.asyncProperty(
      bodyOf(
        { schoolId: fc.oneof(fc.constant(school), fc.constant(otherSchool), weirdText), name: field, totalPrice: price },
        fc.constant({ schoolId: school, name: 'Fuzz list' }),
      ),
      async (body) => {
        const [mine, theirs] = await Promise.all([schoolCounters(school), schoolCounters(otherSchool)]);
        const answer = await send('POST', '/supply-lists', body);
        expectClientAnswer(answer, body);
        const made = answer.status === 201 ? 1 : 0;
        created += made;
        expect(await schoolCounters(school)).toEqual([mine[0] + made, mine[1]]);
        expect(await schoolCounters(otherSchool)).toEqual(theirs);
        if (made) {
          const { supplyList } = answer.json() as { supplyList: { id: string; schoolId: string } };
          expect(supplyList.schoolId).toBe(school);
          expect((await send('DELETE', `/supply-lists/${supplyList.id}`)).status).toBe(204);
        }
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
  expect(created).toBeGreaterThan(0);
});

test('edit: no 5xx; a refused edit changes nothing', async () => {
  const listId = await writeList(school, { name: 'Fuzz edit' });
  await fc.assert(
    fc.asyncProperty(bodyOf({ name: field, totalPrice: price, note: field }, fc.constant({ name: 'Fuzz edit', totalPrice: 12.5 })), async (body) => {
      const before = await stored(`supplyLists/${listId}`);
      const answer = await send('PUT', `/supply-lists/${listId}`, body);
      expectClientAnswer(answer, body);
      if (answer.status >= 400) expect(await stored(`supplyLists/${listId}`)).toEqual(before);
      // The note is an administrator's: a representative never changes it.
      expect((await stored(`supplyLists/${listId}`))!.note).toBe('');
    }),
    { numRuns: FUZZ_RUNS },
  );
  await send('DELETE', `/supply-lists/${listId}`);
});

test('products save and remove: no 5xx; a refusal writes nothing; an accepted save leaves price and counters consistent', async () => {
  const listId = await writeList(school, { name: 'Fuzz products' });
  let saved = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.boolean(),
      bodyOf(
        { productMappings: mappings() },
        validMappings().map((productMappings) => ({ productMappings })),
      ),
      bodyOf(
        { productIds: fc.oneof(fc.array(someProduct(), { maxLength: 4 }), anyValue) },
        fc.subarray(products, { minLength: 1 }).map((productIds) => ({ productIds })),
      ),
      async (save, saveBody, removeBody) => {
        const body = save ? saveBody : removeBody;
        const [before, counters] = await Promise.all([stored(`supplyLists/${listId}`), usage()]);
        const answer = await send(save ? 'POST' : 'DELETE', `/supply-lists/${listId}/products`, body);
        expectClientAnswer(answer, body);
        if (answer.status >= 400) {
          expect(await stored(`supplyLists/${listId}`)).toEqual(before);
          expect(await usage()).toEqual(counters);
        } else {
          saved++;
          await expectConsistent(listId);
        }
      },
    ),
    { numRuns: FUZZ_RUNS },
  );
  expect(saved).toBeGreaterThan(0);
  await send('DELETE', `/supply-lists/${listId}`);
});

test('any list id in the path: no 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(weirdText, fc.constantFrom('PUT', 'DELETE'), async (id, method) => {
      const answer = await send(method, `/supply-lists/${percentEncoded(id)}`, method === 'PUT' ? JSON.stringify({ name: 'x' }) : undefined);
      expect(answer.status, `${method} ${id}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
    }),
    { numRuns: FUZZ_RUNS },
  );
});
