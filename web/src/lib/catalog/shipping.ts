import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingSettings } from '@ssb/contract';
import { api, routePath } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

/** GET /api/settings/shipping → `{ shipping }`: the fee for a box shipped home, in dollars (public). */
async function getShippingSettings(): Promise<ShippingSettings> {
  return (await api.get(routePath('GET /settings/shipping'))).shipping;
}

/** The shipping settings, shared by the shop (which tells the fee) and the administrator's Settings tab (which sets it). */
export const useShippingSettings = () => useQuery(queryOptions({ queryKey: queryKeys.shippingSettings(), queryFn: getShippingSettings }));
