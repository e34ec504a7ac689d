import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  canonicalTimeZone,
  fieldMessages,
  orderingWindowMessages,
  staffMessages,
  type InvitationsResponse,
  type Representative,
  type School,
} from '@ssb/contract';
import { as, onlyAdminMay } from '../support/admin-matrix';
import { expectAnswer } from '../support/answers';
import { closeAdminAuth, nextSecond, signIn } from '../support/auth';
import { acceptInvitation, invitationTokenSentTo } from '../support/invitations';
import { twoSchoolsWithPersonas, verifiedAccount, type Personas } from '../support/roles';
import { closeTestDb, testDb } from '../support/stack';

// POST/PUT /schools and a school's representatives: administrators only; counters kept by the writes.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: string;
let personas: Personas;
let schoolId: string;
let otherSchoolId: string;

test.beforeAll(async () => {
  ({ schoolId, otherSchoolId, personas } = await twoSchoolsWithPersonas());
  admin = personas.admin;
});

const schoolDoc = async (id: string) => (await testDb().doc(`schools/${id}`).get()).data()!;
const userDoc = async (id: string) => (await testDb().doc(`users/${id}`).get()).data()!;

async function createSchool(request: APIRequestContext, data: object) {
  const res = await request.post('/api/schools', { data, ...as(admin) });
  expect(res.status(), await res.text()).toBe(201);
  await expectAnswer('POST /schools', res);
  return ((await res.json()) as { school: School }).school;
}

test.describe('POST /schools', () => {
  test('an administrator creates a school with a name and an address; it has no lists or users yet and shows in the shop', async ({ request }) => {
    const school = await createSchool(request, { name: '  Oak Hill Elementary ', fullAddress: '9 Oak Hill Road, Springfield, IL 62702' });
    expect(school).toMatchObject({
      name: 'Oak Hill Elementary',
      address: { line1: '9 Oak Hill Road', city: 'Springfield', state: 'IL', zipCode: '62702' },
      fullAddress: '9 Oak Hill Road, Springfield, IL 62702',
      note: '',
      deliverToSchool: true,
      publishedListCount: 0,
      supplyListCount: 0,
      userCount: 0,
    });
    expect(await schoolDoc(school.id)).toMatchObject({ name: 'Oak Hill Elementary', supplyListCount: 0, publishedListCount: 0, userCount: 0 });
    // With nothing to buy yet, the shop leaves it out; its administrators see it.
    const shop = (await (await request.get('/api/schools?q=Oak Hill Elementary')).json()) as { schools: School[] };
    expect(shop.schools.find((s) => s.id === school.id)).toBeUndefined();
    const staffPage = await request.get('/api/schools?q=Oak Hill Elementary', as(admin));
    await expectAnswer('GET /schools', staffPage);
    const staff = (await staffPage.json()) as { schools: School[] };
    expect(staff.schools.find((s) => s.id === school.id)).toMatchObject({ name: 'Oak Hill Elementary', publishedListCount: 0, userCount: 0 });
  });

  test('a school sent without a time zone gets its address’s state’s (a state with several: its most populous), never UTC; a zone sent is kept', async ({
    request,
  }) => {
    const cases: [string, string | null][] = [
      ['9 Oak Hill Road, Springfield, IL 62702', 'America/Chicago'],
      ['500 Congress Avenue, Austin, Texas 78701', 'America/Chicago'],
      ['200 West Washington Street, Indianapolis, IN 46204', canonicalTimeZone('America/Indiana/Indianapolis')],
      ['1 Capitol Way, Boise, ID 83702', 'America/Boise'],
      ['1600 Pennsylvania Avenue NW, Washington, DC 20500', 'America/New_York'],
    ];
    for (const [fullAddress, zone] of cases) {
      const school = await createSchool(request, { name: `Zone School ${fullAddress.slice(-5)}`, fullAddress });
      expect(school.timeZone, fullAddress).toBe(zone);
      expect((await schoolDoc(school.id)).timeZone, fullAddress).toBe(zone);
    }
    // No address to go by: no zone, as before.
    expect((await createSchool(request, { name: 'Zone School Nowhere' })).timeZone).toBeNull();
    const chosen = await createSchool(request, {
      name: 'Chosen Zone School',
      fullAddress: '9 Oak Hill Road, Springfield, IL 62702',
      timeZone: 'America/Denver',
    });
    expect(chosen.timeZone).toBe('America/Denver');
  });

  test('an ordering window needs no time zone sent when the address names its state', async ({ request }) => {
    const window = { orderingOpensOn: '2030-08-01', orderingClosesOn: '2030-08-31' };
    const school = await createSchool(request, { name: 'Window By State School', fullAddress: '1 Main Street, Lincoln, NE 68508', ...window });
    expect(school).toMatchObject({ ...window, timeZone: 'America/Chicago' });
    const refused = await request.post('/api/schools', { data: { name: 'Window Without State', ...window }, ...as(admin) });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(`timeZone: ${orderingWindowMessages.timeZoneNeeded}`);
  });

  test('the address is optional', async ({ request }) => {
    expect(await createSchool(request, { name: 'Birch School' })).toMatchObject({ name: 'Birch School', address: null, fullAddress: '' });
  });

  test('a school added to ship to homes delivers to homes from the start', async ({ request }) => {
    const school = await createSchool(request, { name: 'Willow Online Academy', deliverToSchool: false });
    expect(school).toMatchObject({ name: 'Willow Online Academy', deliverToSchool: false });
    expect(await schoolDoc(school.id)).toMatchObject({ deliverToSchool: false });
  });

  test('bad input is refused with 400 naming the field, and nothing is written', async ({ request }) => {
    // The contract's message where it has one for the mistake; else the field it is about.
    const nameRequired = `name: ${staffMessages.schoolNameRequired}`;
    const bad: [Record<string, unknown>, unknown][] = [
      [{}, expect.stringMatching(/^name: /)],
      [{ name: '' }, nameRequired],
      [{ name: '   ' }, nameRequired],
      [{ name: 'x'.repeat(121) }, expect.stringMatching(/^name: /)],
      [{ name: 'A', fullAddress: 7 }, expect.stringMatching(/^fullAddress: /)],
      [{ name: 'A', deliverToSchool: 'no' }, expect.stringMatching(/^deliverToSchool: /)],
      [{ name: 'A\ud800' }, `name: ${fieldMessages.invalidText}`],
    ];
    for (const [data, error] of bad) {
      const res = await request.post('/api/schools', { data, ...as(admin) });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toEqual(error);
    }
  });

  test('only an administrator creates schools', async ({ request }) => {
    const name = `Refused ${Date.now()}`;
    await onlyAdminMay(personas, (token) => request.post('/api/schools', { data: { name }, ...as(token) }));
    expect((await testDb().collection('schools').where('name', '==', name).get()).size).toBe(0);
  });
});

