/**
 * docs/product.md §4 Session and §9: the rules of the one-hour session as plain functions of the start
 * time and "now" (ms since the epoch), so they are tested with fixed times. The timers that
 * apply them live in `useSessionExpiry`.
 */
export const SESSION_LENGTH_MS = 60 * 60_000;
/** How often the session is checked for expiry (a timer also fires at the exact expiry). */
export const EXPIRY_CHECK_INTERVAL_MS = 5 * 60_000;
/** 'About to expire' is true in the final 10 minutes. */
export const WARNING_WINDOW_MS = 10 * 60_000;
/** How often the warning popup checks. */
export const WARNING_CHECK_INTERVAL_MS = 60_000;

export const sessionExpiresAt = (startedAt: number): number => startedAt + SESSION_LENGTH_MS;

export const msUntilExpiry = (startedAt: number, now: number): number => sessionExpiresAt(startedAt) - now;

export const isSessionExpired = (startedAt: number, now: number): boolean => msUntilExpiry(startedAt, now) <= 0;

export function isAboutToExpire(startedAt: number, now: number): boolean {
  const left = msUntilExpiry(startedAt, now);
  return left > 0 && left <= WARNING_WINDOW_MS;
}

/** Whole minutes left, rounded down (docs/product.md §2 Session warning popup); never negative. */
export const minutesLeft = (startedAt: number, now: number): number => Math.max(0, Math.floor(msUntilExpiry(startedAt, now) / 60_000));

/** What the session looks like at `now`. */
export type SessionPhase = { phase: 'active' } | { phase: 'expiring'; minutesLeft: number } | { phase: 'expired' };

export function sessionPhase(startedAt: number, now: number): SessionPhase {
  if (isSessionExpired(startedAt, now)) return { phase: 'expired' };
  if (isAboutToExpire(startedAt, now)) return { phase: 'expiring', minutesLeft: minutesLeft(startedAt, now) };
  return { phase: 'active' };
}
