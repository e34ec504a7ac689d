import { expect, test } from '@playwright/test';
import { representativeMessages } from '@ssb/contract';
import { expectAnswer } from '../support/answers';
import { bearer, claimsOf, closeAdminAuth, signIn, signUp, verifyEmail } from '../support/auth';
import { makeRepresentative } from '../support/invitations';
import { closeTestDb, testDb } from '../support/stack';

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const profileOf = async (uid: string) => (await testDb().doc(`users/${uid}`).get()).data();

test('anonymous callers are refused by every users endpoint', async ({ request }) => {
  const calls = [
    request.get('/api/users/profile'),
    request.get('/api/users/demo-parent'),
    request.get('/api/users/auth/demo-parent'),
    request.post('/api/users', { data: { authId: 'x' } }),
    request.put('/api/users/demo-parent', { data: { phone: '1' } }),
  ];
  const keys = ['GET /users/profile', 'GET /users/{id}', 'GET /users/auth/{authId}', 'POST /users', 'PUT /users/{id}'] as const;
  for (const [i, res] of (await Promise.all(calls)).entries()) {
    expect(res.status()).toBe(401);
    await expectAnswer(keys[i]!, res);
    expect((await res.json()).error).toBeTruthy();
  }
});

test.describe('a parent', () => {
  let token: string;
  test.beforeAll(async () => {
    token = await signIn('parent@example.com');
  });

  test('reads its own profile by token, id and auth id', async ({ request }) => {
    const own = await request.get('/api/users/profile', { headers: bearer(token) });
    await expectAnswer('GET /users/profile', own);
    const profile = await own.json();
    expect(profile.user).toMatchObject({
      id: 'demo-parent',
      authId: 'demo-parent',
      email: 'parent@example.com',
      type: 'USER',
      schoolId: null,
      school: null,
      emailVerified: true,
      fullAddress: '742 Evergreen Terrace, Apt 2, Springfield, IL 62704',
    });
    for (const [path, key] of [
      ['/api/users/demo-parent', 'GET /users/{id}'],
      ['/api/users/auth/demo-parent', 'GET /users/auth/{authId}'],
    ] as const) {
      const res = await request.get(path, { headers: bearer(token) });
      await expectAnswer(key, res);
      expect((await res.json()).user.id).toBe('demo-parent');
    }
  });

  test('cannot read or change another user', async ({ request }) => {
    for (const res of [
      await request.get('/api/users/demo-rep', { headers: bearer(token) }),
      await request.get('/api/users/auth/demo-admin', { headers: bearer(token) }),
      await request.put('/api/users/demo-rep', { headers: bearer(token), data: { phone: '000' } }),
    ]) {
      expect(res.status()).toBe(403);
      expect((await res.json()).error).toBeTruthy();
    }
    expect((await profileOf('demo-rep'))?.phone).toBe('(217) 555-0110');
  });

  test('cannot promote itself: type, school and verification stay as they are', async ({ request }) => {
    for (const data of [{ type: 'ADMIN' }, { schoolId: 'school-lincoln' }]) {
      const res = await request.put('/api/users/demo-parent', { headers: bearer(token), data });
      expect(res.status()).toBe(403);
    }
    expect(await profileOf('demo-parent')).toMatchObject({ type: 'USER', schoolId: null });
  });

  test('rejects bad input with a 400 naming the field', async ({ request }) => {
    const res = await request.put('/api/users/demo-parent', { headers: bearer(token), data: { phone: 'x'.repeat(500) } });
    expect(res.status()).toBe(400);
    expect((await res.json()).error).toMatch(/^phone/);
  });
});

