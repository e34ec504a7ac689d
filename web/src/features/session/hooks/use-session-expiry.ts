import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readSessionStart, saveSessionStart, subscribeSessionStart } from '@/lib/session/session-start';
import { EXPIRY_CHECK_INTERVAL_MS, isSessionExpired, msUntilExpiry, sessionPhase, WARNING_CHECK_INTERVAL_MS } from '../session-rules';

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

const readStart = () => readSessionStart();

export interface SessionExpiryOptions {
  signedIn: boolean;
  /** Ends the session: called when it runs out, or when extending it fails. */
  onExpire: () => Promise<void> | void;
  /** Refreshes the ID token (`getIdToken(true)`); rejects when that is not possible. */
  refreshToken: () => Promise<unknown>;
}

export interface SessionExpiry {
  /** Whole minutes left while the session is about to expire, else null (no warning). */
  minutesLeft: number | null;
  extending: boolean;
  /** Refreshes the token and starts a new hour; a failed refresh ends the session. */
  extend: () => Promise<void>;
}

/**
 * docs/product.md §4 Session, §9: every timer of the one-hour session in one place. The start time is
 * the one saved at sign-in (shared by all tabs); a signed-in session without one (restored
 * from before) starts now. Expiry is checked every 5 minutes and by a timer at the exact
 * expiry; the warning is re-checked every 60 seconds.
 */
export function useSessionExpiry({ signedIn, onExpire, refreshToken }: SessionExpiryOptions): SessionExpiry {
  const savedStart = useSyncExternalStore(subscribeSessionStart, readStart, readStart);
  const startedAt = signedIn ? savedStart : null;
  const [now, setNow] = useState(Date.now);
  const [extending, setExtending] = useState(false);

  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  // A signed-in session with no saved start (signed in before this app version) starts now.
  useEffect(() => {
    if (signedIn && savedStart === null) saveSessionStart(Date.now());
  }, [signedIn, savedStart]);

  // Expiry: a check every 5 minutes, and a timer at the exact expiry.
  useEffect(() => {
    if (startedAt === null) return;
    let ended = false;
    const check = () => {
      if (ended || !isSessionExpired(startedAt, Date.now())) return;
      ended = true;
      void onExpireRef.current();
    };
    const interval = setInterval(check, EXPIRY_CHECK_INTERVAL_MS);
    const atExpiry = setTimeout(check, Math.min(MAX_TIMEOUT_MS, Math.max(0, msUntilExpiry(startedAt, Date.now()))));
    return () => {
      clearInterval(interval);
      clearTimeout(atExpiry);
    };
  }, [startedAt]);

  // The warning popup checks every 60 seconds, and once as its timer starts: the clock may
  // have moved on between the render that read it and this effect (a lazy mount, a start
  // saved just after sign-in), and a stale reading would hide the warning for a minute.
  useEffect(() => {
    if (startedAt === null) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const interval = setInterval(tick, WARNING_CHECK_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [startedAt]);

  const extend = useCallback(async () => {
    setExtending(true);
    try {
      await refreshToken();
      const restartedAt = Date.now();
      saveSessionStart(restartedAt);
      setNow(restartedAt);
    } catch {
      await onExpireRef.current();
    } finally {
      setExtending(false);
    }
  }, [refreshToken]);

  const phase = startedAt === null ? null : sessionPhase(startedAt, now);
  return { minutesLeft: phase?.phase === 'expiring' ? phase.minutesLeft : null, extending, extend };
}
