import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { MY_ORDERS_TEXTS } from '../texts';
import { anOrder } from '@/testing/order-fixtures';
import { MyOrdersPage } from './my-orders-page';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const get = vi.mocked(api.get);
const parent = () => sessions.signedIn({ id: 'uid-parent' });

beforeEach(() => {
  get.mockReset();
  vi.mocked(api.post).mockReset();
});

describe('My Orders, signed in', () => {
  it('loads the account’s own orders instead of offering the guest lookup', async () => {
    get.mockResolvedValue({ orders: [anOrder({ status: 'COMPLETED', userId: 'uid-parent' })] });
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: parent() });
    expect(screen.getByText(MY_ORDERS_TEXTS.account.loading)).toBeInTheDocument();
    expect(await screen.findByText('Kindergarten Supply List')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/orders/user/uid-parent');
    expect(screen.queryByRole('button', { name: MY_ORDERS_TEXTS.lookup.submit })).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the users’ empty state and the way to the shop when there are no orders', async () => {
    get.mockResolvedValue({ orders: [] });
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: parent() });
    expect(await screen.findByText(MY_ORDERS_TEXTS.empty.title)).toBeInTheDocument();
    expect(screen.getByText(MY_ORDERS_TEXTS.empty.userHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MY_ORDERS_TEXTS.empty.browse })).toHaveAttribute('href', '/shop');
  });

  it('says when the orders cannot be loaded', async () => {
    get.mockRejectedValue(new ApiError('HTTP 503', 503, null));
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: parent() });
    expect(await screen.findByText(MY_ORDERS_TEXTS.account.failed, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
