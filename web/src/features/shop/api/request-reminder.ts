import { useMutation } from '@tanstack/react-query';
import type { ReminderRequest, ReminderResponse } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';

/** POST /api/schools/{id}/reminders `{ email, consent: true }` → `{ reminder }`: public, no account needed. */
async function requestReminder({ schoolId, request }: { schoolId: string; request: ReminderRequest }): Promise<ReminderResponse> {
  return api.post(routePath('POST /schools/{id}/reminders', { id: schoolId }), request);
}

export function useRequestReminder() {
  return useMutation({ mutationFn: requestReminder });
}
