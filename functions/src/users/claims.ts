import { roleClaimsOf } from '@ssb/contract';
import type { UserDoc } from '@ssb/documents';
import { auth } from '../lib/firebase';
import * as logs from '../logs';

/**
 * Puts the user's role (and a representative's school) into its ID token's custom claims,
 * where firestore.rules read them. Called whenever a user's type or school is written; the
 * client picks the claims up when it refreshes its token (the web app does so when its role
 * changes). Guests have no account, so no token to carry claims.
 */
export async function syncRoleClaims(uid: string, user: Pick<UserDoc, 'authId' | 'type' | 'schoolId'>): Promise<void> {
  if (!user.authId) return;
  try {
    await auth().setCustomUserClaims(uid, { ...roleClaimsOf(user) });
  } catch (err) {
    // The profile is already written and the API reads roles from it; only the listeners
    // lag until the next change of role writes the claims again.
    logs.claimsNotSet(uid, err);
  }
}
