import { sendPasswordResetEmail } from 'firebase/auth';
import { loadFirebase } from '@/lib/firebase';

/** Spec §2 Login, 'Forgot Password?': asks the identity service to e-mail a reset link. */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth } = await loadFirebase();
  await sendPasswordResetEmail(auth, email.trim());
}
