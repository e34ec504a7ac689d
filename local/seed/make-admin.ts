// There is no sign-up for administrators: the first one is made here, from a machine that holds
// the project's credentials, and the others by an administrator (PUT /api/users/{id}). The
// address must be one Firebase Auth has verified: a profile's e-mail proves nothing, and an
// unverified account may have been registered by someone who does not own the mailbox.

/** What Firebase Auth holds for an address. */
export interface AdminAccount {
  uid: string;
  emailVerified: boolean;
  disabled: boolean;
}

export interface MakeAdminDeps {
  /** The account Firebase Auth holds for the address now; null when none does. */
  accountOf(email: string): Promise<AdminAccount | null>;
  /** Whether the account has its profile (users/{uid}), made the first time its owner signs in. */
  hasProfile(uid: string): Promise<boolean>;
  /** The role change itself: type ADMIN and no school, with its claims and the schools' counts. */
  promote(uid: string): Promise<void>;
}

export const MAKE_ADMIN_USAGE = 'Usage: npm run make-admin -- <e-mail> [--profile dev|e2e]';

/** Makes the verified account of `email` an administrator; answers its uid, or throws saying why not. */
export async function makeAdministrator(email: string, deps: MakeAdminDeps): Promise<string> {
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(MAKE_ADMIN_USAGE);
  const account = await deps.accountOf(email);
  if (!account) throw new Error(`No account has the address ${email}: sign up with it on the site (/signup) and verify it first.`);
  if (account.disabled) throw new Error(`The account of ${email} is disabled in Firebase Auth.`);
  if (!account.emailVerified) {
    throw new Error(`${email} is not verified yet: its owner opens the link of the verification e-mail first.`);
  }
  if (!(await deps.hasProfile(account.uid))) {
    throw new Error(`The account of ${email} has no profile yet: its owner signs in on the site once, which makes it.`);
  }
  await deps.promote(account.uid);
  return account.uid;
}
