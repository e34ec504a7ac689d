import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { requestMessages } from '@ssb/contract';
import { as } from '../support/admin-matrix';
import { closeAdminAuth, signIn } from '../support/auth';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';

// GET /supply-lists, /products and an administrator's /schools answer a page at a time by name,
// with the cursor of the next page (null on the last), as GET /orders does.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

interface Named {
  id: string;
  name: string;
}

/** Every page of a GET with this query, `limit` at a time: the items in the order read, and how many pages. */
async function walk(request: APIRequestContext, path: string, field: string, token: string | null, limit: number) {
  const seen: Named[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await request.get(`${path}${path.includes('?') ? '&' : '?'}${query}`, as(token));
    expect(res.status(), await res.text()).toBe(200);
    const page = (await res.json()) as Record<string, Named[]> & { nextCursor: string | null };
    expect(page.nextCursor === null || typeof page.nextCursor === 'string').toBe(true);
    expect(page[field]!.length).toBeLessThanOrEqual(limit);
    seen.push(...page[field]!);
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  return { seen, pages };
}

const lower = (items: Named[]) => items.map((item) => item.name.toLowerCase());
const sorted = (names: string[]) => [...names].sort();
const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

let admin: string;
test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

test.describe('GET /supply-lists', () => {
  let schoolId: string;
  let tag: string;
  /** The school's lists: the private published one and seven drafts, written out of name order. */
  const names: string[] = [];

  test.beforeAll(async () => {
    ({ schoolId } = await createPrivateList({ deliverToSchool: true }));
    tag = schoolId.slice(-8);
    names.push(`Test List ${tag}`);
    const now = new Date();
    const batch = testDb().batch();
    for (const n of [5, 2, 7, 1, 6, 3, 4]) {
      const name = `Paged List ${tag} ${n}`;
      names.push(name);
      batch.set(testDb().doc(`supplyLists/paged-${tag}-${n}`), {
        schoolId,
        name,
        nameKey: name.toLowerCase(),
        totalPriceCents: null,
        note: '',
        published: false,
        awaitingReview: n % 2 === 0,
        items: [{ productId: 'prod-crayons', quantity: 1 }],
        orderCount: 0,
        createdAt: now,
        updatedAt: now,
      });
    }
    await batch.commit();
  });

  test('an administrator walks a school’s lists three at a time: each once, by name, the last page’s cursor null', async ({ request }) => {
    const { seen, pages } = await walk(request, `/api/supply-lists?schoolId=${schoolId}`, 'supplyLists', admin, 3);
    expect(pages).toBe(3);
    expect(lower(seen)).toEqual(sorted(names.map((n) => n.toLowerCase())));
    expect(new Set(seen.map((l) => l.id)).size).toBe(names.length);
  });

  test('filters page with the cursor: drafts, waiting for review, a name, every school', async ({ request }) => {
    const drafts = await walk(request, `/api/supply-lists?schoolId=${schoolId}&published=false`, 'supplyLists', admin, 2);
    expect(drafts.seen).toHaveLength(7);
    expect(lower(drafts.seen)).toEqual(sorted(lower(drafts.seen)));
    const waiting = await walk(request, `/api/supply-lists?schoolId=${schoolId}&awaitingReview=true`, 'supplyLists', admin, 2);
    expect(waiting.seen.map((l) => l.id).sort()).toEqual([`paged-${tag}-2`, `paged-${tag}-4`, `paged-${tag}-6`]);
    const named = await walk(request, `/api/supply-lists?name=${encodeURIComponent(`paged list ${tag}`)}`, 'supplyLists', admin, 4);
    expect(named.seen.map((l) => l.name)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Paged List ${tag} ${n}`));
    // Every school's lists, more than one page of them: each once, by name.
    const all = await walk(request, '/api/supply-lists', 'supplyLists', admin, 200);
    expect(new Set(all.seen.map((l) => l.id)).size).toBe(all.seen.length);
    expect(lower(all.seen)).toEqual(sorted(lower(all.seen)));
    expect(all.seen.filter((l) => l.name.includes(tag))).toHaveLength(names.length);
  });

  test('the public pages through the published lists only; a cursor read under another filter still answers that filter’s rows', async ({ request }) => {
    const published = await walk(request, `/api/supply-lists?schoolId=${schoolId}`, 'supplyLists', null, 1);
    expect(published.seen.map((l) => l.name)).toEqual([`Test List ${tag}`]);
    const first = (await (await request.get(`/api/supply-lists?schoolId=${schoolId}&limit=2`, as(admin))).json()) as { nextCursor: string };
    const res = await request.get(`/api/supply-lists?schoolId=${schoolId}&published=false&cursor=${first.nextCursor}`, as(admin));
    const after = ((await res.json()) as { supplyLists: (Named & { published: boolean; school: { id: string } })[] }).supplyLists;
    expect(after.map((l) => l.name)).toEqual([3, 4, 5, 6, 7].map((n) => `Paged List ${tag} ${n}`));
    expect(after.every((l) => !l.published && l.school.id === schoolId)).toBe(true);
  });

  test('a representative of another school and a parent page through its published lists only, and may not ask for its drafts', async ({ request }) => {
    for (const account of ['rep@example.com', 'parent@example.com']) {
      const token = await signIn(account);
      const { seen } = await walk(request, `/api/supply-lists?schoolId=${schoolId}`, 'supplyLists', token, 1);
      expect(
        seen.map((l) => l.name),
        account,
      ).toEqual([`Test List ${tag}`]);
      const first = (await (await request.get(`/api/supply-lists?schoolId=${schoolId}&limit=1`, as(admin))).json()) as { nextCursor: string };
      const drafts = await request.get(`/api/supply-lists?schoolId=${schoolId}&published=false&cursor=${first.nextCursor}`, as(token));
      expect(drafts.status(), account).toBe(403);
    }
  });

  test('a cursor that is not one of its pages is 400 with the cursor message', async ({ request }) => {
    for (const cursor of ['abc', cursorOf([1, 0, 'x']), cursorOf(['a', 'bad id!']), 'not%20base64']) {
      const res = await request.get(`/api/supply-lists?cursor=${cursor}`, as(admin));
      expect(res.status(), cursor).toBe(400);
      expect((await res.json()) as object).toEqual({ error: `cursor: ${requestMessages.cursor}` });
    }
    expect((await request.get('/api/supply-lists?limit=0')).status()).toBe(400);
    expect((await request.get('/api/supply-lists?limit=201')).status()).toBe(400);
  });
});

test.describe('GET /products', () => {
  const tag = `Pg${randomUUID().slice(0, 6)}`;
  test.beforeAll(async ({ request }) => {
    for (const [letter, price] of [
      ['C', 3],
      ['A', 5],
      ['E', 1],
      ['B', 4],
      ['D', 2],
    ] as const) {
      const res = await request.post('/api/products', { data: { name: `${tag} ${letter}`, price: 900 + price }, ...as(admin) });
      expect(res.status(), await res.text()).toBe(201);
    }
  });

  test('pages walk the products by name, each once; with a price range by price; the last cursor null', async ({ request }) => {
    const named = await walk(request, `/api/products?name=${tag}`, 'products', admin, 2);
    expect(named.pages).toBe(3);
    expect(named.seen.map((p) => p.name)).toEqual(['A', 'B', 'C', 'D', 'E'].map((l) => `${tag} ${l}`));
    const priced = await walk(request, `/api/products?name=${tag}&priceMin=902`, 'products', null, 2);
    expect(priced.seen.map((p) => p.name)).toEqual(['A', 'B', 'C', 'D'].map((l) => `${tag} ${l}`));
    const byPrice = await walk(request, '/api/products?priceMin=901&priceMax=905', 'products', null, 2);
    const mine = byPrice.seen.filter((p) => p.name.startsWith(tag));
    expect(mine.map((p) => p.name)).toEqual(['E', 'D', 'C', 'B', 'A'].map((l) => `${tag} ${l}`));
    const all = await walk(request, '/api/products', 'products', admin, 200);
    expect(new Set(all.seen.map((p) => p.id)).size).toBe(all.seen.length);
    expect(lower(all.seen)).toEqual(sorted(lower(all.seen)));
  });

  test('a page says how many lists use each product to an administrator only', async ({ request }) => {
    const parent = await signIn('parent@example.com');
    for (const [token, counted] of [
      [admin, true],
      [parent, false],
      [null, false],
    ] as const) {
      const { products } = (await (await request.get(`/api/products?name=${tag}&limit=2`, as(token))).json()) as { products: object[] };
      expect(products).toHaveLength(2);
      expect(products.every((p) => 'supplyListCount' in p)).toBe(counted);
    }
  });

  test('a cursor of another order (by name, used by price) or of nothing is 400', async ({ request }) => {
    const first = (await (await request.get(`/api/products?name=${tag}&limit=1`)).json()) as { nextCursor: string };
    for (const path of [`/api/products?priceMin=1&cursor=${first.nextCursor}`, '/api/products?cursor=zzz', `/api/products?cursor=${cursorOf([5, 'p'])}`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect((await res.json()) as object).toEqual({ error: `cursor: ${requestMessages.cursor}` });
    }
  });
});

test.describe('GET /schools', () => {
  const tag = `Pg${randomUUID().slice(0, 6)}`;
  test.beforeAll(async ({ request }) => {
    for (const letter of ['D', 'B', 'E', 'A', 'C']) {
      const res = await request.post('/api/schools', { data: { name: `${tag} ${letter} School` }, ...as(admin) });
      expect(res.status(), await res.text()).toBe(201);
    }
  });

  test('an administrator pages through the schools a search finds, by name, each once; the last cursor null', async ({ request }) => {
    const found = await walk(request, `/api/schools?q=${tag}`, 'schools', admin, 2);
    expect(found.pages).toBe(3);
    expect(found.seen.map((s) => s.name)).toEqual(['A', 'B', 'C', 'D', 'E'].map((l) => `${tag} ${l} School`));
    const all = await walk(request, '/api/schools', 'schools', admin, 200);
    expect(new Set(all.seen.map((s) => s.id)).size).toBe(all.seen.length);
    expect(all.seen.filter((s) => s.name.startsWith(tag))).toHaveLength(5);
    const bad = await request.get('/api/schools?cursor=abc', as(admin));
    expect(bad.status()).toBe(400);
    expect((await bad.json()) as object).toEqual({ error: `cursor: ${requestMessages.cursor}` });
  });

  test('the shop’s answer keeps its shape: its schools, no cursor, for a guest, a parent and a representative', async ({ request }) => {
    for (const token of [null, await signIn('parent@example.com'), await signIn('rep@example.com')]) {
      const body = (await (await request.get('/api/schools?q=lincoln&limit=1', as(token))).json()) as object;
      expect(Object.keys(body)).toEqual(['schools']);
      expect((body as { schools: Named[] }).schools.map((s) => s.name)).toContain('Lincoln Elementary School');
    }
  });
});
