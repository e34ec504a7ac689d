import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { anOrder, boxesOfCheckout } from '@/testing/order-fixtures';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { PayNowButton } from './pay-now-button';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const post = vi.mocked(api.post);
const assign = vi.fn();

beforeEach(() => {
  post.mockReset();
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
});

describe('PayNowButton', () => {
  it('asks for the checkout’s payment page with the order’s link, and goes there', async () => {
    post.mockResolvedValue({ checkoutUrl: 'http://pay.example/cs_again' });
    renderApp(<PayNowButton order={anOrder({ status: 'PAYMENT_FAILED', checkoutId: 'checkout-1', link: 'signed-token' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now for Noah Lee: Kindergarten Supply List' }));
    expect(post).toHaveBeenCalledWith('/orders/checkout-1/pay', { token: 'signed-token' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.example/cs_again'));
  });

  it('asks as the signed-in owner without a link; an order of its own checkout is named by its id', async () => {
    post.mockResolvedValue({ checkoutUrl: 'http://pay.example/cs_open' });
    renderApp(<PayNowButton order={anOrder({ id: 'order-1', checkoutId: null })} />, { session: sessions.parent() });
    await userEvent.click(screen.getByRole('button', { name: /^Pay now/ }));
    expect(post).toHaveBeenCalledWith('/orders/order-1/pay', {});
  });

  it('pays a household’s boxes at once, and says how many', async () => {
    const [first] = boxesOfCheckout('checkout-2', { link: 't' }, { link: 't' });
    renderApp(<PayNowButton order={first!} boxes={2} />);
    expect(screen.getByRole('button', { name: 'Pay now for 2 boxes' })).toBeInTheDocument();
  });

  it('says why a payment page could not be opened, under the button, in Spanish too', async () => {
    post.mockRejectedValue(new ApiError('Ordering for Lincoln Elementary closed on August 31, 2026.', 409, {}));
    const { unmount } = renderApp(<PayNowButton order={anOrder({ link: 't' })} />);
    await userEvent.click(screen.getByRole('button', { name: /^Pay now/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ordering for Lincoln Elementary closed on August 31, 2026.');
    expect(assign).not.toHaveBeenCalled();
    unmount();

    await speak('es');
    renderApp(<PayNowButton order={anOrder({ link: 't' })} />);
    expect(screen.getByRole('button', { name: 'Pagar ahora para Noah Lee: Kindergarten Supply List' })).toHaveTextContent('Pagar ahora');
  });
});
