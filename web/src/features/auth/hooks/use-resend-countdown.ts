import { useEffect, useState } from 'react';
import { resendSecondsLeft } from '../verification-rules';

/**
 * Seconds until the verification e-mail may be sent again (docs/product.md §9: 60 s, shown as a
 * countdown), given when the last one went out. Ticks once a second while counting.
 */
export function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(Date.now);
  const secondsLeft = resendSecondsLeft(sentAt, now);
  const counting = secondsLeft > 0;

  useEffect(() => {
    if (!counting) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [counting, sentAt]);

  return secondsLeft;
}
