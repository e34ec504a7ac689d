import { createUserWithEmailAndPassword, type User } from 'firebase/auth';
import { loadFirebase } from '@/lib/firebase';
import { clearPendingUserAddress, savePendingUserAddress } from '@/lib/create-profile';
import { trimProfileFields } from '@/lib/profile-fields';
import { clearSessionStart, saveSessionStart } from '@/lib/session-start';
import type { SignUpValues } from '../validation';

/**
 * Spec §2 Sign-up: saves the pending user address locally (so the profile can be created
 * from it once the account exists, spec §4), then creates the account, which signs it in and
 * starts the session clock. On failure nothing is left behind.
 */
export async function createAccount(values: SignUpValues): Promise<User> {
  const { auth } = await loadFirebase();
  const email = values.email.trim();
  savePendingUserAddress({ email, ...trimProfileFields(values) });
  saveSessionStart();
  try {
    const credential = await createUserWithEmailAndPassword(auth, email, values.password);
    saveSessionStart();
    return credential.user;
  } catch (error) {
    clearPendingUserAddress();
    clearSessionStart();
    throw error;
  }
}
