import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { refreshClaimsIfStale } from './role-claims';

const userWithClaims = (claims: Record<string, unknown>) =>
  ({ getIdTokenResult: vi.fn(async () => ({ claims })), getIdToken: vi.fn(async () => 'fresh') }) as unknown as User & { getIdToken: ReturnType<typeof vi.fn> };

describe('refreshClaimsIfStale', () => {
  it('when the token already carries the profile’s role, then it is kept', async () => {
    const user = userWithClaims({ role: 'rep', schoolId: 'school-1' });
    expect(await refreshClaimsIfStale(user, { type: 'USER', schoolId: 'school-1' })).toBe(false);
    expect(user.getIdToken).not.toHaveBeenCalled();
  });

  it('when an administrator made the person a representative, then the token is refreshed', async () => {
    const user = userWithClaims({ role: 'parent', schoolId: null });
    expect(await refreshClaimsIfStale(user, { type: 'USER', schoolId: 'school-1' })).toBe(true);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
  });

  it('when the token has no role claims yet (a new account), then it is refreshed once the profile says parent', async () => {
    const user = userWithClaims({});
    expect(await refreshClaimsIfStale(user, { type: 'USER', schoolId: null })).toBe(true);
  });
});
