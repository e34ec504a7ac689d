import { Timestamp } from 'firebase-admin/firestore';
import { emailKey, type CreateUserRequest, type UpdateUserRequest, type User } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayChangeRole, assertSelfOrAdmin } from '../http/authorize';
import { applyRoleClaims } from './claims';
import { conflict, forbidden } from '../http/errors';
import { acceptInvitation } from '../invitations/accept';
import { isAlreadyExists } from '../lib/firebase';
import { findSchool } from '../schools/repository';
import { writeUser } from './change-role-or-school';
import { toApiUser, usersCollection, type UserDoc } from './repository';
import { API_TEXTS } from '../texts';

export async function apiUser(id: string, doc: UserDoc): Promise<User> {
  const school = doc.schoolId ? await findSchool(doc.schoolId) : null;
  return toApiUser(id, doc, school?.name ?? null);
}

/**
 * Creates the caller's own profile: type USER, no school, e-mail from the verified token; an
 * invitation to the address the token proves then makes it its school's representative.
 */
export async function createOwnProfile(caller: Caller, body: CreateUserRequest): Promise<User> {
  if (body.authId !== caller.uid) throw forbidden(API_TEXTS.access.ownProfile);
  if (!caller.email) throw forbidden(API_TEXTS.access.noEmail);
  const now = Timestamp.now();
  const doc: UserDoc = {
    authId: caller.uid,
    email: caller.email,
    emailKey: emailKey(caller.email),
    type: 'USER',
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    phone: body.phone ?? '',
    line1: body.line1 ?? '',
    line2: body.line2 ?? '',
    city: body.city ?? '',
    state: body.state ?? '',
    zipCode: body.zipCode ?? '',
    schoolId: null,
    emailVerified: caller.emailVerified,
    emailVerificationLinkSentAt: null,
    dailyDigest: true,
    claimsVersion: 0,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await usersCollection().doc(caller.uid).create(doc);
  } catch (err) {
    if (isAlreadyExists(err)) throw conflict(API_TEXTS.users.profileExists);
    throw err;
  }
  await applyRoleClaims(caller.uid);
  const invited = await acceptInvitation({ ...caller, user: doc });
  return invited ? apiUser(caller.uid, invited) : toApiUser(caller.uid, doc, null);
}

/**
 * Updates a profile. Only an administrator changes `type` or `schoolId` (through `writeUser`,
 * which moves the schools' user counters); the e-mail and `emailVerified` are the caller's token's.
 * The web app sends its own (empty) update once the e-mail is verified: an invitation to that
 * address is taken then.
 */
export async function updateProfile(caller: Caller, userId: string, body: UpdateUserRequest): Promise<User> {
  assertSelfOrAdmin(caller, userId);
  if (userId === caller.uid) await acceptInvitation(caller);
  const { emailVerificationLinkSentAt, emailVerified: _ignored, type, schoolId, ...fields } = body;
  if (type !== undefined || schoolId !== undefined) assertMayChangeRole(caller);
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
