import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { dashboardPathOf, useSession, type Role } from '@/lib/session';
import { AccessDenied } from './access-denied';
import { ProfileError } from './profile-error';
import { RequireAuth } from './require-auth';

/** Waits for the signed-in user's role (from the profile), then renders by role. */
function WithRole({ render }: { render: (role: Role) => ReactNode }) {
  const { role, profileStatus, retryProfile } = useSession();
  if (profileStatus === 'error') return <ProfileError onRetry={retryProfile} />;
  if (role === null) return <FullPageLoader />;
  return render(role);
}

/** Administrators only: anyone else signed in sees the Access Denied panel. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <WithRole render={(role) => (role === 'admin' ? (children ?? <Outlet />) : <AccessDenied />)} />
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
