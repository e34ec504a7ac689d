import { expect, test, type APIRequestContext } from '@playwright/test';
import { roleClaimsOf, type UserType } from '@ssb/contract';
import { as } from '../support/admin-matrix';
import { authAccount, claimsOf, closeAdminAuth, nextSecond, refreshIdToken, signIn, signInForTokens } from '../support/auth';
import { acceptInvitation, invitationTokenSentTo, invite } from '../support/invitations';
import { verifiedAccount } from '../support/roles';
import { closeTestDb, createPrivateList, testDb } from '../support/stack';

// The role claims firestore.rules read follow the committed profile, and whoever loses a
// role has its refresh tokens revoked, so a removal reaches the rules within one ID token's life.
// A representative is made by an invitation's link, which signs the account's other sessions out.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

let admin: string;
let schoolId: string;
let otherSchoolId: string;

test.beforeAll(async () => {
  admin = await signIn('admin@example.com');
  ({ schoolId } = await createPrivateList({ deliverToSchool: true }));
  ({ schoolId: otherSchoolId } = await createPrivateList({ deliverToSchool: true }));
});

/** The administrator invites the person to `school` and the person follows the e-mailed link: the answer's status. */
const add = async (person: { email: string; password: string }, school = schoolId) => {
  expect((await invite(school, person.email)).status).toBe(201);
  return (await acceptInvitation(await invitationTokenSentTo(person.email), { password: person.password })).status;
};
const remove = (request: APIRequestContext, uid: string) => request.delete(`/api/schools/${schoolId}/representatives/${uid}`, as(admin));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The role claims the identity service holds for the account, and the ones its profile calls for. */
async function claimsAndProfile(uid: string) {
  const profile = (await testDb().doc(`users/${uid}`).get()).data() as { type: UserType; schoolId: string | null };
  const { role, schoolId: claimed } = (await authAccount(uid)).customClaims ?? {};
  return { claims: { role, schoolId: claimed ?? null }, profile: roleClaimsOf(profile) };
}

/** When the account's tokens were last revoked (the identity service keeps whole seconds). */
const revokedAt = async (uid: string) => Date.parse((await authAccount(uid)).tokensValidAfterTime!);

test('an add and a remove sent together leave the claims of the profile that was committed last', async ({ request }) => {
  for (let round = 0; round < 8; round++) {
    const person = await verifiedAccount(`race-${round}`);
    // The removal follows the addition by a few milliseconds, and a few more removals follow it.
    expect((await invite(schoolId, person.email)).status).toBe(201);
    const token = await invitationTokenSentTo(person.email);
    const [accepted, ...removals] = await Promise.all([
      acceptInvitation(token, { password: person.password }),
      ...[0, 1, 2, 3].map(async (n) => {
        await sleep(n * 4 + round);
        return remove(request, person.uid);
      }),
    ]);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    for (const res of removals) expect([200, 404], await res.text()).toContain(res.status());
    const { claims, profile } = await claimsAndProfile(person.uid);
    expect(claims, `round ${round}`).toEqual(profile);
  }
});

test('a removed representative’s refresh tokens are revoked, and no token minted since carries the role', async ({ request }) => {
  const person = await verifiedAccount('revoked');
  expect(await add(person)).toBe(200);
  const tokens = await signInForTokens(person.email, person.password);
  expect(claimsOf(tokens.idToken)).toMatchObject({ role: 'rep', schoolId });
  const addedAt = await revokedAt(person.uid);

  const removedFrom = await nextSecond();
  expect((await remove(request, person.uid)).status()).toBe(200);
  expect(await revokedAt(person.uid)).toBeGreaterThanOrEqual(removedFrom);
  expect(addedAt).toBeLessThan(removedFrom);

  // Firebase Auth refuses the revoked refresh token (TOKEN_EXPIRED); the Auth emulator does not
  // check revocation at its token endpoint, so there the token it mints must carry no role.
  const refreshed = await refreshIdToken(tokens.refreshToken);
  if (refreshed.status === 200) expect(claimsOf(refreshed.idToken!)).toMatchObject({ role: 'parent', schoolId: null });
  else expect(refreshed.status).toBe(400);
  expect(claimsOf(await signIn(person.email, person.password))).toMatchObject({ role: 'parent', schoolId: null });
});

test('an invitation’s link signs the account’s other sessions out, moving to another school included; demoting an administrator revokes; a promotion does not', async ({
  request,
}) => {
  const person = await verifiedAccount('moved');
  let from = await nextSecond();
  expect(await add(person)).toBe(200);
  expect(await revokedAt(person.uid)).toBeGreaterThanOrEqual(from);

  from = await nextSecond();
  expect(await add(person, otherSchoolId)).toBe(200);
  expect(await claimsAndProfile(person.uid)).toEqual({ claims: { role: 'rep', schoolId: otherSchoolId }, profile: { role: 'rep', schoolId: otherSchoolId } });
  expect(await revokedAt(person.uid)).toBeGreaterThanOrEqual(from);

  const promoted = await revokedAt(person.uid);
  await nextSecond();
  expect((await request.put(`/api/users/${person.uid}`, { data: { type: 'ADMIN', schoolId: null }, ...as(admin) })).status()).toBe(200);
  expect(await revokedAt(person.uid)).toBe(promoted);

  from = await nextSecond();
  expect((await request.put(`/api/users/${person.uid}`, { data: { type: 'USER' }, ...as(admin) })).status()).toBe(200);
  expect(await revokedAt(person.uid)).toBeGreaterThanOrEqual(from);
  expect(await claimsAndProfile(person.uid)).toEqual({ claims: { role: 'parent', schoolId: null }, profile: { role: 'parent', schoolId: null } });
});

test('sending a change again brings claims that had fallen behind back to the profile', async ({ request }) => {
  const person = await verifiedAccount('repair');
  expect(await add(person)).toBe(200);
  // As if the sign-in service had failed the claims after the profile was written.
  await testDb().doc(`users/${person.uid}`).update({ schoolId: null });
  await testDb()
    .doc(`schools/${schoolId}`)
    .update({ userCount: (await testDb().doc(`schools/${schoolId}`).get()).get('userCount') - 1 });
  expect((await claimsAndProfile(person.uid)).claims).toEqual({ role: 'rep', schoolId });

  const from = await nextSecond();
  const again = await remove(request, person.uid);
  expect(again.status(), await again.text()).toBe(200);
  expect(await claimsAndProfile(person.uid)).toEqual({ claims: { role: 'parent', schoolId: null }, profile: { role: 'parent', schoolId: null } });
  expect(await revokedAt(person.uid)).toBeGreaterThanOrEqual(from);
  // A person who never represented the school is still 404.
  expect((await remove(request, 'demo-parent')).status()).toBe(404);
});
