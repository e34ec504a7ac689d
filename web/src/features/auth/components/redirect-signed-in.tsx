import { Navigate, useLocation, type Location } from 'react-router-dom';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';
import { dashboardPathOf, useSession } from '@/lib/session/session';

const AUTH_PATHS: string[] = [paths.auth.login.path, paths.auth.signup.path, paths.auth.emailVerification.path];

/** Where a guard sent the user from (RequireAuth puts it in `state.from`), if anywhere useful. */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from?: Partial<Location> }).from;
  if (!from?.pathname || AUTH_PATHS.includes(from.pathname)) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** The e-mail a screen that sent the user to sign in already knows (the order form's), to fill in. */
export function emailOfState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  const { email } = state as { email?: unknown };
  return typeof email === 'string' ? email : '';
}

/**
 * docs/product.md §2 Login: a signed-in user with a verified e-mail goes to their role's dashboard
 * (admin → /admin, school representative → /school-dashboard, else /dashboard), or back to
 * the screen a guard sent them from. Waits for the profile, which tells the role.
 */
export function RedirectSignedIn() {
  const { role, profileStatus } = useSession();
  const location = useLocation();
  // If the profile cannot be loaded, /dashboard is the safe default (as on the landing page).
  const dashboardRole = role ?? (profileStatus === 'error' ? 'parent' : null);
  if (!dashboardRole) return <FullPageLoader />;
  return <Navigate to={returnPathOf(location.state) ?? dashboardPathOf(dashboardRole)} replace />;
}
