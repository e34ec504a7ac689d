import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session';

/**
 * Signed-in users only; everyone else goes to /login (which may send them back via
 * `state.from`), except someone who just chose Sign Out: they go to /. While the session loads,
 * a loader, or with `showWhileLoading` the screen itself: one that shows nobody's data until the
 * session is known, and can then be painted from its page's HTML (web/scripts/prerender.mjs).
 */
export function RequireAuth({ children, showWhileLoading = false }: { children?: ReactNode; showWhileLoading?: boolean }) {
  const { status, signedOutByUser } = useSession();
  const location = useLocation();

  if (status === 'loading') return showWhileLoading ? (children ?? <Outlet />) : <FullPageLoader />;
  if (status === 'signed-out') {
    return signedOutByUser ? <Navigate to={paths.home.getHref()} replace /> : <Navigate to={paths.auth.login.getHref()} replace state={{ from: location }} />;
  }
  return children ?? <Outlet />;
}
