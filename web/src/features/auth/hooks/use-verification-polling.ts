import { useEffect, useRef } from 'react';
import { VERIFICATION_POLL_INTERVAL_MS } from '../verification-rules';

/**
 * docs/product.md §4: while `enabled`, calls `check` every 3 seconds (never two at once) until it
 * answers true. A failed check (e.g. offline) is simply tried again on the next tick.
 */
export function useVerificationPolling(enabled: boolean, check: () => Promise<boolean>) {
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  }, [check]);

  useEffect(() => {
    if (!enabled) return;
    let busy = false;
    let done = false;
    const poll = async () => {
      if (busy || done) return;
      busy = true;
      try {
        done = await checkRef.current();
      } catch {
        // try again on the next tick
      } finally {
        busy = false;
      }
      if (done) clearInterval(interval);
    };
    const interval = setInterval(() => void poll(), VERIFICATION_POLL_INTERVAL_MS);
    return () => {
      done = true;
      clearInterval(interval);
    };
  }, [enabled]);
}
