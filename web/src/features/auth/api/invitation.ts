import { queryOptions } from '@tanstack/react-query';
import { AcceptInvitationResponse, InvitationLookupResponse, type AcceptInvitationRequest } from '@ssb/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/invitations/lookup `{ token }` → what the link is for; 410 when it opens nothing any more. */
export const invitationLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invitationLink(token),
    queryFn: async () => InvitationLookupResponse.parse(await api.post('/invitations/lookup', { token })).invitation,
    // A link's answer does not change by itself; taking it changes it, and the page goes on then.
    staleTime: Infinity,
  });

/** POST /api/invitations/accept: sets the password on the address's account and makes it the school's representative. */
export async function acceptInvitation(request: AcceptInvitationRequest): Promise<AcceptInvitationResponse> {
  return AcceptInvitationResponse.parse(await api.post('/invitations/accept', request));
}
