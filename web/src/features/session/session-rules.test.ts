import { describe, expect, it } from 'vitest';
import {
  EXPIRY_CHECK_INTERVAL_MS,
  isAboutToExpire,
  isSessionExpired,
  minutesLeft,
  SESSION_LENGTH_MS,
  sessionExpiresAt,
  sessionPhase,
  WARNING_CHECK_INTERVAL_MS,
  WARNING_WINDOW_MS,
} from './session-rules';

const start = Date.UTC(2025, 7, 1, 9, 0, 0);
const at = (minutes: number, seconds = 0) => start + minutes * 60_000 + seconds * 1000;

describe('session rules (docs/product.md §4, §9)', () => {
  it('uses the spec constants: 1 hour, checks every 5 minutes, warns in the last 10, popup every 60 s', () => {
    expect(SESSION_LENGTH_MS).toBe(3_600_000);
    expect(EXPIRY_CHECK_INTERVAL_MS).toBe(300_000);
    expect(WARNING_WINDOW_MS).toBe(600_000);
    expect(WARNING_CHECK_INTERVAL_MS).toBe(60_000);
  });

  it('ends the session exactly one hour after it started', () => {
    expect(sessionExpiresAt(start)).toBe(at(60));
    expect(isSessionExpired(start, at(59, 59))).toBe(false);
    expect(isSessionExpired(start, at(60))).toBe(true);
    expect(isSessionExpired(start, at(125))).toBe(true);
  });

  it('is about to expire only in the final 10 minutes', () => {
    expect(isAboutToExpire(start, at(0))).toBe(false);
    expect(isAboutToExpire(start, at(49, 59))).toBe(false);
    expect(isAboutToExpire(start, at(50))).toBe(true);
    expect(isAboutToExpire(start, at(59, 59))).toBe(true);
    expect(isAboutToExpire(start, at(60))).toBe(false);
  });

  it('rounds the minutes left down and never goes below zero', () => {
    expect(minutesLeft(start, at(50))).toBe(10);
    expect(minutesLeft(start, at(50, 1))).toBe(9);
    expect(minutesLeft(start, at(51))).toBe(9);
    expect(minutesLeft(start, at(58, 30))).toBe(1);
    expect(minutesLeft(start, at(59, 1))).toBe(0);
    expect(minutesLeft(start, at(61))).toBe(0);
  });

  it('names the phase: active, expiring with the minutes left, expired', () => {
    expect(sessionPhase(start, at(10))).toEqual({ phase: 'active' });
    expect(sessionPhase(start, at(51))).toEqual({ phase: 'expiring', minutesLeft: 9 });
    expect(sessionPhase(start, at(60))).toEqual({ phase: 'expired' });
  });

  it('treats a start in the future (another clock) as a fresh session', () => {
    expect(sessionPhase(start, at(-5))).toEqual({ phase: 'active' });
  });
});