test.describe('a new account', () => {
  test('creates only itself, as a USER without a school, with the e-mail of its token', async ({ request }) => {
    const account = await signUp();
    const other = await request.post('/api/users', { headers: bearer(account.token), data: { authId: 'demo-parent' } });
    expect(other.status()).toBe(403);

    const res = await request.post('/api/users', {
      headers: bearer(account.token),
      data: {
        authId: account.uid,
        email: 'admin@example.com',
        type: 'ADMIN',
        schoolId: 'school-lincoln',
        firstName: 'Pat',
        lastName: 'Lee',
        phone: '555',
        line1: '1 A St',
        city: 'X',
        state: 'IL',
        zipCode: '1',
      },
    });
    expect(res.status()).toBe(201);
    await expectAnswer('POST /users', res);
    expect((await res.json()).user).toMatchObject({
      id: account.uid,
      email: account.email,
      type: 'USER',
      schoolId: null,
      emailVerified: false,
      firstName: 'Pat',
    });
    expect(await profileOf(account.uid)).toMatchObject({ type: 'USER', schoolId: null, email: account.email });

    const again = await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
    expect(again.status()).toBe(409);
    await expectAnswer('POST /users', again);
  });

  test('cannot mark its e-mail verified: that comes from the token', async ({ request }) => {
    const account = await signUp();
    await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
    const res = await request.put(`/api/users/${account.uid}`, { headers: bearer(account.token), data: { emailVerified: true, phone: '555-1' } });
    expect(res.status()).toBe(200);
    await expectAnswer('PUT /users/{id}', res);
    expect((await res.json()).user).toMatchObject({ emailVerified: false, phone: '555-1' });

    const verifiedToken = await verifyEmail(account);
    const after = await request.put(`/api/users/${account.uid}`, { headers: bearer(verifiedToken), data: {} });
    expect((await after.json()).user.emailVerified).toBe(true);
  });

  test('records when the verification link was sent', async ({ request }) => {
    const account = await signUp();
    await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
    const sentAt = '2026-11-22T10:00:00.000Z';
    const res = await request.put(`/api/users/${account.uid}`, { headers: bearer(account.token), data: { emailVerificationLinkSentAt: sentAt } });
    expect((await res.json()).user.emailVerificationLinkSentAt).toBe(sentAt);
  });
});

test.describe('an administrator', () => {
  test('reads anyone; assigns no school through the profile (an invitation’s link does), removes one, and the school counters follow', async ({ request }) => {
    const admin = await signIn('admin@example.com');
    const account = await signUp();
    await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
    expect((await request.get(`/api/users/${account.uid}`, { headers: bearer(admin) })).status()).toBe(200);

    const users = async (school: string) => (await testDb().doc(`schools/${school}`).get()).get('userCount') as number;
    const riverside = await users('school-riverside');
    for (const schoolId of ['school-riverside', 'no-such-school']) {
      const assign = await request.put(`/api/users/${account.uid}`, { headers: bearer(admin), data: { schoolId } });
      expect(assign.status(), schoolId).toBe(409);
      await expectAnswer('PUT /users/{id}', assign);
      expect(await assign.json()).toEqual({ error: representativeMessages.inviteInstead });
    }
    expect(await users('school-riverside')).toBe(riverside);

    await makeRepresentative('school-riverside', account);
    expect(await users('school-riverside')).toBe(riverside + 1);
    const removed = await request.put(`/api/users/${account.uid}`, { headers: bearer(admin), data: { schoolId: null } });
    expect((await removed.json()).user).toMatchObject({ schoolId: null, school: null });
    expect(await users('school-riverside')).toBe(riverside);
  });

  test('a change of school or type reaches the account’s next ID token as role claims', async ({ request }) => {
    const admin = await signIn('admin@example.com');
    const account = await signUp();
    await request.post('/api/users', { headers: bearer(account.token), data: { authId: account.uid } });
    expect(claimsOf(await signIn(account.email, account.password))).toMatchObject({ role: 'parent', schoolId: null });

    expect(claimsOf(await makeRepresentative('school-riverside', account))).toMatchObject({ role: 'rep', schoolId: 'school-riverside' });

    await request.put(`/api/users/${account.uid}`, { headers: bearer(admin), data: { schoolId: null } });
    expect(claimsOf(await signIn(account.email, account.password))).toMatchObject({ role: 'parent', schoolId: null });

    await request.put(`/api/users/${account.uid}`, { headers: bearer(admin), data: { type: 'ADMIN' } });
    expect(claimsOf(await signIn(account.email, account.password))).toMatchObject({ role: 'admin' });
  });
});
