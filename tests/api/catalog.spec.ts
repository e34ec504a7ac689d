import { expect, test } from '@playwright/test';
import { EdgeCache } from '../../local/bench/edge-cache';
import { expectAnswer, routeServing } from '../support/answers';
import { closeAdminAuth, signIn } from '../support/auth';
import { stack } from '../support/stack';

interface Mapping {
  productId: string;
  quantity: number;
  product: { id: string; name: string; price: number | null; description: string };
}
interface List {
  id: string;
  name: string;
  published: boolean;
  schoolId: string;
  school: { id: string; name: string };
  totalPrice: number | null;
  productsMappings: Mapping[];
}

test.describe('schools', () => {
  test('GET /schools lists the schools with a list to buy, with what the shop card needs and no user data', async ({ request }) => {
    // The demo's schools, found by the search the shop offers (other tests add schools before them by name).
    const res = await request.get('/api/schools?q=Lincoln Elementary');
    expect(res.status()).toBe(200);
    await expectAnswer('GET /schools', res);
    const { schools } = await res.json();
    const lincoln = schools.find((s: { id: string }) => s.id === 'school-lincoln');
    expect(lincoln).toEqual({
      id: 'school-lincoln',
      name: 'Lincoln Elementary School',
      // Its address as its parts, and the line made from them.
      address: { line1: '1200 Oak Street', city: 'Springfield', state: 'IL', zipCode: '62701' },
      fullAddress: '1200 Oak Street, Springfield, IL 62701',
      note: expect.any(String),
      deliverToSchool: true,
      publishedListCount: 2,
      // The demo's window: opened 30 days before the seed, closes 3 days after it.
      orderingOpensOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      orderingClosesOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      timeZone: 'America/Chicago',
      // The demo's delivery day, five days after the seed; its contact is for the school's staff only.
      deliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      orderingOpen: true,
      // What each box earns the school (docs/decisions.md §25): the demo's schools have no share.
      fundraisingShare: null,
      // Late orders after the window (docs/decisions.md §28): the demo's schools take none.
      lateOrders: null,
    });
    expect(JSON.stringify(schools)).not.toMatch(/@example\.com|userCount|users/);
    const maple = await (await request.get('/api/schools?q=Maple Grove')).json();
    expect(maple.schools).toEqual([expect.objectContaining({ id: 'school-maple', deliverToSchool: false })]);
  });

  test('GET /schools/{id} answers the school, 404 for an unknown id, 400 for a malformed one', async ({ request }) => {
    const maple = await request.get('/api/schools/school-maple');
    await expectAnswer('GET /schools/{id}', maple);
    expect((await maple.json()).school).toMatchObject({ name: 'Maple Grove Academy', deliverToSchool: false });
    const missing = await request.get('/api/schools/no-such-school');
    expect(missing.status()).toBe(404);
    await expectAnswer('GET /schools/{id}', missing);
    expect(await missing.json()).toEqual({ error: 'School not found' });
    const malformed = await request.get('/api/schools/bad%20id!');
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error).toBeTruthy();
  });

  test('GET /schools/{id}/supply-lists shows the public only published lists, with their products', async ({ request }) => {
    const res = await request.get('/api/schools/school-lincoln/supply-lists');
    await expectAnswer('GET /schools/{id}/supply-lists', res);
    const { supplyLists } = (await res.json()) as { supplyLists: List[] };
    expect(supplyLists.map((l) => l.name)).toEqual(['2nd Grade Supply List', 'Kindergarten Supply List']);
    expect(supplyLists.every((l) => l.published)).toBe(true);
    const kinder = supplyLists.find((l) => l.id === 'list-lincoln-k')!;
    expect(kinder.productsMappings.length).toBeGreaterThanOrEqual(5);
    expect(kinder.productsMappings[0]).toEqual({
      productId: expect.any(String),
      quantity: expect.any(Number),
      product: {
        id: expect.any(String),
        name: expect.any(String),
        price: expect.any(Number),
        description: expect.any(String),
        // The demo products have photos (drawn at seed time).
        photoUrl: expect.stringMatching(/\/960\.webp$/),
        thumbnailUrl: expect.stringMatching(/\/320\.webp$/),
      },
    });
    const sum = kinder.productsMappings.reduce((total, m) => total + Math.round((m.product.price ?? 0) * 100) * m.quantity, 0);
    expect(Math.round(kinder.totalPrice! * 100)).toBe(sum);
  });
});

