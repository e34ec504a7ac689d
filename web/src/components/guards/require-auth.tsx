import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Signed-in users only; everyone else goes to /login (which may send them back via
 * `state.from`), except someone who just chose Sign Out: they go to /.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, signedOutByUser } = useSession();
  const location = useLocation();

  if (status === 'loading') return <FullPageLoader />;
  if (status === 'signed-out') {
    return signedOutByUser ? <Navigate to={paths.home.getHref()} replace /> : <Navigate to={paths.auth.login.getHref()} replace state={{ from: location }} />;
  }
  return children ?? <Outlet />;
}
