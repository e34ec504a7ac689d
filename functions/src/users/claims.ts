import { roleClaimsOf, roleMessages, type RoleClaims } from '@ssb/contract';
import type { UserDoc } from '@ssb/documents';
import { HttpError } from '../http/errors';
import { auth } from '../lib/firebase';
import * as logs from '../logs';
import { findUser } from './repository';

// The role claims firestore.rules read (`role`, and a representative's `schoolId`) follow the
// user document: `writeUser` moves the document's `claimsVersion` in the transaction that changes
// a role, and once it has committed, `applyRoleClaims` sets the claims of the document as it is
// then, reads it again, and starts over while the version moved, so two changes sent together
// end with the claims of the one committed last. Whoever loses a role has its refresh tokens
// revoked: only the ID token it holds (an hour at most) still carries the old role.

/** What applying the claims needs from Firestore and Firebase Auth; tests pass fakes. */
export interface ClaimsDeps {
  readUser(uid: string): Promise<Pick<UserDoc, 'authId' | 'type' | 'schoolId' | 'claimsVersion'> | null>;
  /** The claims the account holds now; null when there is no account (a guest record). */
  heldClaims(uid: string): Promise<Partial<RoleClaims> | null>;
  setClaims(uid: string, claims: RoleClaims): Promise<void>;
  revokeRefreshTokens(uid: string): Promise<void>;
  pause(ms: number): Promise<void>;
}

const isNoAccount = (err: unknown) => (err as { code?: string }).code === 'auth/user-not-found';

export async function claimsHeldBy(uid: string): Promise<Partial<RoleClaims> | null> {
  try {
    const { role, schoolId } = (await auth().getUser(uid)).customClaims ?? {};
    return { role, schoolId };
  } catch (err) {
    if (isNoAccount(err)) return null;
    throw err;
  }
}

const defaultDeps: ClaimsDeps = {
  readUser: findUser,
  heldClaims: claimsHeldBy,
  setClaims: (uid, claims) => auth().setCustomUserClaims(uid, { ...claims }),
  revokeRefreshTokens: (uid) => auth().revokeRefreshTokens(uid),
  pause: (ms) => new Promise((done) => setTimeout(done, ms)),
};

/** Waits between tries of a call to Firebase Auth or Firestore that failed (a blip, a quota). */
const BACKOFF_MS = [100, 400, 1600];
/** Rounds while other changes keep moving the version; each of those changes applies its own claims too. */
const MAX_ROUNDS = 5;

/**
 * Whether tokens with the `before` claims open something the `after` claims do not: an
 * administrator no longer one, a representative of a school no longer that school's.
 */
export function losesAccess(before: Partial<RoleClaims>, after: RoleClaims): boolean {
  if (before.role === 'admin') return after.role !== 'admin';
  if (before.role === 'rep') return after.role !== 'admin' && !(after.role === 'rep' && after.schoolId === before.schoolId);
  return false;
}

/**
 * Makes the account's claims those of its user document as committed last, and revokes its
 * refresh tokens when it lost access (`lost`: the committed change took a role away; the
 * claims it held may say so too). Answers 503 when Firebase Auth keeps failing: the document is
 * written, and sending the same change again applies the claims.
 */
export async function applyRoleClaims(uid: string, options: { lost?: boolean } = {}, deps: ClaimsDeps = defaultDeps): Promise<void> {
  const retried = async <T>(call: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (err) {
        if (attempt >= BACKOFF_MS.length) {
          logs.claimsNotSet(uid, err);
          throw new HttpError(503, roleMessages.claimsNotApplied);
        }
        await deps.pause(BACKOFF_MS[attempt]!);
      }
    }
  };
  let revoke = options.lost === true;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const user = await retried(() => deps.readUser(uid));
    if (!user?.authId) return;
    const held = await retried(() => deps.heldClaims(uid));
    if (held === null) return;
    const claims = roleClaimsOf(user);
    await retried(() => deps.setClaims(uid, claims));
    revoke ||= losesAccess(held, claims);
    const now = await retried(() => deps.readUser(uid));
    if ((now?.claimsVersion ?? 0) === (user.claimsVersion ?? 0)) {
      if (revoke) await retried(() => deps.revokeRefreshTokens(uid));
      return;
    }
  }
  logs.claimsNotSet(uid, new Error(`claimsVersion still moving after ${MAX_ROUNDS} rounds`));
  throw new HttpError(503, roleMessages.claimsNotApplied);
}
