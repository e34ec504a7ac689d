import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings, ShippingSettingsRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/settings/shipping → `{ shipping }`: the fee for a box shipped home, in dollars. */
async function getShippingSettings(): Promise<ShippingSettings> {
  return (await api.get(routePath('GET /settings/shipping'))).shipping;
}

/** PUT /api/settings/shipping → `{ shipping }`: the settings as now saved. */
async function saveShippingSettings(body: ShippingSettingsRequest): Promise<ShippingSettings> {
  return (await api.put(routePath('PUT /settings/shipping'), body)).shipping;
}

export const useShippingSettings = () => useQuery(queryOptions({ queryKey: queryKeys.shippingSettings(), queryFn: getShippingSettings }));

export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveShippingSettings, onSuccess: (saved) => queryClient.setQueryData(queryKeys.shippingSettings(), saved) });
}
