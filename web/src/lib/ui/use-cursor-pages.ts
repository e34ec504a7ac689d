import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

/** One page of a list the server pages with an opaque cursor; `nextCursor` is null on the last. */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: string | null;
  /** How many items the whole list holds, when the server says (with the first page). */
  total?: number;
}

/** Fetches the page that starts at `cursor` (the first page without one). */
export type FetchCursorPage<Item> = (cursor?: string) => Promise<CursorPage<Item>>;

export interface CursorPagesOptions {
  enabled?: boolean;
  /**
   * Refetch the pages loaded so far every so many ms while the list is shown (and the browser
   * tab visible), so new rows appear without a reload; false (the default) never.
   */
  refetchInterval?: number | false;
  /** Load at least this many pages: a reload of a list its reader had paged through (the count kept in the address). */
  minPages?: number;
}

/**
 * A list read page by page from a cursor-paged endpoint (GET /orders and the lists to come),
 * ready for the data table: the items of every page loaded so far, and "Load more". Put what
 * the server filters and sorts by in `queryKey`: a new sort starts again from the first page.
 */
export function useCursorPages<Item>(
  queryKey: QueryKey,
  fetchPage: FetchCursorPage<Item>,
  { enabled = true, refetchInterval = false, minPages = 1 }: CursorPagesOptions = {},
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    refetchInterval,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  const pageCount = data?.pages.length ?? 0;
  useEffect(() => {
    if (pageCount > 0 && pageCount < minPages && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [pageCount, minPages, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  const total = data?.pages[0]?.total;
  // The data table's `pagination` prop.
  const pagination = useMemo(
    () => ({ hasMore: hasNextPage, loadingMore: isFetchingNextPage, onLoadMore: () => void fetchNextPage(), total }),
    [hasNextPage, isFetchingNextPage, fetchNextPage, total],
  );

  /** `items` is undefined until the first page arrives (the table then shows its loading state). */
  return { items, pagination, pageCount, isPending: query.isPending, isError: query.isError, error: query.error, refetch: query.refetch };
}