test.describe('supply lists', () => {
  test('GET /supply-lists filters by school and name, published only for the public', async ({ request }) => {
    const bySchool = (await (await request.get('/api/supply-lists?schoolId=school-maple')).json()).supplyLists as List[];
    expect(bySchool.map((l) => l.id)).toEqual(['list-maple-3']);
    expect(bySchool[0]!.school).toEqual({ id: 'school-maple', name: 'Maple Grove Academy' });

    const byName = (await (await request.get('/api/supply-lists?name=Kinder')).json()).supplyLists as List[];
    expect(byName.map((l) => l.id)).toEqual(['list-lincoln-k']);

    const page = await request.get('/api/supply-lists');
    await expectAnswer('GET /supply-lists', page);
    const all = (await page.json()).supplyLists as List[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.every((l) => l.published)).toBe(true);
  });

  test('drafts are hidden from the public: 403 when asked for, 404 by id', async ({ request }) => {
    const drafts = await request.get('/api/supply-lists?published=false');
    expect(drafts.status()).toBe(403);
    await expectAnswer('GET /supply-lists', drafts);
    expect((await drafts.json()).error).toBeTruthy();
    const draft = await request.get('/api/supply-lists/list-lincoln-5');
    expect(draft.status()).toBe(404);
    expect(await draft.json()).toEqual({ error: 'Supply list not found' });
  });

  test('bad query values answer 400 naming the field', async ({ request }) => {
    const res = await request.get('/api/supply-lists?published=maybe');
    expect(res.status()).toBe(400);
    expect((await res.json()).error).toMatch(/^published/);
  });

  test('GET /supply-lists/{id} answers a published list', async ({ request }) => {
    const res = await request.get('/api/supply-lists/list-riverside-6');
    await expectAnswer('GET /supply-lists/{id}', res);
    const { supplyList } = (await res.json()) as { supplyList: List };
    expect(supplyList).toMatchObject({ name: '6th Grade Supply List', school: { name: 'Riverside Middle School' }, published: true });
  });
});

test.describe('products', () => {
  test('GET /products lists every product (a page of up to 200); price filters include their bounds', async ({ request }) => {
    const page = await request.get('/api/products?limit=200');
    await expectAnswer('GET /products', page);
    const all = (await page.json()).products as { price: number | null; productType: string }[];
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((p) => p.productType))).toEqual(new Set(['INDIVIDUAL', 'CLASSROOM', 'SCHOOL_WIDE']));

    const ranged = (await (await request.get('/api/products?priceMin=3.49&priceMax=5.49&limit=200')).json()).products as { name: string; price: number }[];
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((p) => p.price >= 3.49 && p.price <= 5.49)).toBe(true);
    expect(ranged.map((p) => p.price)).toEqual(expect.arrayContaining([3.49, 5.49]));
    const expected = all.filter((p) => p.price !== null && p.price >= 3.49 && p.price <= 5.49).length;
    expect(ranged).toHaveLength(expected);
  });

  test('bad product queries answer 400', async ({ request }) => {
    for (const query of ['priceMin=-1', 'priceMin=abc', 'priceMin=9&priceMax=1']) {
      const res = await request.get(`/api/products?${query}`);
      expect(res.status(), query).toBe(400);
      expect((await res.json()).error, query).toBeTruthy();
    }
    expect((await request.get('/api/products/search')).status()).toBe(400);
  });

  test('GET /products/{id}, /products/search and /products/supply-list/{id}', async ({ request }) => {
    const pencils = await request.get('/api/products/prod-pencils');
    await expectAnswer('GET /products/{id}', pencils);
    expect((await pencils.json()).product).toEqual({
      id: 'prod-pencils',
      name: '#2 Pencils (12 pack)',
      description: 'Pre-sharpened yellow wood pencils.',
      price: 3.49,
      productType: 'INDIVIDUAL',
      // Not secret: what the product is for sales tax, answered with it (the shop need not show it).
      taxCode: 'txcd_99999999',
      photoUrl: expect.stringMatching(/^\/api\/products\/prod-pencils\/photo\/[\w-]+\/960\.webp$/),
      thumbnailUrl: expect.stringMatching(/^\/api\/products\/prod-pencils\/photo\/[\w-]+\/320\.webp$/),
    });
    expect((await request.get('/api/products/no-such-product')).status()).toBe(404);

    const search = await request.get('/api/products/search?q=pencil');
    await expectAnswer('GET /products/search', search);
    const found = (await search.json()).products as { name: string }[];
    expect(found.map((p) => p.name)).toEqual(['Pencil Box']);

    const listProducts = await request.get('/api/products/supply-list/list-lincoln-k');
    await expectAnswer('GET /products/supply-list/{id}', listProducts);
    const ofList = (await listProducts.json()).products as { id: string; quantity: number }[];
    expect(ofList).toContainEqual(expect.objectContaining({ id: 'prod-crayons', quantity: 2 }));
    expect((await request.get('/api/products/supply-list/list-lincoln-5')).status()).toBe(404);
  });

  test('POST /products/calculate-price sums exactly in cents; unknown or missing ids are refused', async ({ request }) => {
    const sum = await request.post('/api/products/calculate-price', { data: { productIds: ['prod-pencils', 'prod-crayons', 'prod-notebook'] } });
    await expectAnswer('POST /products/calculate-price', sum);
    expect(await sum.json()).toEqual({ totalPrice: 7.97 });
    const unknown = await request.post('/api/products/calculate-price', { data: { productIds: ['prod-pencils', 'nope'] } });
    expect(unknown.status()).toBe(404);
    await expectAnswer('POST /products/calculate-price', unknown);
    const empty = await request.post('/api/products/calculate-price', { data: { productIds: [] } });
    expect(empty.status()).toBe(400);
    expect((await empty.json()).error).toMatch(/^productIds/);
  });
});

