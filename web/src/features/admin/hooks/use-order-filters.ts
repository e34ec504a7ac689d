import { useDebouncedCallback } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orderStatuses, type OrderStatus } from '@ssb/contract';
import type { OrdersPageFilters } from '@/lib/staff/orders-pages';

/** How long All Orders waits after the last keystroke before it searches. */
const SEARCH_DEBOUNCE_MS = 400;

/** The most pages an address reloads at once: a link cannot make the table read thousands of orders. */
const MAX_PAGES = 40;

/** All Orders' filters and pages as the address holds them (`/admin?tab=orders&…`), so a reload or a shared link shows the same orders. */
export interface OrdersTabAddress {
  status?: OrderStatus;
  school?: string;
  q?: string;
  /** Orders placed since the viewer's midnight. */
  since?: 'today';
  /** How many pages "Load more" had loaded. */
  pages?: number;
}

/** The address of All Orders with these filters (the Overview's tiles lead there). */
export function ordersTabLink(address: OrdersTabAddress = {}): string {
  const params = new URLSearchParams({ tab: 'orders' });
  for (const [name, value] of Object.entries(address)) if (value) params.set(name, String(value));
  return `?${params}`;
}

const isStatus = (value: string | null): value is OrderStatus => orderStatuses.includes(value as OrderStatus);

function startOfToday(): string {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

/** All Orders' filters as typed, kept in the address, and the query they make (the search once typing pauses). */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as OrderStatus) : '';
  const schoolId = params.get('school') ?? '';
  const since = params.get('since') === 'today' ? 'today' : '';
  const pages = Math.min(MAX_PAGES, Math.max(1, Number.parseInt(params.get('pages') ?? '1', 10) || 1));
  const searched = params.get('q') ?? '';
  const [search, setTyped] = useState(searched);

  /** Changes the address in place (no history entry per keystroke); a new filter starts again from the first page. */
  const update = (changes: Partial<Record<'status' | 'school' | 'q' | 'since' | 'pages', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('pages' in changes)) next.delete('pages');
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  // A pause in typing searches: the address takes the search then (after All Orders was left, the
  // screens' hand-over drops it).
  const searchSoon = useDebouncedCallback((value: string) => update({ q: value.trim() }), SEARCH_DEBOUNCE_MS);
  const setSearch = (value: string) => {
    setTyped(value);
    searchSoon(value);
  };

  const sinceInstant = useMemo(() => (since ? startOfToday() : undefined), [since]);
  const query: OrdersPageFilters = { status: status || undefined, schoolId: schoolId || undefined, search: searched || undefined, since: sinceInstant };
  return {
    status,
    setStatus: (value: OrderStatus | '') => update({ status: value }),
    schoolId,
    setSchoolId: (value: string) => update({ school: value }),
    since,
    setSince: (value: 'today' | '') => update({ since: value }),
    search,
    setSearch,
    pages,
    setPages: (value: number) => update({ pages: value > 1 ? String(value) : '' }),
    query,
  };
}

export type OrderFilters = ReturnType<typeof useOrderFilters>;
