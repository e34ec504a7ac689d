import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile } from '@/testing/test-utils';
import {
  clearPendingUserAddress,
  PENDING_USER_ADDRESS_STORAGE_KEY,
  readPendingUserAddress,
  savePendingUserAddress,
  type PendingUserAddress,
} from './create-profile';
import { getOrCreateProfile, getProfile } from './profile';

const profile = aProfile({ id: 'u1', email: 'rep@example.com', schoolId: 'school-1', school: { name: 'Maple Elementary' }, firstName: 'Rita' });

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

describe('getOrCreateProfile (docs/product.md §4 Profile creation)', () => {
  const owner = { uid: 'uid-new', email: 'new.parent@example.com' };
  const pending: PendingUserAddress = {
    email: 'New.Parent@example.com',
    firstName: 'Nia',
    lastName: 'Parker',
    phone: '(217) 555-0100',
    line1: '12 Oak St',
    line2: '',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
  };
  const stored = { ...profile, id: 'uid-new', email: owner.email, type: 'USER', schoolId: null, school: null };

  /** Answers each request in turn and records what was sent. */
  function answers(...replies: [status: number, body: unknown][]) {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const [status, body] = replies[calls.length - 1] ?? [500, { error: 'unexpected request' }];
      return new Response(JSON.stringify(body), { status });
    });
    return calls;
  }

  afterEach(() => {
    localStorage.clear();
  });

  it('creates a missing profile as type USER from the pending address, then forgets the address', async () => {
    savePendingUserAddress(pending);
    const calls = answers([404, { error: 'User profile not found' }], [201, { user: { ...stored, firstName: 'Nia' } }]);

    await expect(getOrCreateProfile(owner)).resolves.toMatchObject({ id: 'uid-new', firstName: 'Nia' });

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/users/profile', 'POST /api/users']);
    expect(calls[1]?.body).toEqual({
      authId: 'uid-new',
      email: 'new.parent@example.com',
      type: 'USER',
      firstName: 'Nia',
      lastName: 'Parker',
      phone: '(217) 555-0100',
      line1: '12 Oak St',
      line2: '',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
    });
    expect(readPendingUserAddress()).toBeNull();
  });

  it('creates it with empty fields when there is no pending address', async () => {
    const calls = answers([404, { error: 'User profile not found' }], [201, { user: stored }]);
    await getOrCreateProfile(owner);
    expect(calls[1]?.body).toMatchObject({ authId: 'uid-new', type: 'USER', firstName: '', phone: '', line1: '', zipCode: '' });
  });

  it('never uses a pending address entered for another e-mail (and leaves it alone)', async () => {
    savePendingUserAddress({ ...pending, email: 'someone.else@example.com' });
    const calls = answers([404, { error: 'User profile not found' }], [201, { user: stored }]);
    await getOrCreateProfile(owner);
    expect(calls[1]?.body).toMatchObject({ firstName: '', line1: '' });
    expect(readPendingUserAddress()?.email).toBe('someone.else@example.com');
  });

  it('is idempotent: when another request created it first (409), it reads the stored one', async () => {
    savePendingUserAddress(pending);
    const calls = answers([404, { error: 'User profile not found' }], [409, { error: 'This account already has a profile' }], [200, { user: stored }]);
    await expect(getOrCreateProfile(owner)).resolves.toMatchObject({ id: 'uid-new' });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET']);
    expect(readPendingUserAddress()).toBeNull();
  });

  it('does nothing but read when the profile exists', async () => {
    const calls = answers([200, { user: stored }]);
    await expect(getOrCreateProfile(owner)).resolves.toMatchObject({ id: 'uid-new' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the pending address when creating fails, so the next attempt can use it', async () => {
    savePendingUserAddress(pending);
    answers([404, { error: 'User profile not found' }], [500, { error: 'Internal error' }]);
    await expect(getOrCreateProfile(owner)).rejects.toThrow('Internal error');
    expect(readPendingUserAddress()).toEqual(pending);
  });
});

describe('the pending user address (docs/product.md §3)', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('is kept in localStorage until cleared', () => {
    const address: PendingUserAddress = {
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      phone: '1',
      line1: 'l1',
      line2: 'l2',
      city: 'c',
      state: 's',
      zipCode: 'z',
    };
    savePendingUserAddress(address);
    expect(JSON.parse(localStorage.getItem(PENDING_USER_ADDRESS_STORAGE_KEY) ?? 'null')).toEqual(address);
    expect(readPendingUserAddress()).toEqual(address);
    clearPendingUserAddress();
    expect(readPendingUserAddress()).toBeNull();
  });

  it('ignores an unreadable record', () => {
    localStorage.setItem(PENDING_USER_ADDRESS_STORAGE_KEY, '{not json');
    expect(readPendingUserAddress()).toBeNull();
    localStorage.setItem(PENDING_USER_ADDRESS_STORAGE_KEY, JSON.stringify({ email: 'a@b.co' }));
    expect(readPendingUserAddress()).toBeNull();
  });
});
