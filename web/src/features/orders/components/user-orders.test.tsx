import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api-client';
import { anOrder, boxesOfCheckout } from '@/testing/order-fixtures';
import { liveOrders, resetLiveOrders } from '@/testing/fake-live-orders';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { MY_ORDERS_TEXTS } from '../texts';
import { MyOrdersPage } from './my-orders-page';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
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

  it("shows the boxes of one checkout together as 'Paid together', with the total paid once", async () => {
    resetLiveOrders(boxesOfCheckout('checkout-lee', { userId: 'uid-parent', status: 'PREPARING' }, { userId: 'uid-parent', status: 'PAYMENT_SUCCESS' }));
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: parent() });

    const group = await screen.findByRole('region', { name: MY_ORDERS_TEXTS.checkout.paidTitle });
    expect(within(group).getAllByRole('article')).toHaveLength(2);
    expect(group).toHaveTextContent(`${MY_ORDERS_TEXTS.checkout.totalPaid} $68.62`);
  });

  it('keeps a checkout that the end of the shown orders would cut for Show more, which brings it whole', async () => {
    const mine = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => anOrder({ id: `order-${from + i}`, userId: 'uid-parent', status: 'COMPLETED' }));
    const boxes = boxesOfCheckout('checkout-lee', { userId: 'uid-parent' }, { userId: 'uid-parent' }, { userId: 'uid-parent' });
    // The view of 50 ends after the checkout's first two boxes.
    resetLiveOrders([...mine(0, 48), ...boxes, ...mine(48, 10)]);
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: parent() });

    expect(await screen.findAllByRole('article')).toHaveLength(48);
    expect(screen.queryByRole('region', { name: MY_ORDERS_TEXTS.checkout.orderedTitle })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: MY_ORDERS_TEXTS.account.showMore }));
    const group = await screen.findByRole('region', { name: MY_ORDERS_TEXTS.checkout.orderedTitle });
    expect(within(group).getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('article')).toHaveLength(61);
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
