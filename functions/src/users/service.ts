import { Timestamp } from 'firebase-admin/firestore';
import { emailKey, representativeMessages, type CreateUserRequest, type UpdateUserRequest, type User } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayChangeRole, assertSelfOrAdmin } from '../http/authorize';
import { applyRoleClaims } from './claims';
import { conflict, forbidden } from '../http/errors';
import { isAlreadyExists } from '../lib/firebase';
import { findSchool } from '../schools/repository';
import { writeUser } from './change-role-or-school';
import { toApiUser, usersCollection, type UserDoc } from './repository';
import { API_TEXTS } from '../texts';

export async function apiUser(id: string, doc: UserDoc): Promise<User> {
  const school = doc.schoolId ? await findSchool(doc.schoolId) : null;
  return toApiUser(id, doc, school?.name ?? null);
}

/** A new profile: type USER, no school, the address the identity service holds for the account. */
export function newProfile(uid: string, email: string, emailVerified: boolean, fields: Partial<Pick<UserDoc, ProfileField>>): UserDoc {
  const now = Timestamp.now();
  return {
    authId: uid,
    email,
    emailKey: emailKey(email),
    type: 'USER',
    firstName: fields.firstName ?? '',
    lastName: fields.lastName ?? '',
    phone: fields.phone ?? '',
    line1: fields.line1 ?? '',
    line2: fields.line2 ?? '',
    city: fields.city ?? '',
    state: fields.state ?? '',
    zipCode: fields.zipCode ?? '',
    schoolId: null,
    emailVerified,
    emailVerificationLinkSentAt: null,
    dailyDigest: true,
    claimsVersion: 0,
    createdAt: now,
    updatedAt: now,
  };
}

type ProfileField = 'firstName' | 'lastName' | 'phone' | 'line1' | 'line2' | 'city' | 'state' | 'zipCode';

/** Creates the caller's own profile: type USER, no school, e-mail from the verified token. */
export async function createOwnProfile(caller: Caller, body: CreateUserRequest): Promise<User> {
  if (body.authId !== caller.uid) throw forbidden(API_TEXTS.access.ownProfile);
  if (!caller.email) throw forbidden(API_TEXTS.access.noEmail);
  const doc = newProfile(caller.uid, caller.email, caller.emailVerified, body);
  try {
    await usersCollection().doc(caller.uid).create(doc);
  } catch (err) {
    if (isAlreadyExists(err)) throw conflict(API_TEXTS.users.profileExists);
    throw err;
  }
  await applyRoleClaims(caller.uid);
  return toApiUser(caller.uid, doc, null);
}

/**
 * Updates a profile. Only an administrator changes `type` or `schoolId` (through `writeUser`,
 * which moves the schools' user counters), and a school is only ever left this way: its
 * representatives are invited (invitations/accept.ts). The e-mail and `emailVerified` are the
 * caller's token's.
 */
export async function updateProfile(caller: Caller, userId: string, body: UpdateUserRequest): Promise<User> {
  assertSelfOrAdmin(caller, userId);
  const { emailVerificationLinkSentAt, emailVerified: _ignored, type, schoolId, ...fields } = body;
  if (type !== undefined || schoolId !== undefined) assertMayChangeRole(caller);
  if (schoolId) throw conflict(representativeMessages.inviteInstead);
  const updated = await writeUser(userId, {
    role: { type, schoolId },
    fields: () => {
      // The e-mail and its verified flag are the token's, recorded by authenticate() on every request.
      const changes: Partial<UserDoc> = { ...fields };
      if (emailVerificationLinkSentAt) changes.emailVerificationLinkSentAt = Timestamp.fromDate(new Date(emailVerificationLinkSentAt));
      return changes;
    },
  });
  return apiUser(userId, updated);
}
