import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Supplier, SupplierRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/suppliers → `{ suppliers }`: every supplier by name (administrators only). */
async function getSuppliers(): Promise<Supplier[]> {
  return (await api.get(routePath('GET /suppliers'))).suppliers;
}

export const useSuppliers = () => useQuery(queryOptions({ queryKey: queryKeys.suppliers(), queryFn: getSuppliers }));

/** POST /api/suppliers → 201 `{ supplier }`; the list and the product dialog's picker are read again, so both show it. */
async function createSupplier(body: SupplierRequest): Promise<Supplier> {
  return (await api.post(routePath('POST /suppliers'), body)).supplier;
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSupplier, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.suppliers() }) });
}
