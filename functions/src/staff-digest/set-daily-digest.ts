import { Timestamp } from 'firebase-admin/firestore';
import type { User } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertRepresentative } from '../http/authorize';
import { usersCollection } from '../users/repository';
import { apiUser } from '../users/service';

/**
 * PUT /users/profile/daily-digest: a representative turns its own daily digest on or off. The
 * profile is the one the verified token names, never one named in the request, so nobody sets
 * it for anyone else (an administrator neither).
 */
export async function setDailyDigest(caller: Caller, dailyDigest: boolean): Promise<User> {
  assertRepresentative(caller);
  await usersCollection().doc(caller.uid).update({ dailyDigest, updatedAt: Timestamp.now() });
  return apiUser(caller.uid, { ...caller.user!, dailyDigest });
}
