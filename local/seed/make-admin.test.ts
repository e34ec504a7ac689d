import { describe, expect, it } from 'vitest';
import { makeAdministrator, type AdminAccount, type MakeAdminDeps } from './make-admin';

const verified: AdminAccount = { uid: 'uid-pat', emailVerified: true, disabled: false };

function fakes(account: AdminAccount | null, options: { profile?: boolean } = {}) {
  const promoted: string[] = [];
  const deps: MakeAdminDeps = {
    accountOf: async () => account,
    hasProfile: async () => options.profile ?? true,
    promote: async (uid) => {
      promoted.push(uid);
    },
  };
  return { deps, promoted };
}

describe('makeAdministrator', () => {
  it('when the address has a verified account with a profile, then makes that account an administrator', async () => {
    const { deps, promoted } = fakes(verified);
    await expect(makeAdministrator('pat@school.example', deps)).resolves.toBe('uid-pat');
    expect(promoted).toEqual(['uid-pat']);
  });

  it('when no account has the address, then refuses and changes nothing', async () => {
    const { deps, promoted } = fakes(null);
    await expect(makeAdministrator('pat@school.example', deps)).rejects.toThrow('No account has the address pat@school.example');
    expect(promoted).toEqual([]);
  });

  it('when the address is not verified, then refuses: whoever registered someone else’s address would become an administrator', async () => {
    const { deps, promoted } = fakes({ ...verified, emailVerified: false });
    await expect(makeAdministrator('pat@school.example', deps)).rejects.toThrow('pat@school.example is not verified yet');
    expect(promoted).toEqual([]);
  });

  it('when the account is disabled, then refuses', async () => {
    const { deps, promoted } = fakes({ ...verified, disabled: true });
    await expect(makeAdministrator('pat@school.example', deps)).rejects.toThrow('is disabled');
    expect(promoted).toEqual([]);
  });

  it('when the account has no profile yet, then refuses until its owner has signed in once', async () => {
    const { deps, promoted } = fakes(verified, { profile: false });
    await expect(makeAdministrator('pat@school.example', deps)).rejects.toThrow('has no profile yet');
    expect(promoted).toEqual([]);
  });

  it('when the argument is not an e-mail address, then refuses before asking anyone', async () => {
    const { deps, promoted } = fakes(verified);
    await expect(makeAdministrator('pat', deps)).rejects.toThrow('Usage');
    expect(promoted).toEqual([]);
  });
});
