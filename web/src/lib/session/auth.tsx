import { useQueryClient } from '@tanstack/react-query';
import { signOut as firebaseSignOut } from 'firebase/auth';
import { use, useCallback, useEffect, useMemo, useState } from 'react';
import { AuthProvider, FirebaseAppProvider, useAuth, useSigninCheck } from 'reactfire';
import { loadFirebase } from './firebase';
import { useProfile } from './profile';
import { refreshClaimsIfStale } from './role-claims';
import { roleOf, type Session, type SignOutReason } from './session';
import { clearSessionStart } from './session-start';

type OnSession = (session: Session) => void;

/**
 * The session from Firebase Auth, handed to `onSession` as it changes. This module is the
 * app's Firebase Auth and reactfire: session-provider.tsx loads it after a route's first
 * paint. Suspends until Firebase is configured (in emulator mode: after GET
 * /api/client-config).
 */
export function FirebaseSession({ onSession }: { onSession: OnSession }) {
  const { app, auth } = use(loadFirebase());
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <AuthSession onSession={onSession} />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/**
 * The session from reactfire's auth state and the profile query. The profile query also
 * creates a missing profile (docs/product.md §4 Profile creation), so that happens in one place.
 */
function AuthSession({ onSession }: { onSession: OnSession }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const signinCheck = useSigninCheck();

  const user = signinCheck.status === 'success' && signinCheck.data.signedIn ? signinCheck.data.user : null;
  const authStatus: Session['status'] = signinCheck.status === 'loading' ? 'loading' : user ? 'signed-in' : 'signed-out';
  // Read the fields here: Firebase mutates the user object in place (e.g. on reload()),
  // and each emission of the auth observable re-renders this provider.
  const uid = user?.uid ?? null;
  const email = user?.email ?? null;
  const emailVerified = user?.emailVerified ?? false;

  const profileQuery = useProfile(uid === null ? null : { uid, email });
  const { refetch } = profileQuery;
  const profile = profileQuery.data ?? null;
  const profileStatus: Session['profileStatus'] =
    uid === null ? 'none' : profileQuery.data !== undefined ? 'ready' : profileQuery.isError ? 'error' : 'loading';

  // A role changed by an administrator reaches firestore.rules once the token is refreshed.
  const type = profile?.type;
  const schoolId = profile?.schoolId ?? null;
  useEffect(() => {
    if (user && type) void refreshClaimsIfStale(user, { type, schoolId });
  }, [user, type, schoolId]);

  // The router commits navigations in a transition, but an auth change renders at once: a
  // guard may see "signed out" while its route is still on screen. This flag tells it the
  // user asked to leave, so it sends them home (spec: sign out returns to /), not to /login.
  const [signOutRequested, setSignOutRequested] = useState(false);
  // Signed out without this tab's Sign Out: the screen that was the account's says so.
  const [sessionEnded, setSessionEnded] = useState(false);
  const [previousStatus, setPreviousStatus] = useState(authStatus);
  if (previousStatus !== authStatus) {
    setPreviousStatus(authStatus);
    if (authStatus === 'signed-in') {
      setSignOutRequested(false);
      setSessionEnded(false);
    }
    if (previousStatus === 'signed-in' && authStatus === 'signed-out' && !signOutRequested) setSessionEnded(true);
  }

  const signOut = useCallback(
    async (reason: SignOutReason = 'user') => {
      setSignOutRequested(reason === 'user');
      clearSessionStart();
      await firebaseSignOut(auth);
      // Nothing cached for one account may be shown to the next.
      queryClient.clear();
    },
    [auth, queryClient],
  );

  const retryProfile = useCallback(() => {
    void refetch();
  }, [refetch]);

  const session = useMemo<Session>(
    () => ({
      status: authStatus,
      signedOutByUser: authStatus === 'signed-out' && signOutRequested,
      sessionEnded: authStatus === 'signed-out' && sessionEnded,
      user: uid === null ? null : { uid, email, emailVerified },
      profileStatus,
      profile,
      role: profileStatus === 'ready' ? roleOf(profile) : null,
      retryProfile,
      signOut,
    }),
    [authStatus, signOutRequested, sessionEnded, uid, email, emailVerified, profileStatus, profile, retryProfile, signOut],
  );

  useEffect(() => onSession(session), [onSession, session]);
  return null;
}
