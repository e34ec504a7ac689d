/** docs/product.md §9: the verification e-mail can be sent again 60 seconds after the last one. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** docs/product.md §9: the verification screen checks every 3 seconds. */
export const VERIFICATION_POLL_INTERVAL_MS = 3000;

/** Whole seconds until the e-mail may be sent again (rounded up, so it never shows 0 too early). */
export function resendSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  const left = sentAt + RESEND_COOLDOWN_SECONDS * 1000 - now;
  return left > 0 ? Math.min(RESEND_COOLDOWN_SECONDS, Math.ceil(left / 1000)) : 0;
}

/** The latest of the known send times (ms), ignoring unknown and unreadable ones. */
export function lastSentAt(...times: (string | number | null | undefined)[]): number | null {
  let latest: number | null = null;
  for (const time of times) {
    if (time === null || time === undefined || time === '') continue;
    const ms = typeof time === 'number' ? time : Date.parse(time);
    if (Number.isFinite(ms) && (latest === null || ms > latest)) latest = ms;
  }
  return latest;
}
