import { z } from 'zod/mini';
import { addressDigest, recipientId } from './reminders';
import { timestamp } from './fields';

// An administrator invites an address to represent a school before it has an account. The
// role waits for the account that proves the address (a verified ID token): whoever merely
// signed up with it gets nothing. One invitation per school and address, under an id made of
// the two, so inviting again is the same document; accepting or withdrawing deletes it.

/** The id of a school's invitation of this address (the address by its digest only). */
export const invitationIdOf = (schoolId: string, email: string): string => recipientId(schoolId, addressDigest(email));

export const InvitationDoc = z.object({
  schoolId: z.string(),
  /** The address as the administrator typed it (trimmed): where the invitation went. */
  email: z.string(),
  emailKey: z.string(),
  /** The administrator who sent it last. */
  invitedBy: z.string(),
  invitedAt: timestamp,
  /** After this the invitation gives nothing; inviting again renews it. */
  expiresAt: timestamp,
});
export type InvitationDoc = z.infer<typeof InvitationDoc>;
