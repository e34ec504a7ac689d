import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_TEXTS } from '@/features/dashboard/texts';
import { MY_ORDERS_TEXTS } from '@/features/orders/texts';
import { createQueryClient } from '@/lib/api/query-client';
import { liveOrders, resetLiveOrders } from '@/testing/fake-live-orders';
import { anOrder } from '@/testing/order-fixtures';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { AppRoutes } from './router';

const parent = sessions.parent();
const uid = parent.user!.uid;
const order = anOrder({ id: 'order-0000-walk0001', userId: uid, status: 'PREPARING' });

afterEach(() => {
  resetLiveOrders();
  vi.restoreAllMocks();
});

describe('from /dashboard to /my-orders', () => {
  it('shows My Orders the whole order the dashboard shows, from the same live view and no request to the orders API', async () => {
    // No remembered children, and no school answered: nothing for the dashboard to ask.
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input) === '/api/users/profile/children'
          ? new Response('{"children":[]}', { status: 200 })
          : new Response('{"error":"Not found"}', { status: 404 }),
      );
    resetLiveOrders([order]);
    renderApp(<AppRoutes />, { path: '/dashboard', session: parent, queryClient: createQueryClient() });

    // The route's chunk and its catalogs are compiled on first use: on a busy machine that takes longer than findBy's second.
    const row = await screen.findByTestId('recent-order', {}, { timeout: 5000 });
    expect(within(row).getByText('Kindergarten Supply List')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: DASHBOARD_TEXTS.orders.viewAll }));

    const card = await screen.findByRole('article', { name: 'Kindergarten Supply List' });
    for (const text of [
      'Noah Lee',
      order.user.email,
      order.user.phone,
      order.user.fullAddress,
      'Crayons (24 count)',
      MY_ORDERS_TEXTS.card.quantity({ quantity: 2 }),
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    // The dashboard asks about the family's children and their schools (what to do next), never about its orders.
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/orders'))).toEqual([]);
    // Both screens listen to the same query of the account's own orders.
    expect(new Set(liveOrders.scopes.filter((s) => s.kind === 'user').map((s) => JSON.stringify({ ...s, max: 0 })))).toEqual(
      new Set([JSON.stringify({ kind: 'user', userId: uid, max: 0 })]),
    );
  });
});
