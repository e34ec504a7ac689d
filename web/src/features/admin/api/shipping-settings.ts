import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings, ShippingSettingsRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/settings/shipping → `{ shipping }`: the settings as now saved. */
async function saveShippingSettings(body: ShippingSettingsRequest): Promise<ShippingSettings> {
  return (await api.put(routePath('PUT /settings/shipping'), body)).shipping;
}

export { useShippingSettings } from '@/lib/catalog/shipping';

export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveShippingSettings, onSuccess: (saved) => queryClient.setQueryData(queryKeys.shippingSettings(), saved) });
}
