import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider } from 'react-router-dom';
import { addBoxes, readBasket } from '@/lib/household/household-basket';
import { clearSessionStart, saveSessionStart } from '@/lib/session/session-start';
import { axeViolations } from '@/testing/axe';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions, TestProviders } from '@/testing/test-utils';
import { orderLinkOf, PAYMENT_PARAMS_CLEAR_MS, paymentReturnOf } from '../hooks/use-payment-return';
import { MY_ORDERS_TEXTS } from '../texts';
import { MyOrdersPage } from './my-orders-page';
import { api, ApiError } from '@/lib/api/api-client';
import { anOrder } from '@/testing/order-fixtures';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

// The live view's listener is user-orders.test.tsx's to test.
vi.mock('./user-orders', () => ({ UserOrders: () => <p>live orders</p> }));

const texts = MY_ORDERS_TEXTS.paymentReturn;

beforeEach(() => {
  window.sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('payment return', () => {
  it('reads the outcome and order from the address', () => {
    expect(paymentReturnOf(new URLSearchParams('status=paid&orderId=abc&receipt=sig'))).toEqual({ outcome: 'paid', orderId: 'abc', receipt: 'sig' });
    expect(paymentReturnOf(new URLSearchParams('status=failed'))).toEqual({ outcome: 'failed', orderId: null, receipt: null });
    expect(paymentReturnOf(new URLSearchParams('status=other&orderId=abc'))).toBeNull();
    expect(paymentReturnOf(new URLSearchParams(''))).toBeNull();
  });

  it("thanks the customer after paying: 'Payment Successful!'", () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders?status=paid&orderId=order-xyz-12345678' });

    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Payment Successful!');
    expect(banner).toHaveTextContent(/Thank you/);
    expect(banner).toHaveTextContent(/confirmed/);
    expect(banner).toHaveTextContent(/receipt has been emailed/);
    expect(banner).toHaveTextContent(/begin preparing your supply box soon/);
  });

  it('says the order just paid for is loading, in a status with a name', async () => {
    vi.mocked(api.get).mockReturnValue(new Promise(() => {}));
    const { container } = renderApp(<MyOrdersPage />, { path: '/my-orders?status=paid&orderId=order-xyz-12345678&receipt=signed-token' });

    expect(await screen.findByRole('status', { name: MY_ORDERS_TEXTS.receipt.loading })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the order just paid for under the banner, by the signed link, with where its receipt went', async () => {
    const paid = anOrder({ id: 'order-xyz-12345678', status: 'PAYMENT_SUCCESS' });
    vi.mocked(api.get).mockResolvedValue({ orders: [paid] });
    const { router } = renderApp(<MyOrdersPage />, { path: '/my-orders?status=paid&orderId=order-xyz-12345678&receipt=signed-token' });

    const section = await screen.findByRole('region', { name: MY_ORDERS_TEXTS.receipt.heading({ count: 1 }) });
    expect(vi.mocked(api.get)).toHaveBeenCalledWith('/orders/order-xyz-12345678/receipt?token=signed-token');
    expect(section).toHaveTextContent(MY_ORDERS_TEXTS.receipt.sentTo({ email: paid.user.email }));
    expect(section).toHaveTextContent('#12345678');
    expect(section).toHaveTextContent('Noah Lee');
    expect(section).toHaveTextContent('Crayons (24 count)');
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_PARAMS_CLEAR_MS));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('region', { name: MY_ORDERS_TEXTS.receipt.heading({ count: 1 }) })).toBeInTheDocument();
  });

  it('keeps the order just paid for in the tab: a reload after the address was cleaned shows it again', async () => {
    const paid = anOrder({ id: 'order-xyz-12345678', status: 'PAYMENT_SUCCESS' });
    vi.mocked(api.get).mockResolvedValue({ orders: [paid] });
    const first = renderApp(<MyOrdersPage />, { path: '/my-orders?status=paid&orderId=order-xyz-12345678&receipt=signed-token' });
    await screen.findByRole('region', { name: MY_ORDERS_TEXTS.receipt.heading({ count: 1 }) });
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_PARAMS_CLEAR_MS));
    expect(first.router.state.location.search).toBe('');
    first.unmount();
    vi.mocked(api.get).mockClear();

    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    expect(await screen.findByRole('region', { name: MY_ORDERS_TEXTS.receipt.heading({ count: 1 }) })).toHaveTextContent('#12345678');
    expect(vi.mocked(api.get)).toHaveBeenCalledWith('/orders/order-xyz-12345678/receipt?token=signed-token');
    // The banner was the return's: it does not come back.
    expect(screen.queryByText(texts.paidTitle)).not.toBeInTheDocument();
  });

  it('reads an e-mail’s link to an order, with or without the payment page’s status', () => {
    expect(orderLinkOf(new URLSearchParams('orderId=abc&receipt=sig'))).toEqual({ orderId: 'abc', token: 'sig', from: 'email' });
    expect(orderLinkOf(new URLSearchParams('status=failed&orderId=abc&receipt=sig'))).toEqual({ orderId: 'abc', token: 'sig', from: 'failed' });
    expect(orderLinkOf(new URLSearchParams('orderId=abc'))).toBeNull();
  });

  it('opens the order an e-mail links to, on any device, with no lookup form beneath it: the lookup is a tap away', async () => {
    const order = anOrder({ id: 'order-xyz-12345678', status: 'PAYMENT_FAILED', link: 'signed-token' });
    vi.mocked(api.get).mockResolvedValue({ orders: [order] });
    const { container, router } = renderApp(<MyOrdersPage />, { path: '/my-orders?orderId=order-xyz-12345678&receipt=signed-token' });

    const section = await screen.findByRole('region', { name: MY_ORDERS_TEXTS.receipt.linkedHeading({ count: 1 }) });
    expect(section).toHaveTextContent('#12345678');
    expect(section).not.toHaveTextContent(MY_ORDERS_TEXTS.receipt.sentTo({ email: order.user.email }));
    expect(screen.getByRole('button', { name: /^Pay now/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MY_ORDERS_TEXTS.lookup.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_PARAMS_CLEAR_MS));
    expect(router.state.location.search).toBe('');

    await userEvent.click(screen.getByRole('button', { name: MY_ORDERS_TEXTS.receipt.otherOrders }));
    expect(screen.getByRole('heading', { name: MY_ORDERS_TEXTS.lookup.heading })).toBeInTheDocument();
  });

  it('says it in Spanish: “Su pedido”, and the lookup behind “Buscar sus otros pedidos”', async () => {
    vi.mocked(api.get).mockResolvedValue({ orders: [anOrder({ id: 'order-xyz-12345678', status: 'PAYMENT_FAILED', link: 'signed-token' })] });
    await speak('es');
    renderApp(<MyOrdersPage />, { path: '/my-orders?orderId=order-xyz-12345678&receipt=signed-token' });
    expect(await screen.findByRole('region', { name: 'Su pedido' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar sus otros pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pagar ahora/ })).toBeInTheDocument();
  });

  it('opens an e-mail’s order for someone signed in too, above their own list', async () => {
    vi.mocked(api.get).mockResolvedValue({ orders: [anOrder({ id: 'order-xyz-12345678', status: 'COMPLETED' })] });
    renderApp(<MyOrdersPage />, { path: '/my-orders?orderId=order-xyz-12345678&receipt=signed-token', session: sessions.parent() });
    expect(await screen.findByRole('region', { name: MY_ORDERS_TEXTS.receipt.linkedHeading({ count: 1 }) })).toBeInTheDocument();
    expect(await screen.findByText('live orders')).toBeInTheDocument();
  });

  it('when the signed link has expired, says so above the guest lookup, in English and Spanish', async () => {
    vi.mocked(api.get).mockRejectedValue(new ApiError('This link to your order has expired.', 410, {}));
    const path = '/my-orders?status=paid&orderId=order-xyz-12345678&receipt=1700000000.signed-token';
    const { container, unmount } = renderApp(<MyOrdersPage />, { path });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Look up your orders with your email and phone number.');
    expect(screen.getByRole('heading', { name: MY_ORDERS_TEXTS.lookup.heading })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MY_ORDERS_TEXTS.receipt.heading({ count: 1 }) })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    await speak('es');
    renderApp(<MyOrdersPage />, { path });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ha vencido. Busque sus pedidos con su correo electrónico y su número de teléfono.');
  });

  it('when the signed link is not valid, shows no receipt and no message, only the lookup', async () => {
    vi.mocked(api.get).mockRejectedValue(new ApiError('This link to your order is not valid', 403, {}));
    renderApp(<MyOrdersPage />, { path: '/my-orders?status=paid&orderId=order-xyz-12345678&receipt=forged' });

    expect(await screen.findByRole('heading', { name: MY_ORDERS_TEXTS.lookup.heading })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: MY_ORDERS_TEXTS.receipt.loading })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("leaves a signed-in parent's paid order to their live list, which shows it first", async () => {
    vi.mocked(api.get).mockClear();
    renderApp(<MyOrdersPage />, { path: '/my-orders?status=paid&orderId=order-xyz-12345678&receipt=signed-token', session: sessions.parent() });

    expect(screen.getByText(texts.paidTitle)).toBeInTheDocument();
    expect(await screen.findByText('live orders')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MY_ORDERS_TEXTS.receipt.heading({ count: 1 }) })).toBeNull();
    expect(vi.mocked(api.get)).not.toHaveBeenCalled();
  });

  it("names the order after a cancelled payment: 'Payment Not Completed'", () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders?status=failed&orderId=order-xyz-12345678' });

    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Payment Not Completed');
    expect(banner).toHaveTextContent('Payment was cancelled or failed for order #12345678. Please make a new order.');
  });

  it('says how the payment went in Spanish', async () => {
    await speak('es');
    const paid = renderApp(<MyOrdersPage />, { path: '/my-orders?status=paid&orderId=order-xyz-12345678' });
    expect(screen.getByRole('status')).toHaveTextContent('¡Pago exitoso!');
    expect(screen.getByRole('status')).toHaveTextContent(/le enviamos el recibo por correo electrónico/);
    paid.unmount();

    renderApp(<MyOrdersPage />, { path: '/my-orders?status=failed&orderId=order-xyz-12345678' });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Pago no completado');
    expect(banner).toHaveTextContent('El pago del pedido #12345678 se canceló o no se completó. Haga un nuevo pedido.');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('removes status and orderId from the address after 2000 ms and keeps the banner', async () => {
    const { router } = renderApp(<MyOrdersPage />, { path: '/my-orders?status=paid&orderId=order-xyz-12345678&keep=1' });

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_PARAMS_CLEAR_MS - 100));
    expect(router.state.location.search).toBe('?status=paid&orderId=order-xyz-12345678&keep=1');

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(PAYMENT_PARAMS_CLEAR_MS).toBe(2000);
    expect(router.state.location.search).toBe('?keep=1');
    expect(router.state.location.pathname).toBe('/my-orders');
    expect(screen.getByText('Payment Successful!')).toBeInTheDocument();
  });

  it('empties the boxes the shop kept once they are paid, and keeps them after a failed payment', async () => {
    const box = { schoolId: 's1', supplyListId: 'l1', studentFirstName: 'Ava', studentLastName: 'Lopez', skippedProductIds: [] };
    addBoxes([box]);
    const failed = renderApp(<MyOrdersPage />, { path: '/my-orders?status=failed&orderId=order-xyz-12345678' });
    expect(readBasket().boxes).toHaveLength(1);
    failed.unmount();

    renderApp(<MyOrdersPage />, { path: '/my-orders?status=paid&orderId=order-xyz-12345678' });
    await vi.waitFor(() => expect(readBasket().boxes).toEqual([]));
  });

  it('can be dismissed', async () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders?status=failed&orderId=order-xyz-12345678' });

    await userEvent.click(screen.getByRole('button', { name: texts.dismiss }));
    expect(screen.queryByText('Payment Not Completed')).not.toBeInTheDocument();
  });

  it('shows no banner without a payment return', () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Not Completed')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: MY_ORDERS_TEXTS.title })).toBeInTheDocument();
  });
});

