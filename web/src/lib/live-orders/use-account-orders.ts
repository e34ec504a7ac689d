import { emailKey } from '@ssb/contract';
import type { SessionUser } from '../session/session';
import { mergeLiveOrders, useLiveOrders, type LiveOrders } from './use-live-orders';

/**
 * A signed-in person's orders, live and newest first: its own, and the guest orders of the
 * e-mail its token proves (as GET /orders/user/{id} joins them, and as firestore.rules allow
 * them). At most `max` of each. Suspends while the Firestore SDK loads.
 */
export function useAccountOrders(user: SessionUser, max: number): LiveOrders {
  const own = useLiveOrders({ kind: 'user', userId: user.uid, max });
  // Without a proven e-mail the second view is the first again (one listener underneath).
  const guestEmail = user.emailVerified && user.email ? emailKey(user.email) : null;
  const asGuest = useLiveOrders(guestEmail ? { kind: 'guest-email', emailKey: guestEmail, max } : { kind: 'user', userId: user.uid, max });
  return mergeLiveOrders(own, asGuest);
}
