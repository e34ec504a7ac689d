import { describe, expect, it } from 'vitest';
import { roleMessages, roleOf } from '@ssb/contract';
import type { Caller } from './authenticate';
import {
  assertMayEditListNote,
  assertMayManageSchool,
  canManageSchool,
  canSeeOrder,
  mayChangeLockedProducts,
  mayChangeOptionalMarks,
  visibleOrdersFilter,
  visibleStatsScope,
} from './authorize';
import { HttpError } from './errors';

// The school dashboard's access rules (docs/product.md §6), for every persona of the role matrix.

function caller(type: 'ADMIN' | 'USER' | null, schoolId: string | null = null, emailVerified = true): Caller {
  const user = type ? ({ type, schoolId } as Caller['user']) : null;
  return { uid: 'u', email: 'u@example.com', emailVerified, user, role: user ? roleOf(user) : null };
}

const personas = {
  noProfile: caller(null),
  parent: caller('USER'),
  unverifiedParent: caller('USER', null, false),
  rep: caller('USER', 'school-a'),
  unverifiedRep: caller('USER', 'school-a', false),
  otherRep: caller('USER', 'school-b'),
  admin: caller('ADMIN'),
};

const statusOf = (act: () => unknown): number | 'allowed' => {
  try {
    act();
    return 'allowed';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};

describe('assertMayManageSchool', () => {
  it('allows the school’s own verified representative and any administrator; refuses everyone else with 403', () => {
    const decisions = Object.fromEntries(Object.entries(personas).map(([name, c]) => [name, statusOf(() => assertMayManageSchool(c, 'school-a'))]));
    expect(decisions).toEqual({ noProfile: 403, parent: 403, unverifiedParent: 403, rep: 'allowed', unverifiedRep: 403, otherRep: 403, admin: 'allowed' });
  });

  it('when an administrator manages another school, then it is allowed too', () => {
    expect(statusOf(() => assertMayManageSchool(personas.admin, 'school-z'))).toBe('allowed');
  });
});

describe('assertMayEditListNote', () => {
  it('leaves the note to administrators', () => {
    expect(statusOf(() => assertMayEditListNote(personas.admin))).toBe('allowed');
    expect(statusOf(() => assertMayEditListNote(personas.rep))).toBe(403);
  });
});

describe('mayChangeLockedProducts', () => {
  it('is for administrators only', () => {
    expect(mayChangeLockedProducts(personas.admin)).toBe(true);
    expect(mayChangeLockedProducts(personas.rep)).toBe(false);
  });
});

describe('mayChangeOptionalMarks', () => {
  it('is for administrators only', () => {
    expect(mayChangeOptionalMarks(personas.admin)).toBe(true);
    expect(mayChangeOptionalMarks(personas.rep)).toBe(false);
  });
});

describe('visibleStatsScope', () => {
  it('when an administrator asks, then it counts what was asked, a list before a school, or everything', () => {
    expect(visibleStatsScope(personas.admin, {}, null)).toEqual({});
    expect(visibleStatsScope(personas.admin, { schoolId: 'school-b' }, null)).toEqual({ schoolId: 'school-b' });
    expect(visibleStatsScope(personas.admin, { schoolId: 'school-b', supplyListId: 'l' }, 'school-b')).toEqual({ supplyListId: 'l' });
  });

  it('when a representative names nothing, then it is pinned to its own school', () => {
    expect(visibleStatsScope(personas.rep, {}, null)).toEqual({ schoolId: 'school-a' });
    expect(visibleStatsScope(personas.rep, { schoolId: 'school-a' }, null)).toEqual({ schoolId: 'school-a' });
    expect(visibleStatsScope(personas.rep, { supplyListId: 'l' }, 'school-a')).toEqual({ supplyListId: 'l' });
  });

  it('when a representative names another school or its list, then 403', () => {
    expect(statusOf(() => visibleStatsScope(personas.rep, { schoolId: 'school-b' }, null))).toBe(403);
    expect(statusOf(() => visibleStatsScope(personas.rep, { supplyListId: 'l' }, 'school-b'))).toBe(403);
    expect(statusOf(() => visibleStatsScope(personas.rep, { schoolId: 'school-a', supplyListId: 'l' }, 'school-b'))).toBe(403);
  });

  it('when a parent, an unverified account or an account without a profile asks, then 403', () => {
    for (const c of [personas.parent, personas.unverifiedParent, personas.unverifiedRep, personas.noProfile]) {
      expect(statusOf(() => visibleStatsScope(c, {}, null))).toBe(403);
    }
  });
});

describe('a representative without a verified e-mail', () => {
  it('when it asks for its school’s orders, lists, or one of its orders, then it is refused as staff', async () => {
    const refusal = visibleOrdersFilter(personas.unverifiedRep, { schoolId: 'school-a' }, async () => 'school-a');
    await expect(refusal).rejects.toMatchObject({ status: 403, message: roleMessages.verifyEmailFirst });
    await expect(visibleOrdersFilter(personas.unverifiedRep, {}, async () => null)).rejects.toMatchObject({ status: 403 });
    expect(canManageSchool(personas.unverifiedRep, 'school-a')).toBe(false);
    expect(canSeeOrder(personas.unverifiedRep, { userId: 'someone', schoolId: 'school-a', emailKey: 'x@example.com', placedAsGuest: false })).toBe(false);
  });

  it('when verified, then the same representative manages its school and reads its orders', async () => {
    expect(canManageSchool(personas.rep, 'school-a')).toBe(true);
    await expect(visibleOrdersFilter(personas.rep, { schoolId: 'school-a' }, async () => 'school-a')).resolves.toEqual({
      schoolId: 'school-a',
      status: undefined,
    });
  });
});
