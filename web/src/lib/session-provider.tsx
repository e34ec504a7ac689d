import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ERROR_TEXTS, ErrorBoundary, ErrorFallback } from '@/components/ui/error-fallback';
import { SessionContext, type Session } from './session';

/** What screens see until Firebase Auth has restored or ruled out a signed-in user. */
export const LOADING_SESSION: Session = {
  status: 'loading',
  signedOutByUser: false,
  user: null,
  profileStatus: 'none',
  profile: null,
  role: null,
  retryProfile: () => {},
  signOut: async () => {},
};

/** Resolves after the browser has painted the frame being rendered now (a frame, then a task). */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

const FirebaseSession = lazy(() =>
  afterNextPaint()
    .then(() => import('./auth'))
    .then((m) => ({ default: m.FirebaseSession })),
);

/**
 * Render first, then learn the user: the screens render at once with a `loading` session
 * (public ones in full, guarded ones behind their loader), and Firebase Auth, about a quarter
 * of the app's JavaScript, is fetched only after that first paint. It then reports the session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(LOADING_SESSION);

  return (
    <SessionContext value={session}>
      <ErrorBoundary fallback={(reset) => <ErrorFallback message={ERROR_TEXTS.startFailed} onRetry={reset} />}>
        <Suspense fallback={null}>
          <FirebaseSession onSession={setSession} />
        </Suspense>
      </ErrorBoundary>
      {children}
    </SessionContext>
  );
}
