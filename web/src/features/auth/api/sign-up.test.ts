import { createUserWithEmailAndPassword, type UserCredential } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPendingUserAddress } from '@/lib/session/create-profile';
import { readSessionStart } from '@/lib/session/session-start';
import type { SignUpForm as SignUpValues } from '@ssb/contract';
import { createAccount } from './sign-up';

vi.mock('@/lib/session/firebase', () => ({
  loadFirebase: async () => ({ auth: { name: 'test-auth' } }),
}));
vi.mock('firebase/auth', () => ({ createUserWithEmailAndPassword: vi.fn() }));

const values: SignUpValues = {
  firstName: ' Nia ',
  lastName: 'Parker',
  email: ' nia@example.com ',
  phone: '(217) 555-0100',
  password: 'secret1',
  line1: '12 Oak St',
  line2: '',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.mocked(createUserWithEmailAndPassword).mockReset();
});

describe('createAccount (docs/product.md §2 Sign-up)', () => {
  it('saves the pending user address before creating the account, then starts the session clock', async () => {
    let pendingWhenCreating: unknown = 'not called';
    vi.mocked(createUserWithEmailAndPassword).mockImplementation(async () => {
      pendingWhenCreating = readPendingUserAddress();
      return { user: { uid: 'uid-1', email: 'nia@example.com' } } as unknown as UserCredential;
    });

    const user = await createAccount(values);

    expect(user.uid).toBe('uid-1');
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith({ name: 'test-auth' }, 'nia@example.com', 'secret1');
    expect(pendingWhenCreating).toEqual({
      email: 'nia@example.com',
      firstName: 'Nia',
      lastName: 'Parker',
      phone: '(217) 555-0100',
      line1: '12 Oak St',
      line2: '',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
    });
    expect(readSessionStart()).not.toBeNull();
  });

  it('leaves nothing behind when the account cannot be created', async () => {
    vi.mocked(createUserWithEmailAndPassword).mockRejectedValue(Object.assign(new Error('in use'), { code: 'auth/email-already-in-use' }));

    await expect(createAccount(values)).rejects.toMatchObject({ code: 'auth/email-already-in-use' });

    expect(readPendingUserAddress()).toBeNull();
    expect(readSessionStart()).toBeNull();
  });
});
