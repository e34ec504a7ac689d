import { useQuery } from '@tanstack/react-query';
import type { HandedOverBox } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';

/** GET /api/schools/{id}/handed-over → `{ handedOver }`: the boxes the school handed out today (its day), latest first. */
async function getHandedOver(schoolId: string): Promise<HandedOverBox[]> {
  const { handedOver } = await api.get(routePath('GET /schools/{id}/handed-over', { id: schoolId }));
  return handedOver;
}

export const handedOverQueryKey = (schoolId: string) => ['school-dashboard', 'handed-over', schoolId] as const;

export const useHandedOver = (schoolId: string) => useQuery({ queryKey: handedOverQueryKey(schoolId), queryFn: () => getHandedOver(schoolId) });
