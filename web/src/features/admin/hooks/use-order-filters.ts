import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { OrderStatus } from '@ssb/contract';
import type { OrdersPageFilters } from '@/lib/orders-pages';

/** How long All Orders waits after the last keystroke before it searches. */
const SEARCH_DEBOUNCE_MS = 400;

/** All Orders' filters as typed, and the query they make (the search once typing pauses). */
export function useOrderFilters() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [schoolId, setSchoolId] = useState('');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query: OrdersPageFilters = { status: status || undefined, schoolId: schoolId || undefined, search: debouncedSearch || undefined };
  return { status, setStatus, schoolId, setSchoolId, search, setSearch, query };
}

export type OrderFilters = ReturnType<typeof useOrderFilters>;
