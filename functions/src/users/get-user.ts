import type { User } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertSelfOrAdmin } from '../http/authorize';
import { notFound } from '../http/errors';
import { findUser, findUserByAuthId } from './repository';
import { apiUser } from './service';
import { API_TEXTS } from '../texts';

/** GET /users/profile: the caller's own profile, as authenticate() read it. */
export async function getOwnProfile(caller: Caller): Promise<User> {
  if (!caller.user) throw notFound(API_TEXTS.notFound.profile);
  return apiUser(caller.uid, caller.user);
}

/** GET /users/{id}: a user itself, or an administrator. */
export async function getUser(caller: Caller, userId: string): Promise<User> {
  assertSelfOrAdmin(caller, userId);
  const user = await findUser(userId);
  if (!user) throw notFound(API_TEXTS.notFound.user);
  return apiUser(userId, user);
}

/** GET /users/auth/{authId}: the profile of a Firebase Auth account, for itself or an administrator. */
export async function getUserByAuthId(caller: Caller, authId: string): Promise<User> {
  assertSelfOrAdmin(caller, authId, API_TEXTS.access.ownAccountToSee);
  const user = await findUserByAuthId(authId);
  if (!user) throw notFound(API_TEXTS.notFound.user);
  return apiUser(user.id, user.doc);
}
