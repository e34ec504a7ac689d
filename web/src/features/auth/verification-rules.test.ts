import { describe, expect, it } from 'vitest';
import { lastSentAt, RESEND_COOLDOWN_SECONDS, resendSecondsLeft, VERIFICATION_POLL_INTERVAL_MS } from './verification-rules';

const sent = Date.UTC(2025, 7, 1, 9, 0, 0);

describe('the verification e-mail countdown (docs/product.md §9)', () => {
  it('waits 60 seconds between e-mails and polls every 3 seconds', () => {
    expect(RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(VERIFICATION_POLL_INTERVAL_MS).toBe(3000);
  });

  it('counts down from 60 to 0, rounding up', () => {
    expect(resendSecondsLeft(sent, sent)).toBe(60);
    expect(resendSecondsLeft(sent, sent + 1)).toBe(60);
    expect(resendSecondsLeft(sent, sent + 1000)).toBe(59);
    expect(resendSecondsLeft(sent, sent + 59_001)).toBe(1);
    expect(resendSecondsLeft(sent, sent + 60_000)).toBe(0);
    expect(resendSecondsLeft(sent, sent + 3_600_000)).toBe(0);
  });

  it('allows sending at once when nothing was sent', () => {
    expect(resendSecondsLeft(null, sent)).toBe(0);
  });

  it('never shows more than 60 seconds, even when the send time is ahead of this clock', () => {
    expect(resendSecondsLeft(sent + 5_000, sent)).toBe(60);
  });
});

describe('lastSentAt', () => {
  it('picks the latest known send time from numbers and ISO strings', () => {
    expect(lastSentAt(sent, '2025-08-01T09:00:30.000Z', null, undefined)).toBe(sent + 30_000);
    expect(lastSentAt(sent + 90_000, '2025-08-01T09:00:30.000Z')).toBe(sent + 90_000);
  });

  it('answers null when none is known or readable', () => {
    expect(lastSentAt(null, undefined, '', 'not a date')).toBeNull();
  });
});
