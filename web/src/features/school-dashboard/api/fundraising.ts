import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FundraisingSummary, LedgerEntry, PayoutRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { downloadFile } from '@/lib/staff/download';
import { useCursorPages, type CursorPage } from '@/lib/ui/use-cursor-pages';

/** Entries on a page of the Fundraising tab's ledger. */
const LEDGER_PAGE = 50;

const fundraisingKey = (schoolId: string) => ['school-dashboard', 'fundraising', schoolId] as const;

/** GET /api/schools/{id}/fundraising?month= → `{ fundraising }`: the season's figures and the month's statement. */
export function useFundraising(schoolId: string, month: string) {
  return useQuery({
    queryKey: [...fundraisingKey(schoolId), 'summary', month],
    queryFn: async (): Promise<FundraisingSummary> => (await api.get(routePath('GET /schools/{id}/fundraising', { id: schoolId }, { month }))).fundraising,
  });
}

/** GET /api/schools/{id}/ledger → a page of the school's entries, newest first. */
async function getLedgerPage(schoolId: string, cursor?: string): Promise<CursorPage<LedgerEntry>> {
  const { ledger, nextCursor } = await api.get(routePath('GET /schools/{id}/ledger', { id: schoolId }, { limit: LEDGER_PAGE, cursor }));
  return { items: ledger.entries, nextCursor };
}

export const useLedgerEntries = (schoolId: string) => useCursorPages([...fundraisingKey(schoolId), 'entries'], (cursor) => getLedgerPage(schoolId, cursor));

/** GET /api/schools/{id}/ledger.csv: every entry of the school's ledger. */
export const downloadLedger = (schoolId: string) => downloadFile(`/schools/${encodeURIComponent(schoolId)}/ledger.csv`, 'ledger.csv');

/**
 * POST /api/schools/{id}/payouts with its Idempotency-Key (a double click or a retry after a lost
 * answer is the same payout); the tab's figures and entries are read again after.
 */
export function useRecordPayout(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PayoutRequest; key: string }) =>
      api.post(routePath('POST /schools/{id}/payouts', { id: schoolId }), body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundraisingKey(schoolId) }),
  });
}
