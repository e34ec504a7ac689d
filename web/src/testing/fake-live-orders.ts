import type { Order } from '@ssb/contract';
import type { LiveOrders, LiveOrdersScope } from '@/lib/live-orders/use-live-orders';

/**
 * A stand-in for the Firestore listeners in unit tests: each scope gets what a listener
 * on the stored orders would get (the test DOM has no Firestore). Use it with
 *   vi.mock('@/lib/live-orders/use-live-orders', async (original) => ({
 *     ...(await original()), useLiveOrders: (await import('@/testing/fake-live-orders')).fakeUseLiveOrders }));
 * The end-to-end tests listen to the real local Firestore.
 */
export const liveOrders = {
  status: 'success' as LiveOrders['status'],
  orders: [] as Order[],
  error: undefined as Error | undefined,
  /** Every scope a component listened to, in order. */
  scopes: [] as LiveOrdersScope[],
};

export function resetLiveOrders(orders: Order[] = [], status: LiveOrders['status'] = 'success', error?: Error) {
  Object.assign(liveOrders, { orders, status, error, scopes: [] });
}

function matches(order: Order, scope: LiveOrdersScope): boolean {
  switch (scope.kind) {
    case 'user':
      return order.userId === scope.userId;
    case 'guest-email':
      return order.user.email.toLowerCase() === scope.emailKey && order.userId !== scope.emailKey;
    case 'school':
      return order.schoolId === scope.schoolId;
    case 'all':
      return (!scope.schoolId || order.schoolId === scope.schoolId) && (!scope.status || order.status === scope.status);
  }
}

export function fakeUseLiveOrders(scope: LiveOrdersScope): LiveOrders {
  liveOrders.scopes.push(scope);
  if (liveOrders.status !== 'success') return { status: liveOrders.status, orders: [], error: liveOrders.error, full: false };
  const orders = liveOrders.orders.filter((order) => matches(order, scope)).slice(0, scope.max);
  return { status: 'success', orders, full: orders.length >= scope.max };
}
