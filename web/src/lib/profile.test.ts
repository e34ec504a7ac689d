import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from './profile';

const profile = {
  id: 'u1',
  email: 'rep@example.com',
  type: 'USER',
  schoolId: 'school-1',
  school: { name: 'Maple Elementary' },
  firstName: 'Rita',
  lastName: null,
  emailVerified: true,
};

function answer(body: unknown, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getProfile', () => {
  it('reads GET /api/users/profile', async () => {
    const fetch = answer({ user: profile });
    await expect(getProfile()).resolves.toMatchObject({ id: 'u1', type: 'USER', school: { name: 'Maple Elementary' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/users/profile');
  });

  it('answers null when the account has no profile yet (404)', async () => {
    answer({ error: 'User not found' }, 404);
    await expect(getProfile()).resolves.toBeNull();
  });

  it('passes other failures on with the API message', async () => {
    answer({ error: 'Invalid token' }, 401);
    await expect(getProfile()).rejects.toThrow('Invalid token');
  });

  it('rejects a profile with an unknown type', async () => {
    answer({ user: { ...profile, type: 'SUPERUSER' } });
    await expect(getProfile()).rejects.toThrow();
  });
});