test.describe('the edge cache', () => {
  const catalogue = [
    '/api/schools',
    '/api/schools/school-lincoln',
    '/api/schools/school-lincoln/supply-lists',
    '/api/supply-lists',
    '/api/supplies',
    '/api/products',
  ];

  test('the public catalogue lets the CDN keep an anonymous answer a minute, and the browser nothing', async ({ request }) => {
    for (const path of catalogue) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      await expectAnswer(routeServing('GET', path.replace(/^\/api/, ''))!, res);
      expect(res.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=60');
      expect(res.headers()['vary'], path).toMatch(/Authorization/);
    }
  });

  test('a query parameter the catalogue does not use is sent, cacheably, to the address without it', async ({ request }) => {
    const unused = [
      ['/api/schools?x=1', '/api/schools'],
      ['/api/schools?q=lincoln&utm_source=mail', '/api/schools?q=lincoln'],
      // A visitor's schools are one answer: paging is an administrator's.
      ['/api/schools?limit=5&q=lincoln', '/api/schools?q=lincoln'],
      ['/api/schools/school-lincoln?x=1', '/api/schools/school-lincoln'],
      ['/api/schools/school-lincoln/supply-lists?lang=es', '/api/schools/school-lincoln/supply-lists'],
      ['/api/supply-lists?schoolId=school-lincoln&x=1&x=2', '/api/supply-lists?schoolId=school-lincoln'],
      ['/api/supply-lists/list-lincoln-k?_=1700000000', '/api/supply-lists/list-lincoln-k'],
      ['/api/supplies?x', '/api/supplies'],
      ['/api/products?name=cr&limit=5&cachebust=1', '/api/products?name=cr&limit=5'],
    ];
    for (const [path, canonical] of unused) {
      const res = await request.get(path!, { maxRedirects: 0 });
      expect(res.status(), path).toBe(308);
      await expectAnswer(routeServing('GET', path!.replace(/^\/api/, ''))!, res);
      expect(res.headers()['location'], path).toBe(canonical);
      expect(res.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=60');
      expect((await request.get(canonical!, { maxRedirects: 0 })).status(), canonical).toBe(200);
    }
  });

  test('an answer of data is the same in every language and does not vary on Accept-Language', async ({ request }) => {
    const languages = [undefined, 'es', 'es-MX,es;q=0.9,en;q=0.8', 'fr-CA', 'en-US;q=0.5, xx-yy'];
    for (const path of catalogue) {
      const bodies = new Set<string>();
      for (const language of languages) {
        const res = await request.get(path, { headers: language ? { 'Accept-Language': language } : {} });
        expect(res.status(), path).toBe(200);
        expect(res.headers()['vary'] ?? '', `${path} in ${language}`).not.toMatch(/accept-language/i);
        expect(res.headers()['content-language'], path).toBeUndefined();
        bodies.add(await res.text());
      }
      // Other tests add schools and lists meanwhile; one school's answers stay put.
      if (path.startsWith('/api/schools/')) expect(bodies.size, path).toBe(1);
    }
  });

  test('an error speaks the request’s language and no cache keeps it', async ({ request }) => {
    for (const path of ['/api/schools/no-such-school', '/api/supply-lists/no-such-list', '/api/products?limit=0', '/api/no-such-route']) {
      const res = await request.get(path, { headers: { 'Accept-Language': 'es' } });
      expect(res.status(), path).toBeGreaterThanOrEqual(400);
      expect(res.headers()['cache-control'], path).toBe('no-store');
      expect(res.headers()['content-language'], path).toBe('es');
    }
  });

  test('through a cache keyed as Hosting’s CDN keys, a school’s lists asked with unused parameters or in any language are one entry', async () => {
    const edge = new EdgeCache();
    const url = `${stack.app}/api/schools/school-lincoln/supply-lists`;
    const first = await edge.get(url);
    expect([first.status, first.fromCache]).toEqual([200, false]);
    const again: [string, Record<string, string>][] = [
      [`${url}?x=1`, {}],
      [url, { 'Accept-Language': 'es' }],
      [url, { 'Accept-Language': 'es-MX,es;q=0.9' }],
      [`${url}?utm_source=mail`, { 'Accept-Language': 'fr' }],
      [`${url}?x=1`, { 'Accept-Language': 'es' }],
    ];
    for (const [address, headers] of again) {
      const answer = await edge.get(address, headers);
      expect([answer.status, answer.fromCache, answer.body], `${address} ${JSON.stringify(headers)}`).toEqual([200, true, first.body]);
    }
    // The API answered the lists once, and each new unused parameter with its redirect.
    expect(edge.originRequests).toBe(3);
  });

  test('a signed-in caller’s answer is kept by no cache, nor is a write’s', async ({ request }) => {
    const admin = await signIn('admin@example.com');
    for (const path of catalogue) {
      const res = await request.get(path, { headers: { Authorization: `Bearer ${admin}` } });
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
    }
    await closeAdminAuth();
    const price = await request.post('/api/products/calculate-price', { data: { productIds: ['prod-crayons'] } });
    expect(price.headers()['cache-control'] ?? '').not.toMatch(/public/);
  });
});
