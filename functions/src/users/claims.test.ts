import { describe, expect, it } from 'vitest';
import { roleMessages, type RoleClaims } from '@ssb/contract';
import { applyRoleClaims, losesAccess, type ClaimsDeps } from './claims';

type Stored = { authId: string | null; type: 'USER' | 'ADMIN' | 'GUEST'; schoolId: string | null; claimsVersion?: number };

/**
 * Firestore and Firebase Auth as applyRoleClaims sees them: a user document whose versions
 * follow one another as `reads` says, the claims set, the revocations, and failures on demand.
 */
function world(reads: Stored[], options: { held?: Partial<RoleClaims> | null; failSets?: number } = {}) {
  const log = { sets: [] as RoleClaims[], revocations: 0, pauses: [] as number[] };
  let read = 0;
  let failSets = options.failSets ?? 0;
  let held = options.held === undefined ? {} : options.held;
  const deps: ClaimsDeps = {
    readUser: async () => reads[Math.min(read++, reads.length - 1)]!,
    heldClaims: async () => held,
    setClaims: async (_uid, claims) => {
      if (failSets-- > 0) throw Object.assign(new Error('unavailable'), { code: 'auth/internal-error' });
      log.sets.push(claims);
      held = claims;
    },
    revokeRefreshTokens: async () => {
      log.revocations++;
    },
    pause: async (ms) => {
      log.pauses.push(ms);
    },
  };
  return { deps, log };
}

const rep = (schoolId: string, claimsVersion: number): Stored => ({ authId: 'u', type: 'USER', schoolId, claimsVersion });
const parent = (claimsVersion: number): Stored => ({ authId: 'u', type: 'USER', schoolId: null, claimsVersion });

describe('applyRoleClaims', () => {
  it('when the document did not move meanwhile, then its claims are set once and nobody is revoked', async () => {
    const { deps, log } = world([rep('s1', 1), rep('s1', 1)], { held: { role: 'parent', schoolId: null } });
    await applyRoleClaims('u', {}, deps);
    expect(log).toMatchObject({ sets: [{ role: 'rep', schoolId: 's1' }], revocations: 0 });
  });

  it('when a removal commits while an addition sets its claims, then the claims end as the removal left them, and tokens are revoked', async () => {
    // The addition read version 1 (rep); by the time it read again, the removal had committed version 2.
    const { deps, log } = world([rep('s1', 1), parent(2), parent(2), parent(2)], { held: { role: 'parent', schoolId: null } });
    await applyRoleClaims('u', {}, deps);
    expect(log.sets).toEqual([
      { role: 'rep', schoolId: 's1' },
      { role: 'parent', schoolId: null },
    ]);
    expect(log.revocations).toBe(1);
  });

  it('when the committed change took a role away, then the refresh tokens are revoked even if the claims had already moved', async () => {
    const { deps, log } = world([parent(2), parent(2)], { held: { role: 'parent', schoolId: null } });
    await applyRoleClaims('u', { lost: true }, deps);
    expect(log).toMatchObject({ sets: [{ role: 'parent', schoolId: null }], revocations: 1 });
  });

  it('when the sign-in service fails now and then, then the call is tried again after a pause', async () => {
    const { deps, log } = world([rep('s1', 1), rep('s1', 1)], { failSets: 2 });
    await applyRoleClaims('u', {}, deps);
    expect(log.sets).toEqual([{ role: 'rep', schoolId: 's1' }]);
    expect(log.pauses).toEqual([100, 400]);
  });

  it('when the sign-in service keeps failing, then the change answers 503 with a message, not silence', async () => {
    const { deps, log } = world([rep('s1', 1)], { failSets: 99 });
    await expect(applyRoleClaims('u', {}, deps)).rejects.toMatchObject({ status: 503, message: roleMessages.claimsNotApplied });
    expect(log.sets).toEqual([]);
  });

  it('when other changes keep moving the version, then it gives up with 503 rather than loop for ever', async () => {
    const { deps } = world(Array.from({ length: 20 }, (_, n) => rep(`s${n}`, n)));
    await expect(applyRoleClaims('u', {}, deps)).rejects.toMatchObject({ status: 503 });
  });

  it('when the profile has no account (a guest record) or the account is gone, then nothing is set', async () => {
    const guest = world([{ authId: null, type: 'GUEST', schoolId: null }]);
    await applyRoleClaims('guest-1', {}, guest.deps);
    const gone = world([parent(1)], { held: null });
    await applyRoleClaims('u', {}, gone.deps);
    expect([guest.log.sets, gone.log.sets]).toEqual([[], []]);
  });
});

describe('losesAccess', () => {
  const cases: [Partial<RoleClaims>, RoleClaims, boolean][] = [
    [{ role: 'rep', schoolId: 's1' }, { role: 'parent', schoolId: null }, true],
    [{ role: 'rep', schoolId: 's1' }, { role: 'rep', schoolId: 's2' }, true],
    [{ role: 'rep', schoolId: 's1' }, { role: 'rep', schoolId: 's1' }, false],
    [{ role: 'rep', schoolId: 's1' }, { role: 'admin', schoolId: null }, false],
    [{ role: 'admin', schoolId: null }, { role: 'parent', schoolId: null }, true],
    [{ role: 'admin', schoolId: null }, { role: 'rep', schoolId: 's1' }, true],
    [{ role: 'parent', schoolId: null }, { role: 'rep', schoolId: 's1' }, false],
    [{}, { role: 'parent', schoolId: null }, false],
  ];
  it.each(cases)('from %j to %j: %s', (before, after, lost) => {
    expect(losesAccess(before, after)).toBe(lost);
  });
});
