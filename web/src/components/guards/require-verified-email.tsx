import type { ReactNode } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Spec §2: a signed-in user whose e-mail is not verified is sent to the verification
 * screen from every route except that one. Wraps the whole app.
 */
export function RequireVerifiedEmail({ children }: { children?: ReactNode }) {
  const { status, user } = useSession();
  const { pathname } = useLocation();

  if (status === 'loading') return <FullPageLoader />;
  const onVerificationScreen = matchPath(paths.auth.emailVerification.path, pathname) !== null;
  if (user && !user.emailVerified && !onVerificationScreen) {
    return <Navigate to={paths.auth.emailVerification.getHref()} replace />;
  }
  return children ?? <Outlet />;
}
