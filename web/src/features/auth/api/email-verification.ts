import type { User } from 'firebase/auth';
import { api, routePath } from '@/lib/api/api-client';
import { loadAuth } from '@/lib/session/firebase-auth';
import { profileResponseSchema, type Profile } from '@/lib/session/profile';

async function signedInUser(): Promise<User> {
  const auth = await loadAuth();
  if (!auth.currentUser) throw new Error('No signed-in user');
  return auth.currentUser;
}

/** Sends (again) the verification e-mail to the signed-in user. */
export async function sendVerificationEmail(user?: User): Promise<void> {
  const target = user ?? (await signedInUser());
  const { sendEmailVerification } = await import('firebase/auth');
  await sendEmailVerification(target);
}

/**
 * docs/product.md §4 Sign-up and verification: reloads the signed-in user to learn whether the e-mail
 * has been verified; once it has, forces a new ID token so the API sees `email_verified`.
 */
export async function checkEmailVerified(): Promise<boolean> {
  const user = (await loadAuth()).currentUser;
  if (!user) return false;
  await user.reload();
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
}

/**
 * PUT /api/users/{id}: records when a verification link was last sent. The API refreshes
 * the stored `emailVerified` from the token on every update, so `at` may be left out to do
 * only that.
 */
export async function updateVerificationRecord(userId: string, at?: Date): Promise<Profile> {
  const body = at ? { emailVerificationLinkSentAt: at.toISOString() } : {};
  return profileResponseSchema.parse(await api.put(routePath('PUT /users/{id}', { id: userId }), body)).user;
}
