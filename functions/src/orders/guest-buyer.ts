import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { emptyAddress, checkoutMessages, emailKey, phoneKey } from '@ssb/contract';
import { HttpError } from '../http/errors';
import { verifiedOwnerOf } from '../users/account-for-email';
import { usersCollection, type UserDoc } from '../users/repository';
import type { Buyer } from './checkout';

/** One guest record per e-mail: a derived id makes concurrent first checkouts land on the same document. */
export const guestUserId = (key: string) => `guest-${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The buyer for a guest checkout. An address whose account has verified it must sign in
 * instead, so its orders stay with the account. An account that has not verified the address
 * does not block the family that owns it: the guest orders join an account later only through
 * an address it proves.
 */
export async function guestBuyer(email: string, phone: string): Promise<Buyer> {
  if (await verifiedOwnerOf(email)) throw new HttpError(409, checkoutMessages.accountExists, { success: false, requiresLogin: true });
  return guestRecordBuyer(email, phone);
}

/** The e-mail's guest record as the buyer (created, or its phone refreshed, with the order). */
export async function guestRecordBuyer(email: string, phone: string): Promise<Buyer> {
  const key = emailKey(email);
  const ref = usersCollection().doc(guestUserId(key));
  const now = Timestamp.now();
  const known = (await ref.get()).exists;
  const data: Partial<UserDoc> = {
    authId: null,
    email: email.trim(),
    emailKey: key,
    type: 'GUEST',
    phone,
    schoolId: null,
    emailVerified: false,
    updatedAt: now,
    ...(known ? {} : { firstName: '', lastName: '', ...emptyAddress, emailVerificationLinkSentAt: null, createdAt: now }),
  };
  return { userId: ref.id, email: email.trim(), emailKey: key, phone, phoneKey: phoneKey(phone), placedAsGuest: true, userWrite: { ref, data } };
}
