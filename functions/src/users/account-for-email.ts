import { emailKey } from '@ssb/contract';
import { auth } from '../lib/firebase';

// Who owns an e-mail address is what Firebase Auth says now (docs/decisions.md §1). A profile's e-mail is
// data about a person: an account made with someone else's address and moved to its own since
// keeps a profile that still names the first address, and proves nothing by it.

/** The account that owns an address now, and whether it has proven it. */
export interface EmailOwner {
  uid: string;
  emailVerified: boolean;
}

/** Auth's answer when no account has this address (or it is no address at all). */
const noSuchAccount = (err: unknown) => ['auth/user-not-found', 'auth/invalid-email'].includes((err as { code?: string }).code ?? '');

export async function accountForEmail(email: string): Promise<EmailOwner | null> {
  try {
    const account = await auth().getUserByEmail(emailKey(email));
    return { uid: account.uid, emailVerified: account.emailVerified };
  } catch (err) {
    if (noSuchAccount(err)) return null;
    throw err;
  }
}

/** The account that owns this address and has verified it, or null. */
export async function verifiedOwnerOf(email: string): Promise<string | null> {
  const owner = await accountForEmail(email);
  return owner?.emailVerified ? owner.uid : null;
}

/** The address an account proves now (its e-mail, verified), as a key; null when it proves none. */
export async function provenEmailKeyOf(uid: string): Promise<string | null> {
  try {
    const account = await auth().getUser(uid);
    return account.emailVerified && account.email ? emailKey(account.email) : null;
  } catch (err) {
    if (noSuchAccount(err)) return null;
    throw err;
  }
}
