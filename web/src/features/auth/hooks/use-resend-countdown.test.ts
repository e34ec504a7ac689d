import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResendCountdown } from './use-resend-countdown';

const start = Date.UTC(2025, 7, 1, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: start });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useResendCountdown', () => {
  it('ticks down once a second and stops at 0', () => {
    const { result } = renderHook(() => useResendCountdown(start));
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from 60 when a new e-mail is sent', () => {
    const { result, rerender } = renderHook(({ sentAt }) => useResendCountdown(sentAt), {
      initialProps: { sentAt: null as number | null },
    });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    rerender({ sentAt: Date.now() });
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current).toBe(45);
  });
});
