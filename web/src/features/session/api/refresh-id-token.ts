import { loadFirebase } from '@/lib/session/firebase';

/** Forces a fresh ID token for the signed-in user (docs/product.md §4: extending the session). */
export async function refreshIdToken(): Promise<void> {
  const { auth } = await loadFirebase();
  const user = auth.currentUser;
  if (!user) throw new Error('No signed-in user to refresh');
  await user.getIdToken(true);
}