test.describe('PUT /schools/{id}', () => {
  test('changes only what is sent: name, address, note and delivery mode', async ({ request }) => {
    const school = await createSchool(request, { name: 'Willow Park', fullAddress: '1 Willow Way, Springfield, IL 62701' });
    let res = await request.put(`/api/schools/${school.id}`, { data: { note: 'Boxes go to the gym.', deliverToSchool: false }, ...as(admin) });
    expect(res.status()).toBe(200);
    await expectAnswer('PUT /schools/{id}', res);
    expect(((await res.json()) as { school: School }).school).toMatchObject({
      name: 'Willow Park',
      fullAddress: '1 Willow Way, Springfield, IL 62701',
      note: 'Boxes go to the gym.',
      deliverToSchool: false,
    });
    res = await request.put(`/api/schools/${school.id}`, { data: { name: 'Willow Park Elementary' }, ...as(admin) });
    expect(await schoolDoc(school.id)).toMatchObject({
      name: 'Willow Park Elementary',
      fullAddress: '1 Willow Way, Springfield, IL 62701',
      note: 'Boxes go to the gym.',
      deliverToSchool: false,
    });
  });

  test('bad input is 400, an unknown school 404', async ({ request }) => {
    for (const data of [{ name: '' }, { deliverToSchool: 'yes' }, { note: 'x'.repeat(2001) }]) {
      expect((await request.put(`/api/schools/${schoolId}`, { data, ...as(admin) })).status(), JSON.stringify(data)).toBe(400);
    }
    const missing = await request.put('/api/schools/no-such-school', { data: { note: 'x' }, ...as(admin) });
    expect(missing.status()).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('School not found');
  });

  test('only an administrator edits a school, not even its own representative', async ({ request }) => {
    const before = await schoolDoc(schoolId);
    await onlyAdminMay(personas, (token) => request.put(`/api/schools/${schoolId}`, { data: { note: 'hacked' }, ...as(token) }));
    expect(await schoolDoc(schoolId)).toEqual(before);
  });
});

