import type { BackorderNotice } from '@ssb/contract';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { BACKORDER_TEXTS as texts } from '../texts';
import { BackorderPage } from './backorder-page';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const notice: BackorderNotice = {
  orderId: 'order-1',
  productId: 'crayons',
  item: 'Crayons (24 count)',
  quantity: 2,
  delay: 1,
  revisedDate: '2026-09-15',
  substitute: 'Crayons (48 count)',
  options: [
    { choice: 'wait', refund: 0 },
    { choice: 'substitute', refund: 0 },
    { choice: 'remove', refund: 5.45 },
    { choice: 'cancel', refund: 10 },
  ],
  chosen: null,
};

const renderPage = (path = '/backorder?orderId=order-1&productId=crayons&token=tok') =>
  renderApp(null, { session: sessions.signedOut(), path, routes: [{ path: '/backorder', element: <BackorderPage /> }] });

beforeEach(() => {
  vi.mocked(api.get).mockReset().mockResolvedValue({ notice });
  vi.mocked(api.post).mockReset();
});

describe('the backorder choice page', () => {
  it('shows the item, its revised date and each choice as a button with the refund it makes', async () => {
    renderPage();
    expect(await screen.findByText('Crayons (24 count) (× 2) is on backorder.')).toBeInTheDocument();
    expect(screen.getByText('We now expect it by September 15, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Take Crayons \(48 count\) instead/ })).toHaveTextContent(texts.noRefund);
    expect(screen.getByRole('button', { name: /Remove it/ })).toHaveTextContent('Refund: $5.45');
    expect(screen.getByRole('button', { name: /Cancel the box/ })).toHaveTextContent('Refund: $10.00');
    expect(api.get).toHaveBeenCalledWith('/orders/order-1/backorder?productId=crayons&token=tok');
  });

  it('sends the choice with the link’s token and shows the result', async () => {
    vi.mocked(api.post).mockResolvedValue({ notice: { ...notice, chosen: { choice: 'remove', refund: 5.45, defaulted: false } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Remove it/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('The item was removed from the box. $5.45 was refunded to the card you paid with.');
    expect(api.post).toHaveBeenCalledWith('/orders/order-1/backorder-choice', { productId: 'crayons', choice: 'remove', token: 'tok' });
  });

  it('says what the API refuses', async () => {
    vi.mocked(api.get).mockRejectedValue(new ApiError('This link is not valid for this order. Please use the link in your e-mail.', 403, null));
    renderPage();
    expect(await screen.findByText('This link is not valid for this order. Please use the link in your e-mail.')).toBeInTheDocument();
  });

  it('opens nothing from a link without its order, item or token', async () => {
    renderPage('/backorder?orderId=order-1');
    expect(await screen.findByText(texts.linkProblem)).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });
});
