import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/schools/{id}/invitations → the invitations still waiting, newest first. */
async function getInvitations(schoolId: string): Promise<Invitation[]> {
  return (await api.get(routePath('GET /schools/{id}/invitations', { id: schoolId }))).invitations;
}

/** POST /api/schools/{id}/invitations `{ email }`: invites (or invites again) and e-mails the address. */
async function inviteRepresentative({ schoolId, email }: { schoolId: string; email: string }): Promise<Invitation[]> {
  return (await api.post(routePath('POST /schools/{id}/invitations', { id: schoolId }), { email })).invitations;
}

/** DELETE /api/schools/{id}/invitations/{invitationId}. */
async function withdrawInvitation({ schoolId, invitationId }: { schoolId: string; invitationId: string }): Promise<Invitation[]> {
  return (await api.delete(routePath('DELETE /schools/{id}/invitations/{invitationId}', { id: schoolId, invitationId }))).invitations;
}

export function useInvitations(schoolId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.invitations(schoolId), queryFn: () => getInvitations(schoolId) }));
}

/** Each change answers the school's invitations as they now are. */
function useInvitationChange<T extends { schoolId: string }>(change: (variables: T) => Promise<Invitation[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (invitations, { schoolId }) => queryClient.setQueryData(queryKeys.invitations(schoolId), invitations),
  });
}

export const useInviteRepresentative = () => useInvitationChange(inviteRepresentative);
export const useWithdrawInvitation = () => useInvitationChange(withdrawInvitation);
