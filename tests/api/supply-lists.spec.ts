import { expect, test } from '@playwright/test';
import { listLockMessages, NAME_MAX_LENGTH, staffMessages, type SupplyList } from '@ssb/contract';
import { closeAdminAuth, signIn } from '../support/auth';
import { personasFor, representativeOf, type Personas } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, stored, writeList, writeOrders } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// The school dashboard's list writes (docs/product.md §2, §4, §6): POST/PUT/DELETE /supply-lists and
// POST/DELETE /supply-lists/{id}/products, over HTTP against the local stack. Every school,
// product and list here is the test's own, so counters can be asserted exactly.

test.describe.configure({ mode: 'parallel' });

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

type ListAnswer = { supplyList: SupplyList };

/** A school with a representative and three products priced $3.49, $2.99 and none. */
async function schoolWithRep() {
  const schoolId = await createPrivateSchool();
  const [rep, products] = await Promise.all([representativeOf(schoolId), createPrivateProducts([349, 299, null])]);
  return { schoolId, rep: rep.token, products };
}

const usedIn = async (productId: string) => (await stored(`products/${productId}`))!.supplyListCount as number;
const listCounters = async (schoolId: string) => {
  const school = (await stored(`schools/${schoolId}`))!;
  return { supplyListCount: school.supplyListCount, publishedListCount: school.publishedListCount };
};

