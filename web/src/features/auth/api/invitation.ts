import { AcceptInvitationResponse, InvitationLookupResponse, type AcceptInvitationRequest } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';

/** POST /api/invitations/lookup `{ token }` → what the link is for; 410 when it opens nothing any more. */
export async function lookUpInvitation(token: string): Promise<InvitationLookupResponse['invitation']> {
  return InvitationLookupResponse.parse(await api.post(routePath('POST /invitations/lookup'), { token })).invitation;
}

/** POST /api/invitations/accept: sets the password on the address's account and makes it the school's representative. */
export async function acceptInvitation(request: AcceptInvitationRequest): Promise<AcceptInvitationResponse> {
  return AcceptInvitationResponse.parse(await api.post(routePath('POST /invitations/accept'), request));
}
