import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { formMessages, invitationMessages, representativeMessages, type InvitationsResponse, type User } from '@ssb/contract';
import { invitationIdOf } from '@ssb/documents';
import { authAccount, bearer, claimsOf, closeAdminAuth, followVerificationLink, nextSecond, signIn, signInForTokens, signUp } from '../support/auth';
import { uniqueEmail } from '../support/auth-emulator';
import { callFrom, randomLoopback } from '../support/from-address';
import { acceptInvitation, invitationsOf, invitationTokenSentTo, invite } from '../support/invitations';
import { mailsTo } from '../support/mail';
import { usedUp } from '../support/rate-limits';
import { personasFor, verifiedAccount, type Personas } from '../support/roles';
import { call, createPrivateSchool, stored } from '../support/school-data';
import { closeTestDb, stack, testDb } from '../support/stack';

// An administrator invites an address to represent a school (POST/GET/DELETE
// /schools/{id}/invitations). The invitation e-mail carries a one-time link; the role goes only
// to whoever follows it (POST /invitations/lookup and /invitations/accept, public): the link
// proves the mailbox, sets the password of the address's account, signs every other session
// out. Reading a profile or verifying an e-mail never grants a role.

test.describe.configure({ mode: 'parallel' });

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

type Profile = { user: User };
type Preview = { invitation: { email: string; school: { id: string; name: string }; expiresAt: string; account: string } };