test.describe('a representative manages a draft', () => {
  test('creates it empty, adds products (price recalculated), edits it, removes some, deletes it; counters follow each step', async () => {
    const { schoolId, rep, products } = await schoolWithRep();
    const [pencils, crayons, planner] = products as [string, string, string];

    const created = await call<ListAnswer>('POST', '/supply-lists', rep, { schoolId, name: '  3rd Grade Supply List ' });
    expect(created.status).toBe(201);
    const list = created.body.supplyList;
    expect(list).toMatchObject({ name: '3rd Grade Supply List', schoolId, published: false, totalPrice: null, productsMappings: [], orderCount: 0, note: '' });
    expect(await listCounters(schoolId)).toEqual({ supplyListCount: 1, publishedListCount: 0 });

    // The whole selection: 2 × $3.49 + 3 × $2.99 + 1 × (no price) = $15.95.
    const saved = await call<ListAnswer>('POST', `/supply-lists/${list.id}/products`, rep, {
      productMappings: [
        { productId: pencils, quantity: 2 },
        { productId: crayons, quantity: 3 },
        { productId: planner, quantity: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.supplyList.totalPrice).toBe(15.95);
    expect(saved.body.supplyList.productsMappings.map((m) => [m.productId, m.quantity])).toEqual([
      [pencils, 2],
      [crayons, 3],
      [planner, 1],
    ]);
    expect(await Promise.all(products.map(usedIn))).toEqual([1, 1, 1]);
    expect((await stored(`supplyLists/${list.id}`))!.totalPriceCents).toBe(1595);

    // Saving again replaces the selection: one product dropped, a quantity changed.
    const resaved = await call<ListAnswer>('POST', `/supply-lists/${list.id}/products`, rep, {
      productMappings: [
        { productId: crayons, quantity: 1 },
        { productId: planner, quantity: 4 },
      ],
    });
    expect(resaved.body.supplyList.totalPrice).toBe(2.99);
    expect(await Promise.all(products.map(usedIn))).toEqual([0, 1, 1]);

    const edited = await call<ListAnswer>('PUT', `/supply-lists/${list.id}`, rep, { name: 'Grade 3', totalPrice: 25.5 });
    expect(edited.status).toBe(200);
    expect(edited.body.supplyList).toMatchObject({ name: 'Grade 3', totalPrice: 25.5 });
    expect(await stored(`supplyLists/${list.id}`)).toMatchObject({ name: 'Grade 3', nameKey: 'grade 3', totalPriceCents: 2550 });

    // A draft's price follows its products at the next save, whatever was set (docs/product.md §4).
    const removed = await call<ListAnswer>('DELETE', `/supply-lists/${list.id}/products`, rep, { productIds: [planner, pencils] });
    expect(removed.status).toBe(200);
    expect(removed.body.supplyList.productsMappings.map((m) => m.productId)).toEqual([crayons]);
    expect(removed.body.supplyList.totalPrice).toBe(2.99);
    expect(await Promise.all(products.map(usedIn))).toEqual([0, 1, 0]);

    // An emptied price field means "calculate it from the products" (docs/product.md §5).
    await call('PUT', `/supply-lists/${list.id}`, rep, { totalPrice: 9 });
    const auto = await call<ListAnswer>('PUT', `/supply-lists/${list.id}`, rep, { totalPrice: null });
    expect(auto.body.supplyList.totalPrice).toBe(2.99);

    const mine = await call<{ supplyLists: SupplyList[] }>('GET', `/schools/${schoolId}/supply-lists`, rep);
    expect(mine.body.supplyLists).toEqual([expect.objectContaining({ id: list.id, published: false, orderCount: 0 })]);

    const deleted = await call('DELETE', `/supply-lists/${list.id}`, rep);
    expect(deleted.status).toBe(204);
    expect(await stored(`supplyLists/${list.id}`)).toBeUndefined();
    expect(await listCounters(schoolId)).toEqual({ supplyListCount: 0, publishedListCount: 0 });
    expect(await Promise.all(products.map(usedIn))).toEqual([0, 0, 0]);
    expect((await call('DELETE', `/supply-lists/${list.id}`, rep)).status).toBe(404);
  });

  test('a list created with a price keeps it until products are saved; an empty selection prices a draft at $0.00', async () => {
    const { schoolId, rep, products } = await schoolWithRep();
    const { body } = await call<ListAnswer>('POST', '/supply-lists', rep, { schoolId, name: 'Priced', totalPrice: 12.34 });
    expect(body.supplyList.totalPrice).toBe(12.34);
    const emptied = await call<ListAnswer>('POST', `/supply-lists/${body.supplyList.id}/products`, rep, { productMappings: [] });
    expect(emptied.body.supplyList.totalPrice).toBe(0);
    const filled = await call<ListAnswer>('POST', `/supply-lists/${body.supplyList.id}/products`, rep, {
      productMappings: [{ productId: products[0]!, quantity: 3 }],
    });
    expect(filled.body.supplyList.totalPrice).toBe(10.47);
  });

  test('the note is the administrator’s to edit (docs/product.md §6)', async () => {
    const { schoolId, rep } = await schoolWithRep();
    const listId = await writeList(schoolId);
    const refused = await call('PUT', `/supply-lists/${listId}`, rep, { note: 'Label everything' });
    expect(refused.status).toBe(403);
    expect((await stored(`supplyLists/${listId}`))!.note).toBe('');
    const admin = await signIn('admin@example.com');
    const done = await call<ListAnswer>('PUT', `/supply-lists/${listId}`, admin, { note: 'Label everything' });
    expect(done.body.supplyList.note).toBe('Label everything');
  });
});

test.describe('the locks of docs/product.md §4', () => {
  async function publishedWithOrders() {
    const { schoolId, rep, products } = await schoolWithRep();
    const listId = await writeList(schoolId, { published: true, items: [{ productId: products[0]!, quantity: 2 }], totalPriceCents: 1500 });
    await writeOrders(schoolId, listId, ['PAYMENT_SUCCESS']);
    return { schoolId, rep, products, listId };
  }

  test('a published list with an order: products, price and deletion are refused with 409 and nothing is written', async () => {
    const { schoolId, rep, products, listId } = await publishedWithOrders();
    const before = await stored(`supplyLists/${listId}`);
    const counters = await Promise.all(products.map(usedIn));
    const schoolBefore = await listCounters(schoolId);

    const attempts = [
      {
        call: call('POST', `/supply-lists/${listId}/products`, rep, { productMappings: [{ productId: products[1]!, quantity: 1 }] }),
        error: listLockMessages.productsLocked,
      },
      { call: call('DELETE', `/supply-lists/${listId}/products`, rep, { productIds: [products[0]!] }), error: listLockMessages.productsLocked },
      { call: call('PUT', `/supply-lists/${listId}`, rep, { totalPrice: 9.99 }), error: listLockMessages.priceLocked },
      { call: call('PUT', `/supply-lists/${listId}`, rep, { name: 'Renamed', totalPrice: null }), error: listLockMessages.priceLocked },
      { call: call('DELETE', `/supply-lists/${listId}`, rep), error: listLockMessages.hasOrders },
    ];
    for (const attempt of attempts) {
      const answer = await attempt.call;
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: attempt.error });
    }
    expect(await stored(`supplyLists/${listId}`)).toEqual(before);
    expect(await Promise.all(products.map(usedIn))).toEqual(counters);
    expect(await listCounters(schoolId)).toEqual(schoolBefore);
  });

  test('a published list with an order can still be renamed, and sent the price it already has', async () => {
    const { rep, listId } = await publishedWithOrders();
    const answer = await call<ListAnswer>('PUT', `/supply-lists/${listId}`, rep, { name: 'Renamed', totalPrice: 15 });
    expect(answer.status).toBe(200);
    expect(answer.body.supplyList).toMatchObject({ name: 'Renamed', totalPrice: 15, orderCount: 1 });
  });

  test('an administrator may change the products of a list with orders (admin dashboard); its price does not move; deletion stays refused', async () => {
    const { products, listId } = await publishedWithOrders();
    const admin = await signIn('admin@example.com');
    const saved = await call<ListAnswer>('POST', `/supply-lists/${listId}/products`, admin, { productMappings: [{ productId: products[1]!, quantity: 5 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.supplyList.totalPrice).toBe(15);
    expect(await Promise.all(products.map(usedIn))).toEqual([0, 1, 0]);
    expect((await call('PUT', `/supply-lists/${listId}`, admin, { totalPrice: 1 })).body).toEqual({ error: listLockMessages.priceLocked });
    expect((await call('DELETE', `/supply-lists/${listId}`, admin)).status).toBe(409);
  });

  test('a published list without orders takes product changes but keeps its price, even an automatic one', async () => {
    const { schoolId, rep, products } = await schoolWithRep();
    // Priced automatically from 2 × $3.49 when it was published.
    const listId = await writeList(schoolId, { published: true, items: [{ productId: products[0]!, quantity: 2 }], totalPriceCents: null });
    const saved = await call<ListAnswer>('POST', `/supply-lists/${listId}/products`, rep, { productMappings: [{ productId: products[1]!, quantity: 1 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.supplyList.totalPrice).toBe(6.98);
    expect((await stored(`supplyLists/${listId}`))!.totalPriceCents).toBe(698);
    expect((await call('PUT', `/supply-lists/${listId}`, rep, { totalPrice: 5 })).status).toBe(409);

    // Deleting it is allowed, and moves both of the school's list counters.
    expect(await listCounters(schoolId)).toEqual({ supplyListCount: 1, publishedListCount: 1 });
    expect((await call('DELETE', `/supply-lists/${listId}`, rep)).status).toBe(204);
    expect(await listCounters(schoolId)).toEqual({ supplyListCount: 0, publishedListCount: 0 });
    expect(await Promise.all(products.map(usedIn))).toEqual([0, 0, 0]);
  });

  test('a published list keeps at least one product: emptying it is refused with 409 and nothing is written, for a representative and an administrator', async () => {
    const { schoolId, rep, products } = await schoolWithRep();
    const [pencils, crayons] = products as [string, string];
    const listId = await writeList(schoolId, {
      published: true,
      items: [
        { productId: pencils, quantity: 2 },
        { productId: crayons, quantity: 1 },
      ],
      totalPriceCents: 1500,
    });
    const admin = await signIn('admin@example.com');
    const withOrders = await writeList(schoolId, { published: true, items: [{ productId: crayons, quantity: 1 }], totalPriceCents: 900 });
    await writeOrders(schoolId, withOrders, ['PAYMENT_SUCCESS']);
    const before = await Promise.all([stored(`supplyLists/${listId}`), stored(`supplyLists/${withOrders}`)]);
    const counters = await Promise.all(products.map(usedIn));

    const attempts = [
      call('POST', `/supply-lists/${listId}/products`, rep, { productMappings: [] }),
      call('DELETE', `/supply-lists/${listId}/products`, rep, { productIds: [pencils, crayons] }),
      call('POST', `/supply-lists/${listId}/products`, admin, { productMappings: [] }),
      call('POST', `/supply-lists/${withOrders}/products`, admin, { productMappings: [] }),
      call('DELETE', `/supply-lists/${withOrders}/products`, admin, { productIds: [crayons] }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: listLockMessages.keepsAProduct });
    }
    expect(await Promise.all([stored(`supplyLists/${listId}`), stored(`supplyLists/${withOrders}`)])).toEqual(before);
    expect(await Promise.all(products.map(usedIn))).toEqual(counters);

    // Down to one product is fine; the last one stays.
    expect((await call('DELETE', `/supply-lists/${listId}/products`, rep, { productIds: [pencils] })).status).toBe(200);
    expect((await call('DELETE', `/supply-lists/${listId}/products`, rep, { productIds: [crayons] })).body).toEqual({ error: listLockMessages.keepsAProduct });
    expect((await stored(`supplyLists/${listId}`))!.items).toEqual([{ productId: crayons, quantity: 1 }]);
  });

  test('a draft may be emptied, also by taking out its last products', async () => {
    const { schoolId, rep, products } = await schoolWithRep();
    const listId = await writeList(schoolId, { items: [{ productId: products[0]!, quantity: 1 }], totalPriceCents: 349 });
    const emptied = await call<ListAnswer>('DELETE', `/supply-lists/${listId}/products`, rep, { productIds: [products[0]!] });
    expect(emptied.status).toBe(200);
    expect(emptied.body.supplyList).toMatchObject({ productsMappings: [], totalPrice: 0 });
  });

  test('a draft that has orders (unpublished after it sold) takes product changes, but is not deleted', async () => {
    const { schoolId, rep, products } = await schoolWithRep();
    const listId = await writeList(schoolId, { published: false, items: [{ productId: products[0]!, quantity: 1 }], totalPriceCents: 349 });
    await writeOrders(schoolId, listId, ['COMPLETED']);
    expect((await call('POST', `/supply-lists/${listId}/products`, rep, { productMappings: [{ productId: products[1]!, quantity: 2 }] })).status).toBe(200);
    expect((await call('DELETE', `/supply-lists/${listId}`, rep)).body).toEqual({ error: listLockMessages.hasOrders });
  });
});

test.describe('bad input is 400 with an error, and writes nothing', () => {
  test('unknown product, quantity 0 or 1.5, a product twice, negative price, a name too long or empty, unknown ids', async () => {
    const { schoolId, rep, products } = await schoolWithRep();
    const listId = await writeList(schoolId, { items: [{ productId: products[0]!, quantity: 1 }], totalPriceCents: 349 });
    const before = await stored(`supplyLists/${listId}`);
    const schoolBefore = await listCounters(schoolId);
    const productsPath = `/supply-lists/${listId}/products`;
    const quantityInvalid = `productMappings.0.quantity: ${staffMessages.quantityInvalid}`;
    const priceInvalid = `totalPrice: ${staffMessages.priceInvalid}`;
    const nameRequired = `name: ${staffMessages.listNameRequired}`;
    // The contract's message where it has one for the mistake; any message where it has none.
    const cases: [string, string, unknown, string?][] = [
      ['POST', productsPath, { productMappings: [{ productId: 'no-such-product', quantity: 1 }] }],
      ['POST', productsPath, { productMappings: [{ productId: products[1]!, quantity: 0 }] }, quantityInvalid],
      ['POST', productsPath, { productMappings: [{ productId: products[1]!, quantity: 1.5 }] }, quantityInvalid],
      ['POST', productsPath, { productMappings: [{ productId: products[1]!, quantity: -2 }] }, quantityInvalid],
      [
        'POST',
        productsPath,
        {
          productMappings: [
            { productId: products[1]!, quantity: 1 },
            { productId: products[1]!, quantity: 2 },
          ],
        },
        `productMappings: ${staffMessages.duplicateProduct}`,
      ],
      ['POST', productsPath, { productMappings: 'all of them' }],
      ['POST', productsPath, {}],
      ['DELETE', productsPath, { productIds: [] }],
      ['DELETE', productsPath, { productIds: ['a/b'] }],
      ['PUT', `/supply-lists/${listId}`, { totalPrice: -1 }, priceInvalid],
      ['PUT', `/supply-lists/${listId}`, { totalPrice: 1.234 }, priceInvalid],
      ['PUT', `/supply-lists/${listId}`, { totalPrice: '12' }],
      ['PUT', `/supply-lists/${listId}`, { name: 'x'.repeat(NAME_MAX_LENGTH + 1) }],
      ['PUT', `/supply-lists/${listId}`, { name: '   ' }, nameRequired],
      ['POST', '/supply-lists', { schoolId, name: 'x'.repeat(NAME_MAX_LENGTH + 1) }],
      ['POST', '/supply-lists', { schoolId, name: '' }, nameRequired],
      ['POST', '/supply-lists', { schoolId, name: 'Negative', totalPrice: -0.01 }, priceInvalid],
      ['POST', '/supply-lists', { name: 'No school' }],
      ['POST', '/supply-lists', { schoolId: '../schools', name: 'Bad id' }],
    ];
    for (const [method, path, body, error] of cases) {
      const answer = await call(method, path, rep, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body, JSON.stringify(body)).toEqual({ error: error ?? expect.any(String) });
    }
    expect(await stored(`supplyLists/${listId}`)).toEqual(before);
    expect(await listCounters(schoolId)).toEqual(schoolBefore);
    expect(await Promise.all(products.map(usedIn))).toEqual([1, 0, 0]);
  });

  test('an unknown list is 404 for every list call; an unknown school is 404 for an administrator', async () => {
    const { schoolId, rep, products } = await schoolWithRep();
    const missing = 'no-such-list';
    for (const [method, path, body] of [
      ['PUT', `/supply-lists/${missing}`, { name: 'x' }],
      ['DELETE', `/supply-lists/${missing}`, undefined],
      ['POST', `/supply-lists/${missing}/products`, { productMappings: [{ productId: products[0]!, quantity: 1 }] }],
      ['DELETE', `/supply-lists/${missing}/products`, { productIds: [products[0]!] }],
    ] as const) {
      const answer = await call(method, path, rep, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ error: 'Supply list not found' });
    }
    const admin = await signIn('admin@example.com');
    expect((await call('POST', '/supply-lists', admin, { schoolId: 'no-such-school', name: 'Lost' })).status).toBe(404);
    expect(await listCounters(schoolId)).toEqual({ supplyListCount: 0, publishedListCount: 0 });
  });
});

test.describe('who may write (docs/product.md §6)', () => {
  let schoolId: string;
  let otherSchoolId: string;
  let personas: Personas;
  let products: string[];

  test.beforeAll(async () => {
    [schoolId, otherSchoolId, products] = await Promise.all([createPrivateSchool(), createPrivateSchool(), createPrivateProducts([100, 200])]);
    personas = await personasFor(schoolId, otherSchoolId);
  });

  const expected = { anonymous: 401, unverified: 403, parent: 403, otherRep: 403, rep: 'allowed', admin: 'allowed' } as const;
  type Persona = keyof typeof expected;

  for (const persona of Object.keys(expected) as Persona[]) {
    test(`${persona}: ${expected[persona] === 'allowed' ? 'creates, edits, saves products and deletes' : `is refused with ${expected[persona]} and nothing changes`}`, async () => {
      const token = personas[persona];
      const allowed = expected[persona] === 'allowed';
      // Someone allowed writes the list that `persona` then tries to change.
      const listId = await writeList(schoolId, { items: [{ productId: products[0]!, quantity: 1 }], totalPriceCents: 100 });
      const before = await stored(`supplyLists/${listId}`);
      const schoolBefore = await listCounters(schoolId);

      const answers = [
        await call<ListAnswer>('POST', '/supply-lists', token, { schoolId, name: `By ${persona}` }),
        await call('PUT', `/supply-lists/${listId}`, token, { name: `Renamed by ${persona}` }),
        await call('POST', `/supply-lists/${listId}/products`, token, { productMappings: [{ productId: products[1]!, quantity: 2 }] }),
        await call('DELETE', `/supply-lists/${listId}/products`, token, { productIds: [products[1]!] }),
        await call('DELETE', `/supply-lists/${listId}`, token),
      ];
      if (allowed) {
        expect(answers.map((a) => a.status)).toEqual([201, 200, 200, 200, 204]);
        const created = (answers[0]!.body as ListAnswer).supplyList;
        expect(created.schoolId).toBe(schoolId);
        expect((await call('DELETE', `/supply-lists/${created.id}`, token)).status).toBe(204);
        // Both lists are gone: the one written for the test and the one it created.
        expect(await listCounters(schoolId)).toEqual({ ...schoolBefore, supplyListCount: schoolBefore.supplyListCount - 1 });
        expect(await stored(`supplyLists/${listId}`)).toBeUndefined();
        return;
      }
      for (const answer of answers) {
        expect(answer.status).toBe(expected[persona]);
        // A refusal says why and carries nothing of the school.
        expect(answer.body).toEqual({ error: expect.any(String) });
      }
      expect(await stored(`supplyLists/${listId}`)).toEqual(before);
      expect(await listCounters(schoolId)).toEqual(schoolBefore);
    });
  }

  test('a representative cannot create a list for another school, nor see its drafts’ counters', async () => {
    const otherList = await writeList(otherSchoolId, { name: 'Their draft' });
    const created = await call('POST', '/supply-lists', personas.rep, { schoolId: otherSchoolId, name: 'Sneaky' });
    expect(created.status).toBe(403);
    expect(await listCounters(otherSchoolId)).toEqual({ supplyListCount: 1, publishedListCount: 0 });
    const theirs = await call<{ supplyLists: SupplyList[] }>('GET', `/schools/${otherSchoolId}/supply-lists`, personas.rep);
    expect(theirs.body.supplyLists.map((l) => l.id)).not.toContain(otherList);
    expect(JSON.stringify(theirs.body)).not.toContain('orderCount');
  });
});

test.describe('concurrency', () => {
  test('two representatives saving one draft at once leave one whole selection and its own price, and exact counters', async () => {
    const schoolId = await createPrivateSchool();
    const [repA, repB, products] = await Promise.all([
      representativeOf(schoolId),
      representativeOf(schoolId),
      createPrivateProducts([101, 202, 303, 404, 505, 606]),
    ]);
    const listId = await writeList(schoolId);
    const selectionA = products.slice(0, 4).map((productId, i) => ({ productId, quantity: i + 1 }));
    const selectionB = products.slice(2).map((productId) => ({ productId, quantity: 7 }));
    const priceOf = (selection: { productId: string; quantity: number }[]) =>
      selection.reduce((sum, item) => sum + 101 * (products.indexOf(item.productId) + 1) * item.quantity, 0);

    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        call('POST', `/supply-lists/${listId}/products`, repA.token, { productMappings: selectionA }),
        call('POST', `/supply-lists/${listId}/products`, repB.token, { productMappings: selectionB }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const list = (await stored(`supplyLists/${listId}`))!;
      const winner = JSON.stringify(list.items) === JSON.stringify(selectionA) ? selectionA : selectionB;
      expect(list.items).toEqual(winner);
      expect(list.totalPriceCents).toBe(priceOf(winner));
      const inList = new Set(winner.map((item) => item.productId));
      expect(await Promise.all(products.map(usedIn))).toEqual(products.map((id) => (inList.has(id) ? 1 : 0)));
    }
  });
});
