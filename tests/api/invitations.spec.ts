import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { formMessages, invitationMessages, representativeMessages, type InvitationsResponse, type User } from '@ssb/contract';
import { invitationIdOf } from '@ssb/documents';
import { authAccount, claimsOf, closeAdminAuth, signIn, signUp, verifyEmail } from '../support/auth';
import { uniqueEmail } from '../support/auth-emulator';
import { mailsTo } from '../support/mail';
import { personasFor, verifiedAccount, type Personas } from '../support/roles';
import { call, createPrivateSchool, stored } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';

// An administrator invites an address that has no verified account yet to represent a school
// (POST/GET/DELETE /schools/{id}/invitations). The invitation and its e-mail are written
// together; the role waits for the account whose ID token proves the address, and applies on
// its first profile read, profile creation or verification record; withdrawn or expired, it
// gives nothing.

test.describe.configure({ mode: 'parallel' });

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

type Profile = { user: User };

const invitationsOf = (schoolId: string) => `/schools/${schoolId}/invitations`;
const invite = async (schoolId: string, email: string) =>
  call<InvitationsResponse>('POST', invitationsOf(schoolId), await signIn('admin@example.com'), { email });
const storedInvitations = async (email: string) => (await testDb().collection('invitations').where('emailKey', '==', email.toLowerCase()).get()).docs;
const invitationMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.kind === 'invitation');

/** The account's role claims as the identity service holds them. */
const heldClaims = async (uid: string) => {
  const { role, schoolId } = (await authAccount(uid)).customClaims ?? {};
  return { role, schoolId: schoolId ?? null };
};

test('only administrators invite, list and withdraw; everyone else is refused and nothing is written', async () => {
  const schoolId = await createPrivateSchool();
  const personas = await personasFor(schoolId, await createPrivateSchool());
  const email = uniqueEmail('refused');
  const id = invitationIdOf(schoolId, email);
  const refused: Partial<Record<keyof Personas, number>> = { anonymous: 401, unverified: 403, parent: 403, rep: 403, otherRep: 403 };
  for (const [persona, status] of Object.entries(refused)) {
    const token = personas[persona as keyof Personas];
    for (const [method, path, body] of [
      ['POST', invitationsOf(schoolId), { email }],
      ['GET', invitationsOf(schoolId), undefined],
      ['DELETE', `${invitationsOf(schoolId)}/${id}`, undefined],
    ] as const) {
      const res = await call<{ error?: string }>(method, path, token, body);
      expect(res.status, `${persona} ${method}`).toBe(status);
      expect(res.body.error, `${persona} ${method}`).toBeTruthy();
    }
  }
  expect(await storedInvitations(email)).toEqual([]);
  expect(await invitationMails(email)).toEqual([]);

  const invited = await call<InvitationsResponse>('POST', invitationsOf(schoolId), personas.admin, { email });
  expect(invited.status).toBe(201);
  expect((await call<InvitationsResponse>('GET', invitationsOf(schoolId), personas.admin)).body.invitations.map((i) => i.id)).toEqual([id]);
  // A representative cannot take an invitation back either.
  expect((await call('DELETE', `${invitationsOf(schoolId)}/${id}`, personas.rep)).status).toBe(403);
  expect((await call<InvitationsResponse>('DELETE', `${invitationsOf(schoolId)}/${id}`, personas.admin)).body).toEqual({ invitations: [] });
});

test('an invitation is stored with its e-mail in the outbox; inviting again is the same invitation, e-mailed again', async () => {
  const schoolId = await createPrivateSchool('Invitation Elementary');
  const email = `office.manager.and.pta.coordinator-${crypto.randomUUID().slice(0, 8)}@lincoln-elementary-school.example.org`;

  const first = await invite(schoolId, email);
  expect(first.status).toBe(201);
  expect(first.body.invitations).toEqual([{ id: invitationIdOf(schoolId, email), email, invitedAt: expect.any(String), expiresAt: expect.any(String) }]);
  const [invitation] = first.body.invitations;
  const days = (Date.parse(invitation!.expiresAt) - Date.parse(invitation!.invitedAt)) / 86_400_000;
  expect(days).toBe(30);

  const [mail] = await invitationMails(email);
  expect(mail).toMatchObject({ to: email, kind: 'invitation', schoolId, orderIds: [] });
  expect(mail!.message.subject).toBe('You are invited to represent Invitation Elementary on School Supply Box');
  expect(mail!.message.text).toContain(`invited ${email} to be a representative of Invitation Elementary`);
  expect(mail!.message.text).toContain(`/signup?email=${encodeURIComponent(email)}`);

  // Again, in other letters' case: one invitation, renewed, and one e-mail per invitation sent.
  const again = await invite(schoolId, email.toUpperCase());
  expect(again.status).toBe(201);
  expect(again.body.invitations).toHaveLength(1);
  expect(await storedInvitations(email)).toHaveLength(1);
  expect(await invitationMails(email)).toHaveLength(1);
  expect(await invitationMails(email.toUpperCase())).toHaveLength(1);
});

