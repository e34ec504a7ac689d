import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_TEXTS } from '@/features/dashboard/texts';
import { MY_ORDERS_TEXTS } from '@/features/orders/texts';
import { createQueryClient } from '@/lib/query-client';
import { anOrder } from '@/testing/order-fixtures';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { routes } from './router';

const parent = sessions.parent();
const uid = parent.user!.uid;
const order = anOrder({ id: 'order-0000-walk0001', userId: uid, status: 'PREPARING' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('from /dashboard to /my-orders', () => {
  it('shows My Orders the whole order the dashboard loaded, from the one cached query', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify({ orders: [order] }), { status: 200 }));
    // The app's own cache settings: orders stay fresh for 30 s, so My Orders reads what the dashboard cached.
    renderApp(null, { path: '/dashboard', session: parent, routes, queryClient: createQueryClient() });

    const row = await screen.findByTestId('recent-order');
    expect(within(row).getByText('Kindergarten Supply List')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: DASHBOARD_TEXTS.orders.viewAll }));

    const card = await screen.findByRole('article', { name: 'Kindergarten Supply List' });
    for (const text of ['Noah Lee', order.user.email, order.user.phone, order.user.fullAddress, 'Crayons (24 count)', MY_ORDERS_TEXTS.card.quantity(2)]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/orders/user/${uid}`);
  });
});
