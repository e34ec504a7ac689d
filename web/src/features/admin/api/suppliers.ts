import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Supplier } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/suppliers → `{ suppliers }`: every supplier by name (administrators only). */
async function getSuppliers(): Promise<Supplier[]> {
  return (await api.get(routePath('GET /suppliers'))).suppliers;
}

export const useSuppliers = () => useQuery(queryOptions({ queryKey: queryKeys.suppliers(), queryFn: getSuppliers }));
