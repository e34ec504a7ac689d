import { expect, test } from '@playwright/test';
import type { RememberedChildrenResponse, SchoolsResponse, SchoolYearResponse, SchoolYearsResponse, SupplyList, SupplyListsResponse } from '@ssb/contract';
import { closeAdminAuth, signIn, signUp, verifyEmail } from '../support/auth';
import { call, createPrivateSchool, stored, writeList, writeOrders } from '../support/school-data';
import { closeTestDb } from '../support/stack';

// A new school year archives every list of the shop: this spec runs after every other project
// (playwright.config.ts), one test at a time, each starting the year after the current one.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

/** The year after the current one: its name and first day. */
async function nextYear(admin: string): Promise<{ name: string; startsOn: string }> {
  const { status, body } = await call<SchoolYearsResponse>('GET', '/school-years', admin);
  expect(status).toBe(200);
  const year = Number(body.current.startsOn.slice(0, 4)) + 1;
  return { name: `${year}–${year + 1}`, startsOn: `${year}-07-01` };
}

test('only administrators start a school year; representatives may read the years; a family may not', async () => {
  const [admin, rep, parent] = await Promise.all([signIn('admin@example.com'), signIn('rep@example.com'), signIn('parent@example.com')]);
  const body = await nextYear(admin);
  expect((await call('POST', '/school-years', null, body)).status).toBe(401);
  expect((await call('POST', '/school-years', parent, body)).status).toBe(403);
  expect((await call('POST', '/school-years', rep, body)).status).toBe(403);
  expect((await call('GET', '/school-years', null)).status).toBe(401);
  expect((await call('GET', '/school-years', parent)).status).toBe(403);
  const read = await call<SchoolYearsResponse>('GET', '/school-years', rep);
  expect(read.status).toBe(200);
  expect(read.body.current.name).toMatch(/^\d{4}–\d{4}$/);
});

test('a year needs a name and a real first day after the current year’s', async () => {
  const admin = await signIn('admin@example.com');
  const { name, startsOn } = await nextYear(admin);
  for (const bad of [{ name: '', startsOn }, { name: '   ', startsOn }, { name, startsOn: '2027-02-30' }, { name, startsOn: 'next July' }, { name }]) {
    expect((await call('POST', '/school-years', admin, bad)).status, JSON.stringify(bad)).toBe(400);
  }
  const { body } = await call<SchoolYearsResponse>('GET', '/school-years', admin);
  const before = await call('POST', '/school-years', admin, { name: 'The year before', startsOn: body.current.startsOn });
  expect(before.status).toBe(409);
});

test('every list of the year is copied as an unpublished draft of the new one; the old list, archived, still reads with its orders, and so does every school', async () => {
  const admin = await signIn('admin@example.com');
  const schoolId = await createPrivateSchool();
  const oldId = await writeList(schoolId, {
    name: '3rd Grade',
    published: true,
    items: [
      { productId: 'prod-crayons', quantity: 2 },
      { productId: 'prod-scissors', quantity: 1, optional: true },
    ],
  });
  const { testDb } = await import('../support/stack');
  await testDb()
    .doc(`supplyLists/${oldId}`)
    .update({ note: 'Label every item', reviewNote: { text: 'Fine', at: new Date() } });
  const snapshot = { listName: '3rd Grade', schoolName: 'School', note: 'Label every item', items: [], skippedItems: [], totalCents: 100 };
  const [orderId] = await writeOrders(schoolId, oldId, ['COMPLETED'], Date.now() - 60_000, { snapshot });

  const year = await nextYear(admin);
  const started = await call<SchoolYearResponse>('POST', '/school-years', admin, year);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect(started.body.schoolYear).toMatchObject({ name: year.name, startsOn: year.startsOn, done: true });
  expect(started.body.schoolYear.listsCopied).toBeGreaterThanOrEqual(1);

  const lists = await call<SupplyListsResponse>('GET', `/schools/${schoolId}/supply-lists`, admin);
  expect(lists.status).toBe(200);
  expect(lists.body.supplyLists).toHaveLength(1);
  const draft = lists.body.supplyLists[0]!;
  expect(draft.id).not.toBe(oldId);
  expect(draft).toMatchObject({
    name: '3rd Grade',
    published: false,
    awaitingReview: false,
    note: 'Label every item',
    optionalCount: 1,
    yearId: started.body.schoolYear.id,
  });
  expect(draft.reviewNote).toBeUndefined();
  expect(draft.productsMappings.map(({ productId, quantity, optional }) => ({ productId, quantity, optional }))).toEqual([
    { productId: 'prod-crayons', quantity: 2, optional: undefined },
    { productId: 'prod-scissors', quantity: 1, optional: true },
  ]);
  const copy = await stored(`supplyLists/${draft.id}`);
  // A copy is no list the school verified: it carries no approval.
  expect(copy?.approval ?? null).toBeNull();
  expect(copy?.orderCount).toBe(0);

  // The old list: archived, out of the shop, still read by id, and its order still whole.
  const old = await call<{ supplyList: SupplyList }>('GET', `/supply-lists/${oldId}`, admin);
  expect(old.status).toBe(200);
  expect(old.body.supplyList).toMatchObject({ published: false, archived: true, name: '3rd Grade' });
  // A past year is read-only: its orders keep the list as it was.
  expect((await call('PUT', `/supply-lists/${oldId}/publish`, admin)).status).toBe(409);
  expect((await call('PUT', `/supply-lists/${oldId}`, admin, { name: 'Renamed' })).status).toBe(409);
  const shop = await call<SupplyListsResponse>('GET', `/schools/${schoolId}/supply-lists`, null);
  expect(shop.body.supplyLists).toEqual([]);
  const past = await call<SupplyListsResponse>('GET', `/schools/${schoolId}/supply-lists?year=${old.body.supplyList.yearId}`, admin);
  expect(past.status).toBe(200);
  expect(past.body.supplyLists.map((l) => l.id)).toEqual([oldId]);
  const order = await call<{ order: { supplyList: { name: string } } }>('GET', `/orders/${orderId}`, admin);
  expect(order.status).toBe(200);
  expect(order.body.order.supplyList.name).toBe('3rd Grade');

  // Its published list archived, the school counts none published, and every school, each of the
  // shop's pages of them, still reads.
  expect((await stored(`schools/${schoolId}`))?.publishedListCount).toBe(0);
  let cursor: string | null | undefined;
  do {
    const page = await call<SchoolsResponse>('GET', `/schools?limit=200${cursor ? `&cursor=${cursor}` : ''}`, admin);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    cursor = page.body.nextCursor;
  } while (cursor);
});