describe('before Firebase Auth has answered', () => {
  afterEach(() => {
    clearSessionStart();
  });

  it('offers a guest the lookup at once, as the prerendered page shows it', () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: sessions.loading() });
    expect(screen.getByRole('heading', { name: MY_ORDERS_TEXTS.lookup.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MY_ORDERS_TEXTS.lookup.submit })).toBeInTheDocument();
  });

  it('shows someone probably signed in (a session start is saved) the loader, never the guest lookup', () => {
    saveSessionStart();
    renderApp(<MyOrdersPage />, { path: '/my-orders', session: sessions.loading() });
    expect(screen.getByRole('status')).toHaveTextContent(MY_ORDERS_TEXTS.account.loading);
    expect(screen.queryByRole('heading', { name: MY_ORDERS_TEXTS.lookup.heading })).not.toBeInTheDocument();
  });

  it('keeps what a guest typed when Auth then says nobody is signed in', async () => {
    const { rerender, router } = renderApp(<MyOrdersPage />, { path: '/my-orders', session: sessions.loading() });
    await userEvent.type(screen.getByLabelText(MY_ORDERS_TEXTS.lookup.email, { exact: false }), 'parent@example.com');
    rerender(
      <TestProviders session={sessions.signedOut()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(screen.getByLabelText(MY_ORDERS_TEXTS.lookup.email, { exact: false })).toHaveValue('parent@example.com');
  });
});
