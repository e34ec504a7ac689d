import { orderLookupMessages } from '@ssb/contract';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { speak } from '@/testing/locale';
import { renderApp, screen } from '@/testing/test-utils';
import { LOOKUP_STORAGE_KEY } from '../hooks/use-lookup-criteria';
import { MY_ORDERS_TEXTS } from '../texts';
import { anOrder, boxesOfCheckout } from '@/testing/order-fixtures';
import { MyOrdersPage } from './my-orders-page';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = MY_ORDERS_TEXTS.lookup;
const post = vi.mocked(api.post);
const get = vi.mocked(api.get);
const guest = { email: 'sam.lee@example.com', phone: '(217) 555-0188' };

const emailInput = () => screen.getByLabelText(/Email Address/);
const phoneInput = () => screen.getByLabelText(/Phone Number/);
const findButton = () => screen.getByRole('button', { name: new RegExp(`${texts.submit}|${texts.submitting}`) });

async function lookUp(email = guest.email, phone = guest.phone) {
  if (email) await userEvent.type(emailInput(), email);
  if (phone) await userEvent.type(phoneInput(), phone);
  await userEvent.click(findButton());
}

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('guest order lookup', () => {
  it("offers a collapsible 'Find Your Orders' form", async () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders' });

    const toggle = screen.getByRole('button', { name: texts.heading });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(phoneInput()).toBeRequired();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('disables Find My Orders until both fields are filled', async () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    expect(findButton()).toBeDisabled();

    await userEvent.type(emailInput(), guest.email);
    expect(findButton()).toBeDisabled();
    await userEvent.type(phoneInput(), guest.phone);
    expect(findButton()).toBeEnabled();
    await userEvent.clear(emailInput());
    expect(findButton()).toBeDisabled();
  });

  it('asks for both fields when one is only spaces, and sends nothing', async () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    await lookUp(guest.email, '   ');

    expect(screen.getByRole('alert')).toHaveTextContent(orderLookupMessages.bothRequired);
    expect(post).not.toHaveBeenCalled();
  });

  it("says 'Looking up orders...' and stays disabled while busy", async () => {
    post.mockReturnValue(new Promise(() => {}));
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    await lookUp();

    expect(post).toHaveBeenCalledWith('/orders/lookup', guest);
    const button = screen.getByRole('button', { name: texts.submitting });
    expect(button).toBeDisabled();
  });

  it('shows the orders found, folds the form away and remembers the lookup for this tab', async () => {
    post.mockResolvedValue({ orders: [anOrder({ status: 'COMPLETED' }), anOrder({ id: 'order-demo-0007', status: 'COMPLETED' })] });
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    await lookUp();

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText(texts.showingFor({ email: guest.email }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.heading })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: MY_ORDERS_TEXTS.empty.browse })).not.toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(LOOKUP_STORAGE_KEY) ?? 'null')).toEqual(guest);
  });

  it("shows the boxes of one checkout together as 'Paid together', with the total paid once", async () => {
    post.mockResolvedValue({
      orders: [...boxesOfCheckout('checkout-lee', { status: 'PAYMENT_SUCCESS' }, { status: 'PAYMENT_SUCCESS' }), anOrder({ status: 'COMPLETED' })],
    });
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    await lookUp();

    const group = await screen.findByRole('region', { name: MY_ORDERS_TEXTS.checkout.paidTitle });
    expect(within(group).getAllByRole('article')).toHaveLength(2);
    expect(group).toHaveTextContent(`${MY_ORDERS_TEXTS.checkout.totalPaid} $68.62`);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('speaks Spanish: the lookup, the boxes paid together, statuses, dates and prices', async () => {
    await speak('es');
    post.mockResolvedValue({
      orders: [
        ...boxesOfCheckout('checkout-lee', { status: 'PAYMENT_SUCCESS' }, { status: 'PAYMENT_SUCCESS' }),
        anOrder({ status: 'COMPLETED', supplyList: { ...anOrder().supplyList, skippedItems: [anOrder().supplyList.productsMappings[1]!] } }),
      ],
    });
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), guest.email);
    await userEvent.type(screen.getByLabelText(/Número de teléfono/), guest.phone);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar mis pedidos' }));

    const group = await screen.findByRole('region', { name: 'Pagadas juntas' });
    expect(group).toHaveTextContent('2 cajas');
    expect(group).toHaveTextContent('Total pagado $68.62');
    expect(within(group).getAllByText('Pago exitoso')).toHaveLength(2);
    expect(screen.getByText('3 pedidos')).toBeInTheDocument();
    expect(screen.getByText(`Pedidos de ${guest.email}`)).toBeInTheDocument();
    expect(screen.getByText('Completado')).toBeInTheDocument();
    expect(screen.getAllByText('22 de noviembre de 2026')).toHaveLength(3);
    expect(screen.getByText('Ya tiene en casa:')).toBeInTheDocument();
    expect(screen.getAllByText('Artículos de este pedido:')).toHaveLength(3);
  });

  it('trims what was typed before looking up', async () => {
    post.mockResolvedValue({ orders: [] });
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    await lookUp(`  ${guest.email} `, ` ${guest.phone}`);
    expect(post).toHaveBeenCalledWith('/orders/lookup', guest);
  });

  it('says no orders were found, with the guest hint and a way to the shop', async () => {
    post.mockResolvedValue({ orders: [] });
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    await lookUp(guest.email, '(217) 555-0000');

    expect(await screen.findByText(texts.noneFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MY_ORDERS_TEXTS.empty.title })).toBeInTheDocument();
    expect(screen.getByText(MY_ORDERS_TEXTS.empty.guestHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MY_ORDERS_TEXTS.empty.browse })).toHaveAttribute('href', '/shop');
    expect(window.sessionStorage.getItem(LOOKUP_STORAGE_KEY)).toBeNull();
  });

  it('offers the shop before any lookup', () => {
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    expect(screen.getByRole('link', { name: MY_ORDERS_TEXTS.empty.browse })).toHaveAttribute('href', '/shop');
  });

  it("shows 'Failed to lookup orders' with the server's message", async () => {
    post.mockRejectedValue(new ApiError(orderLookupMessages.tooMany, 429, { error: orderLookupMessages.tooMany }));
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    await lookUp();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.failed);
    expect(alert).toHaveTextContent(orderLookupMessages.tooMany);
    expect(findButton()).toBeEnabled();
  });

  it('looks up again on a new Find My Orders with the same details', async () => {
    post.mockResolvedValue({ orders: [] });
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    await lookUp();
    await screen.findByText(texts.noneFound);

    await userEvent.click(findButton());
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  });

  it('runs the remembered lookup when the page opens again in the same tab', async () => {
    window.sessionStorage.setItem(LOOKUP_STORAGE_KEY, JSON.stringify(guest));
    post.mockResolvedValue({ orders: [anOrder({ status: 'PREPARING' })] });
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    expect(screen.getByRole('button', { name: texts.heading })).toHaveAttribute('aria-expanded', 'false');

    expect(await screen.findByRole('article')).toHaveTextContent('Preparing');
    expect(post).toHaveBeenCalledWith('/orders/lookup', guest);
    await userEvent.click(screen.getByRole('button', { name: texts.heading }));
    expect(emailInput()).toHaveValue(guest.email);
  });

  it('polls every 5 s while an order awaits payment and stops once none does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.sessionStorage.setItem(LOOKUP_STORAGE_KEY, JSON.stringify(guest));
    post.mockResolvedValue({ orders: [anOrder({ status: 'AWAITING_PAYMENT' }), anOrder({ id: 'order-demo-0007', status: 'COMPLETED' })] });
    get.mockResolvedValue({ id: 'order-demo-0004', status: 'AWAITING_PAYMENT' });
    renderApp(<MyOrdersPage />, { path: '/my-orders' });
    const [awaiting] = await screen.findAllByRole('article');
    expect(awaiting).toHaveTextContent('Awaiting Payment');

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/orders/order-demo-0004/status');

    get.mockResolvedValue({ id: 'order-demo-0004', status: 'PAYMENT_SUCCESS' });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(within(screen.getAllByRole('article')[0]!).getByText('Payment Successful')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);

    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(get).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
