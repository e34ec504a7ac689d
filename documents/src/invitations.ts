import { z } from 'zod/mini';
import { addressDigest, recipientId } from './reminders';
import { timestamp } from './fields';

// An administrator invites an address to represent a school. The role goes to whoever follows
// the one-time link e-mailed to it (the link proves the mailbox; an account made with the address,
// or verified by a click on a verification link, proves nothing). One invitation per school and
// address, under an id made of the two, so inviting again is the same document with a new link;
// accepting or withdrawing deletes it.

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
  /**
   * The SHA-256 (hex) of the token its newest e-mail's link carries; the token itself is kept
   * nowhere. An invitation stored before links had none: inviting again sends one.
   */
  tokenHash: z.optional(z.string()),
});
export type InvitationDoc = z.infer<typeof InvitationDoc>;
