import type { OrdersPageFilters } from '@/lib/orders-pages';

/** The admin dashboard's server data in the query cache: one key per list, so a save refreshes exactly what it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'order-stats'] as const,
  orders: (filters?: OrdersPageFilters) => (filters ? ([...adminKeys.all, 'orders', filters] as const) : ([...adminKeys.all, 'orders'] as const)),
  schools: () => [...adminKeys.all, 'schools'] as const,
  representatives: (schoolId: string) => [...adminKeys.all, 'representatives', schoolId] as const,
  supplyLists: (schoolId?: string) => (schoolId === undefined ? ([...adminKeys.all, 'supply-lists'] as const) : ([...adminKeys.all, 'supply-lists', schoolId] as const)),
  products: () => [...adminKeys.all, 'products'] as const,
};
