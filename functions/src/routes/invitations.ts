import { Router } from 'express';
import { AcceptInvitationRequest, InvitationLookupRequest, invitationMessages } from '@ssb/contract';
import { validated } from '../http/validate';
import { acceptInvitation } from '../invitations/accept';
import { lookUpInvitation } from '../invitations/lookup';
import { rateLimited } from '../rate-limit/rate-limited';

// The invitation page's calls: public, as the link's token is the proof (no session is asked
// for, and none is used). Counted per client before anything else runs.

export const invitationsRouter = Router();

const limited = rateLimited({ action: 'invitation', message: () => invitationMessages.tooMany });

invitationsRouter.post(
  '/lookup',
  limited,
  validated({ body: InvitationLookupRequest }, async ({ body }, _req, res) => {
    res.json(await lookUpInvitation(body.token));
  }),
);

invitationsRouter.post(
  '/accept',
  limited,
  validated({ body: AcceptInvitationRequest }, async ({ body }, _req, res) => {
    res.json(await acceptInvitation(body));
  }),
);