const gone = { status: 410, body: { error: invitationMessages.gone } };
const lookUp = (token: string) => call<Preview>('POST', '/invitations/lookup', null, { token });
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
      ['POST', `/schools/${schoolId}/representatives`, { email }],
      ['GET', invitationsOf(schoolId), undefined],
      ['DELETE', `${invitationsOf(schoolId)}/${id}`, undefined],
    ] as const) {
      const res = await call<{ error?: string }>(method, path, token, body);
      expect(res.status, `${persona} ${method} ${path}`).toBe(status);
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

test('the invitation e-mail carries a one-time link whose token is stored only as its hash; inviting again sends a new link and the old one is gone', async () => {
  const schoolId = await createPrivateSchool('Invitation Elementary');
  const email = `office.manager.and.pta.coordinator-${crypto.randomUUID().slice(0, 8)}@lincoln-elementary-school.example.org`;

  const first = await invite(schoolId, email);
  expect(first.status).toBe(201);
  const { invitations } = first.body as InvitationsResponse;
  expect(invitations).toEqual([{ id: invitationIdOf(schoolId, email), email, invitedAt: expect.any(String), expiresAt: expect.any(String) }]);
  expect((Date.parse(invitations[0]!.expiresAt) - Date.parse(invitations[0]!.invitedAt)) / 86_400_000).toBe(30);

  const [mail] = await invitationMails(email);
  expect(mail).toMatchObject({ to: email, kind: 'invitation', schoolId, orderIds: [] });
  expect(mail!.message.subject).toBe('You are invited to represent Invitation Elementary on School Supply Box');
  expect(mail!.message.text).toContain(`invited ${email} to be a representative of Invitation Elementary`);
  expect(mail!.message.text).not.toContain('/signup');
  expect(mail!.message.text).not.toMatch(/verif/i);
  const token = await invitationTokenSentTo(email);
  // At least 128 random bits (base64url: 6 bits a character), kept only as a hash.
  expect(token.length).toBeGreaterThanOrEqual(22);
  const [doc] = await storedInvitations(email);
  expect(doc!.get('tokenHash')).toBe(createHash('sha256').update(token).digest('hex'));
  expect(JSON.stringify(doc!.data())).not.toContain(token);
  expect(await lookUp(token)).toEqual({
    status: 200,
    body: { invitation: { email, school: { id: schoolId, name: 'Invitation Elementary' }, expiresAt: invitations[0]!.expiresAt, account: 'none' } },
  });

  // Again, in other letters' case: one invitation, renewed, e-mailed again with a new link.
  const again = await invite(schoolId, email.toUpperCase());
  expect(again.status).toBe(201);
  expect((again.body as InvitationsResponse).invitations).toHaveLength(1);
  expect(await storedInvitations(email)).toHaveLength(1);
  const renewed = await invitationTokenSentTo(email.toUpperCase());
  expect(renewed).not.toBe(token);
  expect(await lookUp(token)).toEqual(gone);
  expect((await lookUp(renewed)).status).toBe(200);
});

test('pre-account hijacking: whoever registered the address first gets nothing; the owner’s link makes the account theirs and signs the squatter out', async () => {
  const schoolId = await createPrivateSchool();
  const admin = await signIn('admin@example.com');
  const email = uniqueEmail('office');

  // The squatter registers the school's address first, makes a profile and asks for a verification e-mail.
  const squatter = await signUp(email, 'squatter-password');
  expect((await call('POST', '/users', squatter.token, { authId: squatter.uid, firstName: 'Not', lastName: 'Theoffice' })).status).toBe(201);
  const squatterSession = await signInForTokens(email, 'squatter-password');
  // The administrator invites the address; its real owner follows the verification link waiting in the inbox.
  expect((await invite(schoolId, email)).status).toBe(201);
  await followVerificationLink({ email, token: squatterSession.idToken });
  const squatterToken = (await signInForTokens(email, 'squatter-password')).idToken;
  expect(claimsOf(squatterToken)).toMatchObject({ email_verified: true });

  // Verified, read, recorded: none of it grants the role.
  expect((await call<Profile>('GET', '/users/profile', squatterToken)).body.user.schoolId).toBeNull();
  expect((await call<Profile>('PUT', `/users/${squatter.uid}`, squatterToken, {})).body.user.schoolId).toBeNull();
  expect((await call('GET', `/orders/export?schoolId=${schoolId}`, squatterToken)).status).toBe(403);
  expect((await call('GET', `/schools/${schoolId}/stats`, squatterToken)).status).toBe(403);
  expect(await heldClaims(squatter.uid)).toEqual({ role: 'parent', schoolId: null });
  expect(await storedInvitations(email)).toHaveLength(1);

  // The owner follows the invitation's link: the page says the address already has an account.
  const token = await invitationTokenSentTo(email);
  expect((await lookUp(token)).body.invitation.account).toBe('profile');
  await nextSecond();
  expect(await acceptInvitation(token, { password: 'owner-password' })).toEqual({ status: 200, body: { email } });

  // The squatter's password and sessions are gone; the owner's password opens the school.
  expect((await call('GET', `/schools/${schoolId}/stats`, squatterToken)).status).toBe(401);
  await expect(signIn(email, 'squatter-password')).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
  const owner = await signIn(email, 'owner-password');
  expect(claimsOf(owner)).toMatchObject({ role: 'rep', schoolId, email_verified: true });
  const exported = await fetch(`${stack.app}/api/orders/export?schoolId=${schoolId}`, { headers: bearer(owner) });
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(await stored(`schools/${schoolId}`)).toMatchObject({ userCount: 1 });

  // Single use.
  expect(await acceptInvitation(token, { password: 'squatter-password' })).toEqual(gone);
  expect(await lookUp(token)).toEqual(gone);
  expect((await call<InvitationsResponse>('GET', invitationsOf(schoolId), admin)).body.invitations).toEqual([]);
});

test('the link makes the account where none exists, with the name it asks for; bad input is 400 and takes nothing', async () => {
  const schoolId = await createPrivateSchool();
  const email = uniqueEmail('new-rep');
  expect((await invite(schoolId, email)).status).toBe(201);
  const token = await invitationTokenSentTo(email);
  expect((await lookUp(token)).body.invitation.account).toBe('none');

  expect(await acceptInvitation(token, { password: 'secret123' })).toEqual({ status: 400, body: { error: `firstName: ${formMessages.firstNameRequired}` } });
  expect(await acceptInvitation(token, { password: 'secret123', firstName: 'Rosa' })).toEqual({
    status: 400,
    body: { error: `lastName: ${formMessages.lastNameRequired}` },
  });
  expect(await acceptInvitation(token, { password: '12345', firstName: 'Rosa', lastName: 'Parks' })).toEqual({
    status: 400,
    body: { error: `password: ${formMessages.passwordTooShort}` },
  });
  expect((await call('POST', '/invitations/accept', null, { password: 'secret123', firstName: 'Rosa', lastName: 'Parks' })).status).toBe(400);
  expect((await call('POST', '/invitations/accept', null, { token: 'short', password: 'secret123' })).status).toBe(400);
  expect(await storedInvitations(email)).toHaveLength(1);

  expect(await acceptInvitation(token, { password: 'secret123', firstName: 'Rosa', lastName: 'Parks' })).toEqual({ status: 200, body: { email } });
  const signedIn = await signIn(email, 'secret123');
  expect(claimsOf(signedIn)).toMatchObject({ role: 'rep', schoolId, email_verified: true });
  const { user } = (await call<Profile>('GET', '/users/profile', signedIn)).body;
  expect(user).toMatchObject({
    email,
    firstName: 'Rosa',
    lastName: 'Parks',
    type: 'USER',
    schoolId,
    emailVerified: true,
    school: { name: expect.any(String) },
  });
  expect(await heldClaims(user.id)).toEqual({ role: 'rep', schoolId });
  expect(await stored(`schools/${schoolId}`)).toMatchObject({ userCount: 1 });
});

test('a withdrawn, expired or unknown link is 410 and changes nothing', async () => {
  const schoolId = await createPrivateSchool();
  const admin = await signIn('admin@example.com');
  const withdrawnEmail = uniqueEmail('withdrawn');
  const expiredEmail = uniqueEmail('expired');
  await invite(schoolId, withdrawnEmail);
  await invite(schoolId, expiredEmail);
  const withdrawnToken = await invitationTokenSentTo(withdrawnEmail);
  const expiredToken = await invitationTokenSentTo(expiredEmail);

  const id = invitationIdOf(schoolId, withdrawnEmail);
  const withdrawn = await call<InvitationsResponse>('DELETE', `${invitationsOf(schoolId)}/${id}`, admin);
  expect(withdrawn.body.invitations.map((i) => i.email)).toEqual([expiredEmail]);
  expect(await call('DELETE', `${invitationsOf(schoolId)}/${id}`, admin)).toEqual({ status: 404, body: { error: invitationMessages.notFound } });
  await testDb()
    .doc(`invitations/${invitationIdOf(schoolId, expiredEmail)}`)
    .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

  for (const token of [withdrawnToken, expiredToken, 'A'.repeat(43)]) {
    expect(await lookUp(token)).toEqual(gone);
    expect(await acceptInvitation(token, { password: 'secret123', firstName: 'Late', lastName: 'Comer' })).toEqual(gone);
  }
  for (const email of [withdrawnEmail, expiredEmail])
    await expect(signIn(email, 'secret123'), email).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  expect(await stored(`schools/${schoolId}`)).toMatchObject({ userCount: 0 });
});

test('an address with an account is invited like any other, “add representative” included; nobody gets the role without the link', async () => {
  const schoolId = await createPrivateSchool();
  const otherSchoolId = await createPrivateSchool();
  const admin = await signIn('admin@example.com');
  const person = await verifiedAccount('has-account');

  // Adding by e-mail is an invitation too: the person stays a parent until the link is followed.
  const added = await call<InvitationsResponse>('POST', `/schools/${schoolId}/representatives`, admin, { email: person.email });
  expect(added.status).toBe(201);
  expect(added.body.invitations.map((i) => i.email)).toEqual([person.email]);
  expect((await call<Profile>('GET', '/users/profile', person.token)).body.user.schoolId).toBeNull();
  expect(await heldClaims(person.uid)).toEqual({ role: 'parent', schoolId: null });
  // Nor does the administrator's profile edit assign a school.
  expect(await call('PUT', `/users/${person.uid}`, admin, { schoolId })).toEqual({ status: 409, body: { error: representativeMessages.inviteInstead } });
  expect(await stored(`users/${person.uid}`)).toMatchObject({ schoolId: null });

  // Its owner's page keeps the profile and asks no name.
  const token = await invitationTokenSentTo(person.email);
  expect((await lookUp(token)).body.invitation.account).toBe('profile');
  await nextSecond();
  expect((await acceptInvitation(token, { password: person.password })).status).toBe(200);
  expect(await stored(`users/${person.uid}`)).toMatchObject({ schoolId, firstName: 'Test' });
  // The old session is signed out everywhere; a representative invited by another school moves there.
  expect((await call('GET', '/users/profile', person.token)).status).toBe(401);
  expect((await invite(otherSchoolId, person.email)).status).toBe(201);
  expect((await acceptInvitation(await invitationTokenSentTo(person.email), { password: person.password })).status).toBe(200);
  expect(await heldClaims(person.uid)).toEqual({ role: 'rep', schoolId: otherSchoolId });
  expect(await stored(`schools/${schoolId}`)).toMatchObject({ userCount: 0 });
  expect(await stored(`schools/${otherSchoolId}`)).toMatchObject({ userCount: 1 });

  // Removing a representative by the profile edit still works; an administrator's address is never invited.
  expect((await call('PUT', `/users/${person.uid}`, admin, { schoolId: null })).status).toBe(200);
  expect(await invite(schoolId, 'admin@example.com')).toEqual({ status: 409, body: { error: representativeMessages.admin } });
  expect(await invite(schoolId, 'not-an-address')).toEqual({ status: 400, body: { error: `email: ${formMessages.invalidEmail}` } });
  expect((await invite(schoolId, '  ')).status).toBe(400);
  expect((await invite('no-such-school', uniqueEmail('nowhere'))).status).toBe(404);
});

test('the invitation calls are public and the link is the only proof: every role is answered alike, a caller’s own token changes nothing, and a client is rate limited', async () => {
  const schoolId = await createPrivateSchool();
  const caller = await verifiedAccount('bystander');
  const email = uniqueEmail('invitee');
  expect((await invite(schoolId, email)).status).toBe(201);
  const token = await invitationTokenSentTo(email);

  // Every role reads the same answer with the link, and none without it.
  const personas = await personasFor(schoolId, await createPrivateSchool());
  for (const [persona, bearerToken] of Object.entries(personas)) {
    expect((await call<Preview>('POST', '/invitations/lookup', bearerToken, { token })).body.invitation?.email, persona).toBe(email);
    expect(await call('POST', '/invitations/lookup', bearerToken, { token: 'C'.repeat(43) }), persona).toEqual(gone);
    expect(await call('POST', '/invitations/accept', bearerToken, { token: 'C'.repeat(43), password: 'secret123' }), persona).toEqual(gone);
  }

  // Sent with someone else's session, the role still goes to the address's account, never the caller's.
  const accepted = await call<{ email: string }>('POST', '/invitations/accept', caller.token, {
    token,
    password: 'secret123',
    firstName: 'In',
    lastName: 'Vitee',
  });
  expect(accepted).toEqual({ status: 200, body: { email } });
  expect(await stored(`users/${caller.uid}`)).toMatchObject({ schoolId: null });
  expect(claimsOf(await signIn(email, 'secret123'))).toMatchObject({ role: 'rep', schoolId });

  const client = randomLoopback();
  await usedUp(`invitation:ip:${client}`);
  for (const path of ['/api/invitations/lookup', '/api/invitations/accept']) {
    const refused = await callFrom(client, 'POST', path, { body: { token: 'B'.repeat(43), password: 'secret123' } });
    expect(refused.status, path).toBe(429);
    expect(refused.json(), path).toEqual({ error: invitationMessages.tooMany });
  }
  expect((await callFrom(randomLoopback(), 'POST', '/api/invitations/lookup', { body: { token: 'B'.repeat(43) } })).status).toBe(410);
});
