import { notify } from '@/lib/ui/notify';
import { useCallback } from 'react';
import { useSession, useSignOut } from '@/lib/session/session';
import { refreshIdToken } from '../api/refresh-id-token';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { SESSION_TEXTS } from '../texts';
import { SessionWarningModal } from './session-warning-modal';

/**
 * Watches the signed-in session (docs/product.md §4 Session): warns in its last 10 minutes and signs
 * the user out when it ends. Rendered once, inside the router, on every screen, while
 * someone is signed in (the router loads it only then).
 */
export function SessionExpiryWatch() {
  const { status, signOut } = useSession();
  const signOutNow = useSignOut();

  const expire = useCallback(async () => {
    await signOut('expired');
    notify({ id: 'session-expired', color: 'yellow', message: SESSION_TEXTS.expired });
  }, [signOut]);

  const { minutesLeft, extending, extend } = useSessionExpiry({
    signedIn: status === 'signed-in',
    onExpire: expire,
    refreshToken: refreshIdToken,
  });

  return <SessionWarningModal minutesLeft={minutesLeft} extending={extending} onExtend={() => void extend()} onLogout={() => void signOutNow()} />;
}
