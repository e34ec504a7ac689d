import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Profile } from './profile';

/** Spec §6: Admin (type ADMIN), school representative (USER with a school), parent. */
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

/** Why a session ends: the user chose Sign Out, or it ran out (spec §4 Session). */
export type SignOutReason = 'user' | 'expired';

export interface Session {
  /** `loading` until Firebase Auth has restored or ruled out a signed-in user. */
  status: 'loading' | 'signed-out' | 'signed-in';
  /**
   * Signed out because the user chose Sign Out (guards then send them home, not to /login).
   * Cleared when someone signs in again.
   */
  signedOutByUser: boolean;
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

/** Signs out and returns to the landing page (spec §2: sign out returns to /). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    void navigate(paths.home.getHref());
    await signOut('user');
  }, [navigate, signOut]);
}

/**
 * Spec §4 Session: the time the session started, saved on sign-in. Kept in localStorage so
 * every tab (and a reload) shares one session clock.
 */
export const SESSION_START_STORAGE_KEY = 'ssb.sessionStartedAt';
/** Tells this tab's listeners that the start changed (the `storage` event reaches only other tabs). */
const SESSION_START_EVENT = 'ssb:session-start';

function notifySessionStartChanged() {
  globalThis.dispatchEvent?.(new Event(SESSION_START_EVENT));
}

/** Calls `onChange` whenever the saved session start changes, in this tab or another one. */
export function subscribeSessionStart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_START_STORAGE_KEY || event.key === null) onChange();
  };
  globalThis.addEventListener('storage', onStorage);
  globalThis.addEventListener(SESSION_START_EVENT, onChange);
  return () => {
    globalThis.removeEventListener('storage', onStorage);
    globalThis.removeEventListener(SESSION_START_EVENT, onChange);
  };
}

/** The saved session start (ms since the epoch), or null when none is saved. */
export function readSessionStart(storage: Storage | undefined = globalThis.localStorage): number | null {
  try {
    const raw = storage?.getItem(SESSION_START_STORAGE_KEY);
    if (!raw) return null;
    const value = Number(raw);
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // storage unavailable (e.g. blocked): behave as if nothing was saved
  }
}

export function saveSessionStart(at: number = Date.now(), storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SESSION_START_STORAGE_KEY, String(at));
  } catch {
    // storage unavailable: the session clock then starts again on the next page load
  }
  notifySessionStartChanged();
}

export function clearSessionStart(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(SESSION_START_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was saved
  }
  notifySessionStartChanged();
}
