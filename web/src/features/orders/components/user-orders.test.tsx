import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { anOrder } from '@/testing/order-fixtures';
import { liveOrders, resetLiveOrders } from '@/testing/fake-live-orders';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { MY_ORDERS_TEXTS } from '../texts';
import { MyOrdersPage } from './my-orders-page';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const parent = () => sessions.signedIn({ id: 'uid-parent' });

beforeEach(() => {
  resetLiveOrders();
  vi.mocked(api.get).mockReset();
  vi.mocked(api.post).mockReset();
});

describe('My Orders, signed in', () => {
  it('listens to the account’s own orders instead of offering the guest lookup, and asks the API nothing', async () => {
    resetLiveOrders([anOrder({ status: 'COMPLETED', userId: 'uid-parent' }), anOrder({ id: 'order-someone-else', userId: 'uid-other' })]);
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: parent() });
    expect(await screen.findByText('Kindergarten Supply List')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(liveOrders.scopes[0]).toMatchObject({ kind: 'user', userId: 'uid-parent' });
    expect(screen.queryByRole('button', { name: MY_ORDERS_TEXTS.lookup.submit })).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('joins the guest orders of the e-mail the account has verified', async () => {
    const session = sessions.signedIn({ id: 'uid-parent', email: 'pat@example.com' });
    resetLiveOrders([anOrder({ id: 'order-as-guest-1', userId: 'guest-pat', user: { email: 'pat@example.com', phone: '1', fullAddress: 'x' } })]);
    renderApp(<MyOrdersPage />, { path: '/my-orders', session });
    expect(await screen.findByText('Kindergarten Supply List')).toBeInTheDocument();
    expect(liveOrders.scopes).toContainEqual(expect.objectContaining({ kind: 'guest-email', emailKey: 'pat@example.com' }));
  });

  it('shows the users’ empty state and the way to the shop when there are no orders', async () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: parent() });
    expect(await screen.findByText(MY_ORDERS_TEXTS.empty.title)).toBeInTheDocument();
    expect(screen.getByText(MY_ORDERS_TEXTS.empty.userHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MY_ORDERS_TEXTS.empty.browse })).toHaveAttribute('href', '/shop');
  });

  it('says loading while the listener waits for its first answer', () => {
    resetLiveOrders([], 'loading');
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: parent() });
    expect(screen.getByText(MY_ORDERS_TEXTS.account.loading)).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded', async () => {
    resetLiveOrders([], 'error', new Error('Missing or insufficient permissions.'));
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: parent() });
    expect(await screen.findByText(MY_ORDERS_TEXTS.account.failed)).toBeInTheDocument();
  });
});
