import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary, ErrorFallback } from '@/components/ui/error-fallback';
import { UI_TEXTS } from '@/components/ui/texts';
import { SessionContext, type Session } from './session';
import { GUEST_VIEW_ATTRIBUTE, probablySignedIn } from './session-start';

/** What screens see until Firebase Auth has restored or ruled out a signed-in user. */
export const LOADING_SESSION: Session = {
  status: 'loading',
  signedOutByUser: false,
  sessionEnded: false,
  user: null,
  profileStatus: 'none',
  profile: null,
  role: null,
  retryProfile: () => {},
  signOut: async () => {},
};

/** Resolves after the browser has painted the frame being rendered now (a frame, then a task). */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

const prerendered = typeof document === 'undefined' ? null : document.querySelector('[data-prerendered]');
/**
 * A prerendered page (/, /shop, sign-in, sign-up, My Orders for a guest; web/scripts/prerender.mjs) shows its
 * screen without knowing the user, so Firebase waits until that screen is painted; elsewhere
 * (a guarded screen, My Orders for someone probably signed in) what the screen shows depends
 * on the user, so Firebase starts at once, alongside the route's own chunk.
 */
const screenNeedsNoUser = prerendered !== null && !(probablySignedIn() && prerendered.querySelector(`[${GUEST_VIEW_ATTRIBUTE}]`) !== null);

/**
 * Where the screen depends on the user, starts Firebase before the first render, which waits
 * for the route's chunk (main.tsx calls it). A failure shows where FirebaseSession, which
 * asks again, reports it.
 */
export function startFirebaseUnlessPrerendered(): void {
  if (!screenNeedsNoUser) void import('./firebase').then(({ loadFirebase }) => loadFirebase()).catch(() => {});
}

const FirebaseSession = lazy(async () => {
  if (screenNeedsNoUser) await afterNextPaint();
  const { FirebaseSession } = await import('./auth');
  return { default: FirebaseSession };
});

/**
 * Render first, then learn the user: the screens render at once with a `loading` session
 * (public ones in full, guarded ones behind their loader), and Firebase Auth, about a quarter
 * of the app's JavaScript, is not part of the first download. It then reports the session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(LOADING_SESSION);

  return (
    <SessionContext value={session}>
      <ErrorBoundary fallback={(reset) => <ErrorFallback message={UI_TEXTS.error.startFailed} onRetry={reset} />}>
        <Suspense fallback={null}>
          <FirebaseSession onSession={setSession} />
        </Suspense>
      </ErrorBoundary>
      {children}
    </SessionContext>
  );
}
