import type { User } from 'firebase/auth';
import { roleClaimsOf } from '@ssb/contract';
import type { Profile } from './profile';

/**
 * firestore.rules read the role from the ID token's custom claims, which the functions set
 * when an administrator changes someone's type or school. The token only carries the new
 * claims once it is refreshed, so when the profile's role and the token's disagree, the
 * token is refreshed at once (and the live listeners go on with the new rights).
 */
export async function refreshClaimsIfStale(user: User, profile: Pick<Profile, 'type' | 'schoolId'>): Promise<boolean> {
  const { claims } = await user.getIdTokenResult();
  const expected = roleClaimsOf(profile);
  if (claims.role === expected.role && (claims.schoolId ?? null) === expected.schoolId) return false;
  await user.getIdToken(true);
  return true;
}