test.describe('representatives', () => {
  const reps = async (request: APIRequestContext, id: string) => {
    const res = await request.get(`/api/schools/${id}/representatives`, as(admin));
    expect(res.status()).toBe(200);
    await expectAnswer('GET /schools/{id}/representatives', res);
    return ((await res.json()) as { representatives: Representative[] }).representatives;
  };

  /** The person follows the newest invitation link e-mailed to the address: the answer's status. */
  const followLink = async (email: string, password: string) => (await acceptInvitation(await invitationTokenSentTo(email), { password })).status;

  test('adding an existing account by e-mail invites it; once its owner follows the link it is listed, and removed; the school counts its users', async ({
    request,
  }) => {
    const school = await createSchool(request, { name: 'Aspen Academy' });
    const person = await verifiedAccount('aspen');
    const added = await request.post(`/api/schools/${school.id}/representatives`, { data: { email: ` ${person.email.toUpperCase()} ` }, ...as(admin) });
    expect(added.status(), await added.text()).toBe(201);
    await expectAnswer('POST /schools/{id}/representatives', added);
    expect(((await added.json()) as InvitationsResponse).invitations.map((i) => i.email)).toEqual([person.email.toUpperCase()]);
    expect(await reps(request, school.id)).toEqual([]);
    expect(await followLink(person.email.toUpperCase(), person.password)).toBe(200);
    expect(await reps(request, school.id)).toEqual([{ id: person.uid, email: person.email, firstName: 'Test', lastName: 'aspen' }]);
    expect((await schoolDoc(school.id)).userCount).toBe(1);
    expect(await userDoc(person.uid)).toMatchObject({ type: 'USER', schoolId: school.id });

    // Invited again and followed again: nothing moves.
    await request.post(`/api/schools/${school.id}/representatives`, { data: { email: person.email }, ...as(admin) });
    expect(await followLink(person.email, person.password)).toBe(200);
    expect((await schoolDoc(school.id)).userCount).toBe(1);

    const removed = await request.delete(`/api/schools/${school.id}/representatives/${person.uid}`, as(admin));
    expect(removed.status()).toBe(200);
    await expectAnswer('DELETE /schools/{id}/representatives/{userId}', removed);
    expect(((await removed.json()) as { representatives: Representative[] }).representatives).toEqual([]);
    expect((await schoolDoc(school.id)).userCount).toBe(0);
    expect(await userDoc(person.uid)).toMatchObject({ type: 'USER', schoolId: null });
  });

  test('a user belongs to one school: following another school’s invitation moves it, and both counts follow', async ({ request }) => {
    const [first, second] = [await createSchool(request, { name: 'First School' }), await createSchool(request, { name: 'Second School' })];
    const person = await verifiedAccount('mover');
    await request.post(`/api/schools/${first.id}/representatives`, { data: { email: person.email }, ...as(admin) });
    expect(await followLink(person.email, person.password)).toBe(200);
    await request.post(`/api/schools/${second.id}/representatives`, { data: { email: person.email }, ...as(admin) });
    expect(await followLink(person.email, person.password)).toBe(200);
    expect([(await schoolDoc(first.id)).userCount, (await schoolDoc(second.id)).userCount]).toEqual([0, 1]);
    expect(await reps(request, first.id)).toEqual([]);
    expect((await reps(request, second.id)).map((r) => r.id)).toEqual([person.uid]);
  });

  test('an address nobody has, or a guest’s, is invited like any other; an administrator cannot become a representative', async ({ request }) => {
    for (const email of ['nobody-here@example.com', 'sam.lee@example.com']) {
      const invited = await request.post(`/api/schools/${schoolId}/representatives`, { data: { email }, ...as(admin) });
      expect(invited.status(), email).toBe(201);
    }
    const adminAccount = await request.post(`/api/schools/${schoolId}/representatives`, { data: { email: 'admin@example.com' }, ...as(admin) });
    expect(adminAccount.status()).toBe(409);
    await expectAnswer('POST /schools/{id}/representatives', adminAccount);
    expect(await userDoc('demo-admin')).toMatchObject({ type: 'ADMIN', schoolId: null });
  });

  test('bad input is 400; unknown schools and people who are not its representatives are 404', async ({ request }) => {
    for (const data of [{}, { email: '' }, { email: 42 }]) {
      expect((await request.post(`/api/schools/${schoolId}/representatives`, { data, ...as(admin) })).status(), JSON.stringify(data)).toBe(400);
    }
    expect((await request.post('/api/schools/no-such-school/representatives', { data: { email: 'parent@example.com' }, ...as(admin) })).status()).toBe(404);
    expect((await request.get('/api/schools/no-such-school/representatives', as(admin))).status()).toBe(404);
    expect((await request.delete(`/api/schools/${schoolId}/representatives/demo-parent`, as(admin))).status()).toBe(404);
    expect((await request.delete(`/api/schools/${schoolId}/representatives/no-such-user`, as(admin))).status()).toBe(404);
    expect((await request.delete(`/api/schools/${schoolId}/representatives/bad%20id`, as(admin))).status()).toBe(400);
  });

  test('only an administrator lists, adds or removes representatives; the list tells nothing to anyone else', async ({ request }) => {
    const person = await verifiedAccount('bystander');
    await onlyAdminMay(personas, (token) => request.get(`/api/schools/${schoolId}/representatives`, as(token)));
    await onlyAdminMay(personas, (token) => request.post(`/api/schools/${schoolId}/representatives`, { data: { email: person.email }, ...as(token) }));
    expect((await userDoc(person.uid)).schoolId).toBeNull();
    const [rep] = (await reps(request, schoolId)).filter((r) => r.email.startsWith('rep-'));
    await onlyAdminMay(personas, (token) => request.delete(`/api/schools/${schoolId}/representatives/${rep!.id}`, as(token)));
    expect((await userDoc(rep!.id)).schoolId).toBe(schoolId);
  });

  test('rights follow the invitation’s link: nothing until it is followed, the school’s data and no other after, then nothing once removed', async ({
    request,
  }) => {
    const person = await verifiedAccount('next-request');
    const schoolOrders = (id: string, token: string) => request.get(`/api/orders?schoolId=${id}`, as(token));
    const schoolDrafts = (id: string, token: string) => request.get(`/api/supply-lists?schoolId=${id}&published=false`, as(token));
    expect((await schoolOrders(schoolId, person.token)).status()).toBe(403);

    await request.post(`/api/schools/${schoolId}/representatives`, { data: { email: person.email }, ...as(admin) });
    expect((await schoolOrders(schoolId, person.token)).status()).toBe(403);
    // Following the link signs the account's sessions out: the role opens from the next sign-in.
    await nextSecond();
    expect(await followLink(person.email, person.password)).toBe(200);
    expect((await schoolOrders(schoolId, person.token)).status()).toBe(401);
    const token = await signIn(person.email, person.password);
    expect((await schoolOrders(schoolId, token)).status()).toBe(200);
    expect((await schoolDrafts(schoolId, token)).status()).toBe(200);
    expect((await schoolOrders(otherSchoolId, token)).status()).toBe(403);
    expect((await schoolDrafts(otherSchoolId, token)).status()).toBe(403);
    expect((await schoolOrders('school-lincoln', token)).status()).toBe(403);

    // A removal revokes the person's tokens (role-claims.spec.ts): the token held is refused its school at once, and signed in again too.
    await request.delete(`/api/schools/${schoolId}/representatives/${person.uid}`, as(admin));
    // 403 as a parent's; the Auth emulator checks every token's revocation, so locally it may be 401 (revoked) too.
    expect([401, 403]).toContain((await schoolOrders(schoolId, token)).status());
    const again = await signIn(person.email, person.password);
    expect((await schoolOrders(schoolId, again)).status()).toBe(403);
    expect((await schoolDrafts(schoolId, again)).status()).toBe(403);
  });
});

test('GET /schools shows administrators every counter, and the public only what the shop needs', async ({ request }) => {
  const staff = ((await (await request.get('/api/schools?q=Lincoln', as(admin))).json()) as { schools: School[] }).schools.find(
    (s) => s.id === 'school-lincoln',
  );
  expect(staff).toMatchObject({ supplyListCount: expect.any(Number), userCount: expect.any(Number) });
  for (const token of [null, personas.parent, personas.otherRep]) {
    const seen = ((await (await request.get('/api/schools?q=Lincoln', as(token))).json()) as { schools: School[] }).schools.find(
      (s) => s.id === 'school-lincoln',
    );
    expect(seen).toMatchObject({ name: 'Lincoln Elementary School' });
    expect(seen).not.toHaveProperty('userCount');
    expect(seen).not.toHaveProperty('supplyListCount');
  }
  const ownAnswer = await request.get(`/api/schools/${schoolId}`, as(personas.rep));
  await expectAnswer('GET /schools/{id}', ownAnswer);
  const own = ((await ownAnswer.json()) as { school: School }).school;
  expect(own).toMatchObject({ userCount: expect.any(Number) });
});
