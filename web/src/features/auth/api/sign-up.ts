import type { User } from 'firebase/auth';
import { loadAuth } from '@/lib/session/firebase-auth';
import { clearPendingUserAddress, savePendingUserAddress } from '@/lib/session/create-profile';
import { clearSessionStart, saveSessionStart } from '@/lib/session/session-start';
import { SignUpForm } from '@ssb/contract';

/**
 * docs/product.md §2 Sign-up: saves the pending user address locally (so the profile can be created
 * from it once the account exists, docs/product.md §4), then creates the account, which signs it in and
 * starts the session clock. On failure nothing is left behind.
 */
export async function createAccount(values: SignUpForm): Promise<User> {
  const auth = await loadAuth();
  const { createUserWithEmailAndPassword } = await import('firebase/auth');
  // The schema trims every field, as the API stores them.
  const { email, password, ...profile } = SignUpForm.parse(values);
  savePendingUserAddress({ email, ...profile });
  saveSessionStart();
  try {
    const credential = await createUserWithEmailAndPassword(auth, email, password);
    saveSessionStart();
    return credential.user;
  } catch (error) {
    clearPendingUserAddress();
    clearSessionStart();
    throw error;
  }
}
