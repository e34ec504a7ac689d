import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { dashboardPathOf, useSession, type Role } from '@/lib/session/session';
import { AccessDenied } from './access-denied';
import { ProfileError } from './profile-error';
import { RequireAuth } from './require-auth';

/** Waits for the signed-in user's role (from the profile), then renders by role; meanwhile a loader, or `pending`. */
function WithRole({ render, pending }: { render: (role: Role) => ReactNode; pending?: ReactNode }) {
  const { role, profileStatus, retryProfile } = useSession();
  if (profileStatus === 'error') return <ProfileError onRetry={retryProfile} />;
  if (role === null) return pending ?? <FullPageLoader />;
  return render(role);
}

/**
 * Administrators only: anyone else signed in sees the Access Denied panel. Until the session and
 * the role are known, a loader, or with `showWhileLoading` the screen itself: one that shows and
 * asks for no data while the role is unknown, and can then be painted from its page's HTML.
 */
export function RequireAdmin({ children, showWhileLoading = false }: { children?: ReactNode; showWhileLoading?: boolean }) {
  const screen = children ?? <Outlet />;
  return (
    <RequireAuth showWhileLoading={showWhileLoading}>
      <WithRole pending={showWhileLoading ? screen : undefined} render={(role) => (role === 'admin' ? screen : <AccessDenied />)} />
    </RequireAuth>
  );
}

/** Administrators only: anyone else signed in is sent to their own dashboard. */
export function RequireAdminOrRedirect({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <WithRole render={(role) => (role === 'admin' ? (children ?? <Outlet />) : <Navigate to={dashboardPathOf(role)} replace />)} />
    </RequireAuth>
  );
}
