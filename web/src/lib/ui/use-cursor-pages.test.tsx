import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCursorPages, type CursorPage } from './use-cursor-pages';

/** A server list of `total` numbers, paged `size` at a time behind opaque cursors. */
function pagedServer(total: number, size: number) {
  const all = Array.from({ length: total }, (_, i) => i + 1);
  return vi.fn(async (cursor?: string): Promise<CursorPage<number>> => {
    const start = cursor ? Number(atob(cursor)) : 0;
    const end = Math.min(start + size, total);
    return { items: all.slice(start, end), nextCursor: end < total ? btoa(String(end)) : null };
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useCursorPages', () => {
  it('has no items until the first page arrives, then offers more while the server has a cursor', async () => {
    const fetchPage = pagedServer(5, 2);
    const { result } = renderHook(() => useCursorPages(['numbers'], fetchPage), { wrapper });
    expect(result.current.items).toBeUndefined();

    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    expect(fetchPage).toHaveBeenCalledWith(undefined);
    expect(result.current.pagination.hasMore).toBe(true);
  });

  it('appends each next page, passing its cursor, and stops at the last; every item once', async () => {
    const fetchPage = pagedServer(5, 2);
    const { result } = renderHook(() => useCursorPages(['numbers'], fetchPage), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));

    act(() => result.current.pagination.onLoadMore());
    await waitFor(() => expect(result.current.items).toEqual([1, 2, 3, 4]));
    expect(fetchPage).toHaveBeenLastCalledWith(btoa('2'));

    act(() => result.current.pagination.onLoadMore());
    await waitFor(() => expect(result.current.items).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.pagination.hasMore).toBe(false);
    expect(result.current.pagination.loadingMore).toBe(false);
  });

  it('with a refetch interval, reads the loaded pages again, so new items appear; without one, never', async () => {
    let total = 2;
    const fetchPage = vi.fn(async (): Promise<CursorPage<number>> => ({ items: Array.from({ length: total }, (_, i) => total - i), nextCursor: null }));
    const { result } = renderHook(() => useCursorPages(['newest'], fetchPage, { refetchInterval: 30 }), { wrapper });
    await waitFor(() => expect(result.current.items).toEqual([2, 1]));
    total = 3;
    await waitFor(() => expect(result.current.items).toEqual([3, 2, 1]));

    const once = pagedServer(2, 5);
    renderHook(() => useCursorPages(['still'], once), { wrapper });
    await waitFor(() => expect(once).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 100));
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('waits while not enabled', () => {
    const fetchPage = pagedServer(5, 2);
    renderHook(() => useCursorPages(['numbers'], fetchPage, { enabled: false }), { wrapper });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('reports a failed page', async () => {
    const fetchPage = vi.fn(async (): Promise<CursorPage<number>> => {
      throw new Error('HTTP 503');
    });
    const { result } = renderHook(() => useCursorPages(['numbers'], fetchPage), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('HTTP 503');
  });
});
