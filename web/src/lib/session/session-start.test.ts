import { describe, expect, it, vi } from 'vitest';
import { clearSessionStart, readSessionStart, saveSessionStart, SESSION_START_STORAGE_KEY, subscribeSessionStart } from './session-start';

describe('the saved session start (docs/product.md §4 Session)', () => {
  it('is saved, read back, cleared, and announced to listeners', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeSessionStart(onChange);

    saveSessionStart(1_700_000_000_000);
    expect(readSessionStart()).toBe(1_700_000_000_000);
    expect(localStorage.getItem(SESSION_START_STORAGE_KEY)).toBe('1700000000000');
    clearSessionStart();
    expect(readSessionStart()).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(2);

    unsubscribe();
    saveSessionStart(1);
    expect(onChange).toHaveBeenCalledTimes(2);
    clearSessionStart();
  });

  it('hears about a change made in another tab', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeSessionStart(onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_START_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(onChange).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('ignores an unreadable value', () => {
    localStorage.setItem(SESSION_START_STORAGE_KEY, 'yesterday');
    expect(readSessionStart()).toBeNull();
    clearSessionStart();
  });
});
