import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Profile } from './profile';

/** docs/product.md §6: Admin (type ADMIN), school representative (USER with a school), parent. */
export type Role = 'admin' | 'rep' | 'parent';

export function roleOf(profile: Pick<Profile, 'type' | 'schoolId'> | null): Role {
  if (profile?.type === 'ADMIN') return 'admin';
  if (profile?.type === 'USER' && profile.schoolId) return 'rep';
  return 'parent';
}

/** Where each role's dashboard lives. */
export function dashboardPathOf(role: Role): string {
  switch (role) {
    case 'admin':
      return paths.app.admin.getHref();
    case 'rep':
      return paths.app.schoolDashboard.getHref();
    case 'parent':
      return paths.app.dashboard.getHref();
  }
}

/** The Firebase user, reduced to what screens read. */
export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** Why a session ends: the user chose Sign Out, or it ran out (docs/product.md §4 Session). */
export type SignOutReason = 'user' | 'expired';

export interface Session {
  /** `loading` until Firebase Auth has restored or ruled out a signed-in user. */
  status: 'loading' | 'signed-out' | 'signed-in';
  /**
   * Signed out because the user chose Sign Out (guards then send them home, not to /login).
   * Cleared when someone signs in again.
   */
  signedOutByUser: boolean;
  /**
   * Signed out without asking for it in this tab: the hour ran out, extending it failed, or
   * another tab signed out. A screen that was the account's says so instead of turning into a
   * visitor's. Cleared when someone signs in again.
   */
  sessionEnded: boolean;
  user: SessionUser | null;
  /**
   * `ready` once the profile request has answered, with `profile` null when the account
   * has no profile yet; `none` while signed out.
   */
  profileStatus: 'none' | 'loading' | 'ready' | 'error';
  profile: Profile | null;
  /** Known once the profile is ready (an account without a profile is a parent). */
  role: Role | null;
  retryProfile: () => void;
  /**
   * Ends the session. After `'user'` (the default) guards send the person home; after
   * `'expired'` a guarded screen sends them to /login to sign in again.
   */
  signOut: (reason?: SignOutReason) => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/**
 * The current session. Screens and guards read auth state only through this hook, so
 * tests provide a session with `SessionContext` instead of a Firebase backend.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** Signs out and returns to the landing page (docs/product.md §2: sign out returns to /). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    void navigate(paths.home.getHref());
    await signOut('user');
  }, [navigate, signOut]);
}
