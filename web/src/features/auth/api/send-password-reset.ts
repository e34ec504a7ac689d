import { loadAuth } from '@/lib/session/firebase-auth';

/** docs/product.md §2 Login, 'Forgot Password?': asks the identity service to e-mail a reset link. */
export async function sendPasswordReset(email: string): Promise<void> {
  const auth = await loadAuth();
  const { sendPasswordResetEmail } = await import('firebase/auth');
  await sendPasswordResetEmail(auth, email.trim());
}
