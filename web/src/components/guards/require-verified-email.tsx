import type { ReactNode } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session';

const EXEMPT_PATHS = [paths.auth.emailVerification.path, paths.auth.signup.path, paths.auth.invitation.path];

/**
 * docs/product.md §2: a signed-in user whose e-mail is not verified is sent to the verification
 * screen from every route except that one. Wraps the whole app. While the session is still
 * loading it shows the route (guarded routes wait behind their own guard), so public screens
 * paint without waiting for Firebase Auth.
 *
 * The sign-up screen sends such a user on by itself: creating an account signs it in at
 * once, and the screen must stay until it has sent the verification e-mail and stored the
 * profile (then it goes to the verification screen). The invitation page needs no session: its
 * link proves the address, whoever is signed in.
 */
export function RequireVerifiedEmail({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();

  const exempt = EXEMPT_PATHS.some((path) => matchPath(path, pathname) !== null);
  if (user && !user.emailVerified && !exempt) {
    return <Navigate to={paths.auth.emailVerification.getHref()} replace />;
  }
  return children ?? <Outlet />;
}
