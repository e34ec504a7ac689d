import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { checkoutMessages, emailKey, phoneKey } from '@ssb/contract';
import { HttpError } from '../http/errors';
import { usersCollection, type UserDoc } from '../users/repository';
import type { Buyer } from './checkout';

/** One guest record per e-mail: a derived id makes concurrent first checkouts land on the same document. */
export const guestUserId = (key: string) => `guest-${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The buyer for a guest checkout. An e-mail that belongs to an account must sign in instead,
 * so its orders stay with the account.
 */
export async function guestBuyer(email: string, phone: string): Promise<Buyer> {
  const key = emailKey(email);
  const sameEmail = await usersCollection().where('emailKey', '==', key).limit(5).get();
  if (sameEmail.docs.some((d) => d.data().type !== 'GUEST')) {
    throw new HttpError(409, checkoutMessages.accountExists, { success: false, requiresLogin: true });
  }
  const ref = usersCollection().doc(guestUserId(key));
  const now = Timestamp.now();
  const known = sameEmail.docs.some((d) => d.id === ref.id);
  const data: Partial<UserDoc> = {
    authId: null,
    email: email.trim(),
    emailKey: key,
    type: 'GUEST',
    phone,
    schoolId: null,
    emailVerified: false,
    updatedAt: now,
    ...(known ? {} : { firstName: '', lastName: '', line1: '', line2: '', city: '', state: '', zipCode: '', emailVerificationLinkSentAt: null, createdAt: now }),
  };
  return { userId: ref.id, email: email.trim(), emailKey: key, phone, phoneKey: phoneKey(phone), placedAsGuest: true, userWrite: { ref, data } };
}