test('the verified owner of the address becomes the representative; an unverified sign-up with it gets nothing until verified', async () => {
  const schoolId = await createPrivateSchool();
  const email = uniqueEmail('invited');
  expect((await invite(schoolId, email)).status).toBe(201);

  // Signed up, not verified: the profile is a parent's, however often it is read.
  const account = await signUp(email);
  const created = await call<Profile>('POST', '/users', account.token, { authId: account.uid });
  expect(created.status).toBe(201);
  expect(created.body.user).toMatchObject({ type: 'USER', schoolId: null });
  expect((await call<Profile>('GET', '/users/profile', account.token)).body.user.schoolId).toBeNull();
  expect(await heldClaims(account.uid)).toEqual({ role: 'parent', schoolId: null });
  expect(await storedInvitations(email)).toHaveLength(1);

  // Verified: the record the verification screen sends takes the invitation.
  const verified = await verifyEmail(account);
  const recorded = await call<Profile>('PUT', `/users/${account.uid}`, verified, {});
  expect(recorded.status).toBe(200);
  expect(recorded.body.user).toMatchObject({ type: 'USER', schoolId, school: { name: expect.any(String) } });
  expect(await heldClaims(account.uid)).toEqual({ role: 'rep', schoolId });
  expect(await storedInvitations(email)).toEqual([]);
  expect(await stored(`schools/${schoolId}`)).toMatchObject({ userCount: 1 });

  // The next token carries the role, and opens the school dashboard's API.
  const token = await signIn(email, account.password);
  expect(claimsOf(token)).toMatchObject({ role: 'rep', schoolId, email_verified: true });
  expect((await call('GET', `/schools/${schoolId}/stats`, token)).status).toBe(200);
  const admin = await signIn('admin@example.com');
  expect((await call<InvitationsResponse>('GET', invitationsOf(schoolId), admin)).body.invitations).toEqual([]);
  const representatives = (await call<{ representatives: { id: string }[] }>('GET', `/schools/${schoolId}/representatives`, admin)).body;
  expect(representatives.representatives.map((r) => r.id)).toEqual([account.uid]);

  // Taken once: reading the profile again changes nothing.
  expect((await call<Profile>('GET', '/users/profile', token)).body.user.schoolId).toBe(schoolId);
  expect(await stored(`schools/${schoolId}`)).toMatchObject({ userCount: 1 });
});

test('an account that verified before its profile existed takes the invitation when the profile is created', async () => {
  const schoolId = await createPrivateSchool();
  const account = await signUp(uniqueEmail('early'));
  const token = await verifyEmail(account);
  // Verified, no profile yet: the administrator may invite (an add would be told to wait for the profile).
  expect((await invite(schoolId, account.email)).status).toBe(201);
  const created = await call<Profile>('POST', '/users', token, { authId: account.uid });
  expect(created.body.user).toMatchObject({ schoolId });
  expect(await heldClaims(account.uid)).toEqual({ role: 'rep', schoolId });
});

test('a withdrawn or expired invitation gives nothing to a later sign-up', async () => {
  const schoolId = await createPrivateSchool();
  const admin = await signIn('admin@example.com');
  const withdrawnEmail = uniqueEmail('withdrawn');
  const expiredEmail = uniqueEmail('expired');
  await invite(schoolId, withdrawnEmail);
  await invite(schoolId, expiredEmail);

  const id = invitationIdOf(schoolId, withdrawnEmail);
  const withdrawn = await call<InvitationsResponse>('DELETE', `${invitationsOf(schoolId)}/${id}`, admin);
  expect(withdrawn.status).toBe(200);
  expect(withdrawn.body.invitations.map((i) => i.email)).toEqual([expiredEmail]);
  expect(await call('DELETE', `${invitationsOf(schoolId)}/${id}`, admin)).toEqual({ status: 404, body: { error: invitationMessages.notFound } });

  await testDb()
    .doc(`invitations/${invitationIdOf(schoolId, expiredEmail)}`)
    .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
  expect((await call<InvitationsResponse>('GET', invitationsOf(schoolId), admin)).body.invitations).toEqual([]);

  for (const email of [withdrawnEmail, expiredEmail]) {
    const account = await signUp(email);
    const token = await verifyEmail(account);
    expect((await call<Profile>('POST', '/users', token, { authId: account.uid })).body.user.schoolId, email).toBeNull();
    expect((await call<Profile>('GET', '/users/profile', token)).body.user.schoolId, email).toBeNull();
    expect(await heldClaims(account.uid), email).toEqual({ role: 'parent', schoolId: null });
  }
  expect(await stored(`schools/${schoolId}`)).toMatchObject({ userCount: 0 });
});

test('an address proven by an account with a profile is added, not invited; an administrator’s never; bad input is 400', async () => {
  const schoolId = await createPrivateSchool();
  const person = await verifiedAccount('has-account');
  expect(await invite(schoolId, person.email)).toEqual({ status: 409, body: { error: invitationMessages.hasAccount } });
  expect(await invite(schoolId, 'admin@example.com')).toEqual({ status: 409, body: { error: representativeMessages.admin } });
  expect(await invite(schoolId, 'not-an-address')).toEqual({ status: 400, body: { error: `email: ${formMessages.invalidEmail}` } });
  expect((await invite(schoolId, '  ')).status).toBe(400);
  expect((await invite('no-such-school', uniqueEmail('nowhere'))).status).toBe(404);
  expect(await storedInvitations(person.email)).toEqual([]);

  // Add says to invite an address nobody has.
  const nobody = await call<{ error: string }>('POST', `/schools/${schoolId}/representatives`, await signIn('admin@example.com'), {
    email: uniqueEmail('nobody'),
  });
  expect(nobody).toEqual({ status: 404, body: { error: representativeMessages.noAccount } });
});
