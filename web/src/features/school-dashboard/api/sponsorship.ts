import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Sponsorship, SponsoredOrderRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';

/** GET /api/schools/{id}/sponsorship → `{ sponsorship }`: the school's pool (balance, given, used, boxes) in dollars. */
async function getSponsorship(schoolId: string): Promise<Sponsorship> {
  const { sponsorship } = await api.get(routePath('GET /schools/{id}/sponsorship', { id: schoolId }));
  return sponsorship;
}

const sponsorshipQueryKey = (schoolId: string) => ['school-dashboard', 'sponsorship', schoolId] as const;

export const useSponsorship = (schoolId: string) => useQuery({ queryKey: sponsorshipQueryKey(schoolId), queryFn: () => getSponsorship(schoolId) });

/**
 * POST /api/schools/{id}/sponsored-orders → `{ order }`: a box given from the pool. Each
 * submission has its key, so a double click or a retried request gives one box; the pool and the
 * school's orders are read again after it.
 */
export function useGiveSponsoredBox(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SponsoredOrderRequest; idempotencyKey: string }) =>
      api.post(routePath('POST /schools/{id}/sponsored-orders', { id: schoolId }), body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sponsorshipQueryKey(schoolId) });
      void queryClient.invalidateQueries({ queryKey: ['school-dashboard', 'orders', schoolId] });
    },
  });
}
