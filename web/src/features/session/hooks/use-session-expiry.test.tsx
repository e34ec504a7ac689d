import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionStart, readSessionStart, saveSessionStart } from '@/lib/session/session-start';
import { useSessionExpiry, type SessionExpiryOptions } from './use-session-expiry';

const start = Date.UTC(2025, 7, 1, 9, 0, 0);
const minutes = (n: number) => n * 60_000;

function renderExpiry(options: Partial<SessionExpiryOptions> = {}) {
  const onExpire = vi.fn(async () => {
    clearSessionStart(); // as signOut does
  });
  const refreshToken = vi.fn(async () => 'new-token');
  const hook = renderHook((props: SessionExpiryOptions) => useSessionExpiry(props), {
    initialProps: { signedIn: true, onExpire, refreshToken, ...options },
  });
  return { ...hook, onExpire, refreshToken };
}

/** Moves the fake clock on, running the timers that fall due. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: start });
  clearSessionStart();
});

afterEach(() => {
  cleanup(); // unmount first: a mounted, signed-in hook would save a new start
  clearSessionStart();
  vi.useRealTimers();
});

describe('useSessionExpiry (docs/product.md §4 Session, §9)', () => {
  it('shows no warning during the first 50 minutes', () => {
    saveSessionStart(start);
    const { result } = renderExpiry();
    advance(minutes(49));
    expect(result.current.minutesLeft).toBeNull();
  });

  it('warns in the final 10 minutes, updating the minutes left every 60 seconds', () => {
    saveSessionStart(start);
    const { result } = renderExpiry();

    advance(minutes(51));
    expect(result.current.minutesLeft).toBe(9);
    advance(minutes(1));
    expect(result.current.minutesLeft).toBe(8);
    advance(30_000); // the popup only checks once a minute
    expect(result.current.minutesLeft).toBe(8);
  });

  it('warns at once when a restored session is already in its last 10 minutes', () => {
    saveSessionStart(start - minutes(55));
    const { result } = renderExpiry();
    expect(result.current.minutesLeft).toBe(5);
  });

  it('reads the clock again when its timers start, not only when it first rendered', () => {
    saveSessionStart(start);
    const { result, rerender, onExpire, refreshToken } = renderExpiry({ signedIn: false });
    // The clock moves on between the first render and the sign-in that starts the timers
    // (a lazily loaded watch, a test clock fast-forwarded): the warning must not wait a minute.
    vi.setSystemTime(start + minutes(55));
    rerender({ signedIn: true, onExpire, refreshToken });
    advance(0);
    expect(result.current.minutesLeft).toBe(5);
  });

  it('signs the user out once, exactly when the hour is up', () => {
    saveSessionStart(start);
    const { onExpire } = renderExpiry();

    advance(minutes(60) - 1);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledOnce();
    advance(minutes(10));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('signs out a restored session whose hour has passed', () => {
    saveSessionStart(start - minutes(90));
    const { onExpire } = renderExpiry();
    advance(0);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('still signs out on the 5-minute check when the exact timer was missed (e.g. a sleeping laptop)', () => {
    saveSessionStart(start);
    const { onExpire } = renderExpiry();
    // The clock jumps an hour while the timers stand still (fake timers then move every
    // timer by the same amount, so the one at the exact expiry is an hour late too).
    vi.setSystemTime(start + minutes(61));
    advance(minutes(5) - 1);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('starts the clock now for a signed-in session with no saved start', () => {
    renderExpiry();
    expect(readSessionStart()).toBe(start);
  });

  it('extends the session: refreshes the token and starts a new hour', async () => {
    saveSessionStart(start);
    const { result, refreshToken, onExpire } = renderExpiry();
    advance(minutes(55));
    expect(result.current.minutesLeft).toBe(5);

    await act(() => result.current.extend());

    expect(refreshToken).toHaveBeenCalledOnce();
    expect(readSessionStart()).toBe(start + minutes(55));
    expect(result.current.minutesLeft).toBeNull();
    advance(minutes(10));
    expect(onExpire).not.toHaveBeenCalled();
    advance(minutes(41));
    expect(result.current.minutesLeft).toBe(9);
    advance(minutes(10));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('signs out when the token cannot be refreshed', async () => {
    saveSessionStart(start);
    const { result, onExpire } = renderExpiry({ refreshToken: vi.fn(async () => Promise.reject(new Error('offline'))) });
    advance(minutes(55));

    await act(() => result.current.extend());

    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('runs no timers while signed out', () => {
    saveSessionStart(start - minutes(90));
    const { result, onExpire } = renderExpiry({ signedIn: false });
    advance(minutes(120));
    expect(onExpire).not.toHaveBeenCalled();
    expect(result.current.minutesLeft).toBeNull();
  });

  it('follows a session extended in another tab', () => {
    saveSessionStart(start);
    const { result, onExpire } = renderExpiry();
    advance(minutes(55));
    expect(result.current.minutesLeft).toBe(5);

    act(() => saveSessionStart(start + minutes(55)));
    advance(minutes(1));
    expect(result.current.minutesLeft).toBeNull();
    advance(minutes(10));
    expect(onExpire).not.toHaveBeenCalled();
  });
});
