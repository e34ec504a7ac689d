import { loadAuth } from '@/lib/session/firebase-auth';
import { clearSessionStart, saveSessionStart } from '@/lib/session/session-start';

/**
 * Signs in with e-mail and password (docs/product.md §2 Login) and starts the one-hour session clock
 * (docs/product.md §4 Session). The clock is set before the call, so that the session watch never sees
 * the new sign-in with an older start time, and set again to the moment it succeeded.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const auth = await loadAuth();
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  saveSessionStart();
  try {
    await signInWithEmailAndPassword(auth, email.trim(), password);
  } catch (error) {
    clearSessionStart();
    throw error;
  }
  saveSessionStart();
}