test('the remembered children of a signed-in family move up a grade; a child past 12th grade leaves', async () => {
  const admin = await signIn('admin@example.com');
  const account = await signUp();
  const token = await verifyEmail(account);
  expect((await call('POST', '/users', token, { authId: account.uid })).status).toBe(201);
  const schoolId = await createPrivateSchool();
  const kinder = await writeList(schoolId, { name: 'Kindergarten', published: true, items: [{ productId: 'prod-crayons', quantity: 1 }] });
  const senior = await writeList(schoolId, { name: '12th Grade', published: true, items: [{ productId: 'prod-crayons', quantity: 1 }] });
  const family = (first: string, listName: string) => ({
    userId: account.uid,
    studentFirstName: first,
    studentLastName: 'Ortiz',
    snapshot: { listName, schoolName: 'School', note: '', items: [], skippedItems: [], totalCents: 100 },
  });
  // Placed after the years the tests before started (a second ago at the latest): counted up from the next one only.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await writeOrders(schoolId, senior, ['COMPLETED'], Date.now() - 300, family('Luis', '12th Grade'));
  await writeOrders(schoolId, kinder, ['COMPLETED'], Date.now() - 200, family('Ana', 'Kindergarten'));

  const before = await call<RememberedChildrenResponse>('GET', '/users/profile/children', token);
  expect(before.body.children.map((c) => [c.firstName, c.grade])).toEqual([
    ['Ana', 0],
    ['Luis', 12],
  ]);
  expect((await call('POST', '/school-years', admin, await nextYear(admin))).status).toBe(201);
  const after = await call<RememberedChildrenResponse>('GET', '/users/profile/children', token);
  expect(after.body.children.map((c) => [c.firstName, c.grade])).toEqual([['Ana', 1]]);
});

test('starting the same year twice is refused, and of two at once only one starts it', async () => {
  const admin = await signIn('admin@example.com');
  const year = await nextYear(admin);
  expect((await call('POST', '/school-years', admin, year)).status).toBe(201);
  const again = await call<{ error: string }>('POST', '/school-years', admin, year);
  expect(again.status).toBe(409);
  expect(again.body.error).toMatch(/already/i);

  const next = await nextYear(admin);
  const both = await Promise.all([call('POST', '/school-years', admin, next), call('POST', '/school-years', admin, next)]);
  expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
  const { body } = await call<SchoolYearsResponse>('GET', '/school-years', admin);
  expect(body.current).toMatchObject({ name: next.name, startsOn: next.startsOn });
  expect(body.years.filter((y) => y.name === next.name)).toHaveLength(1);
});
