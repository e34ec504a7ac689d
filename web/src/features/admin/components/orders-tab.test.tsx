import { notifications } from '@mantine/notifications';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@ssb/contract';
import { api } from '@/lib/api/api-client';
import { axeViolations } from '@/testing/axe';
import { liveOrders } from '@/testing/fake-live-orders';
import { anOrder } from '@/testing/order-fixtures';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { mockViewportWidth } from '@/testing/viewport';
import { ADMIN_TEXTS } from '../texts';
import { ORDER_STATUS_LABELS } from '@/components/orders/order-status';
import { aStaffSchool, desktopAndQuiet, pickSchool, serveApi } from '../testing/fixtures';
import { OrdersTab } from './orders-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = ADMIN_TEXTS.orders;
const awaiting = anOrder({ id: 'order-wait-00000001', status: 'AWAITING_PAYMENT' });
const paid = anOrder({ id: 'order-paid-00000002', status: 'PAYMENT_SUCCESS', user: { email: 'parent@example.com', phone: '(217) 555-0142', fullAddress: '' } });
const done = anOrder({ id: 'order-done-00000003', status: 'COMPLETED' });
const page = (orders: Order[], nextCursor: string | null = null) => ({ orders, nextCursor });

function serve(extra: Record<string, unknown> = {}) {
  serveApi({
    'GET /schools?limit=200': { schools: [aStaffSchool(), aStaffSchool({ id: 'school-maple', name: 'Maple Grove Academy' })] },
    'GET /orders?limit=25': page([awaiting, paid, done], 'next-page'),
    'GET /orders?limit=25&cursor=next-page': page([anOrder({ id: 'order-older-00000004', status: 'CANCELLED' })]),
    ...extra,
  });
}

const renderTab = (path = '/admin?tab=orders') => renderApp(<OrdersTab />, { session: sessions.admin(), path });
const statusSelect = (orderId: string) => screen.findByRole('combobox', { name: texts.statusLabel({ orderNumber: `#${orderId.slice(-8)}` }) });

beforeEach(desktopAndQuiet);

// Many typed keystrokes: generous on a busy machine.
describe('OrdersTab', { timeout: 20_000 }, () => {
  it('shows every order with its number, customer, student, school, list and price, status, date and a Complete button disabled when completed', async () => {
    serve();
    renderTab();
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    const table = await screen.findByRole('table', { name: texts.tableLabel });
    for (const header of Object.values(texts.columns)) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = (await within(table).findByText('#00000001')).closest('tr')!;
    expect(row).toHaveTextContent('sam.lee@example.com');
    expect(row).toHaveTextContent('(217) 555-0188');
    expect(within(row).getByText('Noah Lee')).toBeInTheDocument();
    expect(row).toHaveTextContent('Lincoln Elementary School');
    expect(row).toHaveTextContent('Kindergarten Supply List');
    expect(row).toHaveTextContent('$34.31');
    expect(row).toHaveTextContent('November 22, 2026');
    expect(await statusSelect(awaiting.id)).toHaveValue('AWAITING_PAYMENT');
    expect(screen.getByRole('button', { name: texts.completeLabel({ orderNumber: '#00000003' }) })).toBeDisabled();
    expect(screen.getByRole('button', { name: texts.completeLabel({ orderNumber: '#00000001' }) })).toBeEnabled();
    expect(await axeViolations(table)).toEqual([]);
  });

  it('saves a status as soon as it is chosen, and Complete sets COMPLETED', async () => {
    const put = vi.fn((body: unknown) => ({ order: { ...awaiting, ...(body as object) } }));
    serve({ [`PUT /orders/${awaiting.id}/status`]: put });
    renderTab();
    await userEvent.selectOptions(await statusSelect(awaiting.id), 'PREPARING');
    await waitFor(() => expect(put).toHaveBeenCalledWith({ status: 'PREPARING' }));
    expect(await statusSelect(awaiting.id)).toHaveValue('PREPARING');
    expect(within(await statusSelect(awaiting.id)).getByRole('option', { name: 'Preparing' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: texts.completeLabel({ orderNumber: '#00000001' }) }));
    await waitFor(() => expect(put).toHaveBeenLastCalledWith({ status: 'COMPLETED' }));
    await waitFor(() => expect(screen.getByRole('button', { name: texts.completeLabel({ orderNumber: '#00000001' }) })).toBeDisabled());
  });

  it('confirms each status change where it happens, with Undo, which puts the status back', async () => {
    const show = vi.spyOn(notifications, 'show');
    const put = vi.fn((body: unknown) => ({ order: { ...awaiting, ...(body as object) } }));
    serve({ [`PUT /orders/${awaiting.id}/status`]: put });
    renderTab();
    await userEvent.selectOptions(await statusSelect(awaiting.id), 'PREPARING');
    await waitFor(() => expect(show).toHaveBeenCalled());
    const toast = show.mock.calls.at(-1)![0];
    expect(toast.closeButtonProps).toMatchObject({ 'aria-label': 'Close' });
    renderApp(<>{toast.message}</>, { session: sessions.admin() });
    expect(screen.getByText(texts.statusSaved({ orderNumber: '#00000001', status: 'Preparing' }))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: texts.undo }));
    await waitFor(() => expect(put).toHaveBeenLastCalledWith({ status: 'AWAITING_PAYMENT' }));
    await waitFor(async () => expect(await statusSelect(awaiting.id)).toHaveValue('AWAITING_PAYMENT'));
  });

  it('shows the packer the warning a move answers when it took stock below zero, and keeps it until closed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const warning = '2 short: Glue sticks, Crayons 24';
    const put = vi.fn((body: unknown) => ({ order: { ...paid, ...(body as object) }, stockWarning: warning }));
    serve({ [`PUT /orders/${paid.id}/status`]: put });
    renderTab();
    await userEvent.selectOptions(await statusSelect(paid.id), 'PREPARING');
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'yellow', message: warning, autoClose: false })));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: expect.anything(), color: 'teal' }));
  });

  it('asks before completing an order that was never paid; Keep as It Is changes nothing', async () => {
    const put = vi.fn(() => ({ order: { ...awaiting, status: 'COMPLETED' } }));
    serve({ [`PUT /orders/${awaiting.id}/status`]: put });
    renderTab();
    const complete = await screen.findByRole('button', { name: texts.completeLabel({ orderNumber: '#00000001' }) });
    await userEvent.click(complete);
    const dialog = await screen.findByRole('dialog', { name: texts.completeUnpaid.title });
    expect(dialog).toHaveTextContent(texts.completeUnpaid.message({ orderNumber: '#00000001', status: 'Awaiting Payment' }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.completeUnpaid.keep }));
    expect(put).not.toHaveBeenCalled();

    await userEvent.click(complete);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: texts.completeUnpaid.title })).getByRole('button', { name: texts.completeUnpaid.confirm }),
    );
    await waitFor(() => expect(put).toHaveBeenCalledWith({ status: 'COMPLETED' }));
  });

  it('never calls a refunded order one that was never paid: it says the payment went back and the order stays cancelled, in English and Spanish', async () => {
    const refunded = anOrder({ id: 'order-back-00000005', status: 'CANCELLED', refunded: { amount: 34.31, at: '2026-09-03T15:04:05.000Z' } });
    const put = vi.fn();
    serveApi({
      'GET /schools?limit=200': { schools: [aStaffSchool()] },
      'GET /orders?limit=25': page([refunded]),
      [`PUT /orders/${refunded.id}/status`]: put,
    });
    const { unmount } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.completeLabel({ orderNumber: '#00000005' }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.refundedStaysCancelled.title });
    expect(dialog).toHaveTextContent(
      'Order #00000005 was paid, and $34.31 of it was refunded on September 3, 2026, so it stays cancelled. Record a new order instead.',
    );
    expect(dialog).not.toHaveTextContent(/never paid/);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining([texts.refundedStaysCancelled.keep]));
    expect(within(dialog).queryByRole('button', { name: texts.completeUnpaid.confirm })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.refundedStaysCancelled.keep }));
    await userEvent.selectOptions(await statusSelect(refunded.id), 'PREPARING');
    expect(await screen.findByRole('dialog', { name: texts.refundedStaysCancelled.title })).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    unmount();

    await speak('es');
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: ADMIN_TEXTS.orders.completeLabel({ orderNumber: '#00000005' }) }));
    expect(await screen.findByRole('dialog', { name: 'El pago de este pedido fue reembolsado' })).toHaveTextContent(
      'El pedido #00000005 se pagó y se reembolsaron $34.31 el 3 de septiembre de 2026, así que sigue cancelado.',
    );
  });

  it('asks before cancelling a paid order with what is left to refund of it', async () => {
    const partly = anOrder({ id: 'order-part-00000006', status: 'PAYMENT_SUCCESS', refunded: { amount: 1, at: '2026-09-03T15:04:05.000Z' } });
    serveApi({ 'GET /schools?limit=200': { schools: [aStaffSchool()] }, 'GET /orders?limit=25': page([partly]) });
    renderTab();
    await userEvent.selectOptions(await statusSelect(partly.id), 'CANCELLED');
    expect(await screen.findByRole('dialog', { name: texts.cancelPaid.title })).toHaveTextContent(
      texts.cancelPaid.message({ orderNumber: '#00000006', amount: '$33.31' }),
    );
  });

  it('moves the selected orders in one action and says how many moved and how many were left', async () => {
    const show = vi.spyOn(notifications, 'show');
    const post = vi.fn(() => ({ moved: 1, skipped: [{ id: awaiting.id, reason: 'AWAITING_PAYMENT orders are not moved to COMPLETED in bulk' }] }));
    serve({ 'POST /orders/bulk-status': post });
    renderTab();
    const bulk = screen.getByRole('group', { name: texts.bulk.label });
    expect(within(bulk).getByRole('button', { name: texts.bulk.toStatus({ status: ORDER_STATUS_LABELS.COMPLETED }) })).toBeDisabled();
    await userEvent.click(await screen.findByRole('checkbox', { name: texts.bulk.selectRow({ orderNumber: '#00000001' }) }));
    await userEvent.click(screen.getByRole('checkbox', { name: texts.bulk.selectRow({ orderNumber: '#00000002' }) }));
    expect(bulk).toHaveTextContent(texts.bulk.selected({ count: 2 }));
    await userEvent.click(within(bulk).getByRole('button', { name: texts.bulk.toStatus({ status: ORDER_STATUS_LABELS.COMPLETED }) }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ status: 'COMPLETED', orderIds: [awaiting.id, paid.id] }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: texts.bulk.result({ moved: 1, skipped: 1 }) })));
    expect(bulk).toHaveTextContent(texts.bulk.selected({ count: 0 }));
  });

  it('a bulk move that took stock below zero says so beside its result', async () => {
    const show = vi.spyOn(notifications, 'show');
    const post = vi.fn(() => ({ moved: 1, skipped: [], stockWarning: '1 short: Glue sticks' }));
    serve({ 'POST /orders/bulk-status': post });
    renderTab();
    const bulk = screen.getByRole('group', { name: texts.bulk.label });
    await userEvent.click(await screen.findByRole('checkbox', { name: texts.bulk.selectRow({ orderNumber: '#00000002' }) }));
    await userEvent.click(within(bulk).getByRole('button', { name: texts.bulk.toStatus({ status: ORDER_STATUS_LABELS.PREPARING }) }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: texts.bulk.result({ moved: 1, skipped: 0 }) })));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'yellow', message: '1 short: Glue sticks', autoClose: false }));
  });

  it('with a school chosen, moves every paid order of the school after asking', async () => {
    const post = vi.fn(() => ({ moved: 12, skipped: [] }));
    serve({ 'GET /orders?schoolId=school-maple&limit=25': page([paid]), 'POST /orders/bulk-status': post });
    renderTab();
    await pickSchool(texts.filters.school, 'maple', 'Maple Grove Academy');
    await userEvent.click(await screen.findByRole('button', { name: texts.bulk.schoolToStatus({ status: ORDER_STATUS_LABELS.PREPARING }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.bulk.schoolTitle({ school: 'Maple Grove Academy' }) });
    expect(dialog).toHaveTextContent(texts.bulk.schoolMessage({ school: 'Maple Grove Academy', status: 'Preparing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.bulk.schoolConfirm }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ status: 'PREPARING', schoolId: 'school-maple' }));
  });

  it('asks before cancelling a paid order, saying it will be refunded; Keep Order changes nothing', async () => {
    const put = vi.fn(() => ({ order: { ...paid, status: 'CANCELLED' }, refund: { amount: 34.31, status: 'succeeded' } }));
    serve({ [`PUT /orders/${paid.id}/status`]: put });
    renderTab();
    await userEvent.selectOptions(await statusSelect(paid.id), 'CANCELLED');
    const dialog = await screen.findByRole('dialog', { name: texts.cancelPaid.title });
    expect(dialog).toHaveTextContent(texts.cancelPaid.message({ orderNumber: '#00000002', amount: '$34.31' }));
    expect(dialog).toHaveTextContent('refunds the customer');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancelPaid.keep }));
    expect(put).not.toHaveBeenCalled();
    expect(await statusSelect(paid.id)).toHaveValue('PAYMENT_SUCCESS');

    await userEvent.selectOptions(await statusSelect(paid.id), 'CANCELLED');
    await userEvent.click(within(await screen.findByRole('dialog', { name: texts.cancelPaid.title })).getByRole('button', { name: texts.cancelPaid.confirm }));
    await waitFor(() => expect(put).toHaveBeenCalledWith({ status: 'CANCELLED' }));
    await waitFor(async () => expect(await statusSelect(paid.id)).toHaveValue('CANCELLED'));
  });

  it('cancels an order nobody paid for without asking', async () => {
    const put = vi.fn(() => ({ order: { ...awaiting, status: 'CANCELLED' }, refund: null }));
    serve({ [`PUT /orders/${awaiting.id}/status`]: put });
    renderTab();
    await userEvent.selectOptions(await statusSelect(awaiting.id), 'CANCELLED');
    await waitFor(() => expect(put).toHaveBeenCalledWith({ status: 'CANCELLED' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('filters by status and school, searches (an order number here), and loads more pages', async () => {
    serve({
      'GET /orders?status=PREPARING&limit=25': page([anOrder({ id: 'order-prep-00000005', status: 'PREPARING' })]),
      'GET /orders?status=PREPARING&schoolId=school-maple&limit=25': page([]),
      'GET /orders?status=PREPARING&schoolId=school-maple&search=%23emo-0004&limit=25': page([awaiting]),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('#00000004')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filters.status }), 'PREPARING');
    expect(await screen.findByText('#00000005')).toBeInTheDocument();
    await pickSchool(texts.filters.school, 'grove', 'Maple Grove Academy');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: texts.filters.search }), ' #emo-0004 ');
    expect(await screen.findByText('#00000001', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(vi.mocked(api.get)).toHaveBeenCalledWith('/orders?status=PREPARING&schoolId=school-maple&search=%23emo-0004&limit=25');
  });

  it('keeps its filters, its search and the pages loaded in the address, and opens them again from it', async () => {
    serve({
      'GET /orders?status=PREPARING&limit=25': { ...page([anOrder({ id: 'order-prep-00000005', status: 'PREPARING' })], 'prep-next'), total: 26 },
      'GET /orders?status=PREPARING&limit=25&cursor=prep-next': page([anOrder({ id: 'order-prep-00000006', status: 'PREPARING' })]),
      'GET /orders?status=PREPARING&search=sam%40example.com&limit=25': page([]),
    });
    const { router } = renderTab();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: texts.filters.status }), 'PREPARING');
    expect(await screen.findByText('#00000005')).toBeInTheDocument();
    // "Load more" says how many remain, from the total the first page brought.
    expect(screen.getByText('Showing 1 of 26 · 25 more')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('#00000006')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ tab: 'orders', status: 'PREPARING', pages: '2' });

    await userEvent.type(screen.getByRole('textbox', { name: texts.filters.search }), 'sam@example.com');
    // A new search starts again from the first page.
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ tab: 'orders', status: 'PREPARING', q: 'sam@example.com' }),
    );
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('opened from an address with filters and two pages, shows them, and "Placed today" asks for the orders since midnight', async () => {
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    const since = encodeURIComponent(midnight.toISOString());
    serve({
      'GET /orders?status=PREPARING&schoolId=school-maple&limit=25': page([anOrder({ id: 'order-prep-00000005', status: 'PREPARING' })], 'prep-next'),
      'GET /orders?status=PREPARING&schoolId=school-maple&limit=25&cursor=prep-next': page([anOrder({ id: 'order-prep-00000006', status: 'PREPARING' })]),
      [`GET /orders?since=${since}&limit=25`]: page([done]),
    });
    renderTab('/admin?tab=orders&status=PREPARING&school=school-maple&pages=2');
    expect(await screen.findByText('#00000006')).toBeInTheDocument();
    expect(screen.getByText('#00000005')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: texts.filters.status })).toHaveValue('PREPARING');

    renderTab(`/admin?tab=orders&since=today`);
    expect(await screen.findByText('#00000003')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: texts.filters.placed }).at(-1)).toHaveValue('today');
  });

  it('on a phone, the orders are cards with the same fields and controls', async () => {
    mockViewportWidth(375);
    serve();
    renderTab();
    const cards = await screen.findByRole('list', { name: texts.tableLabel });
    const card = within(cards).getByRole('article', { name: '#00000001' });
    expect(card).toHaveTextContent('sam.lee@example.com');
    expect(card).toHaveTextContent(`${texts.columns.student}Noah Lee`);
    expect(within(card).getByRole('combobox', { name: texts.statusLabel({ orderNumber: '#00000001' }) })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: texts.completeLabel({ orderNumber: '#00000001' }) })).toBeInTheDocument();
  });
});

describe('OrdersTab, live', { timeout: 20_000 }, () => {
  it('listens to the newest orders of its filters, and not while searching', async () => {
    serve({ 'GET /orders?status=PREPARING&limit=25': page([]), 'GET /orders?search=x%40y.z&limit=25': page([]) });
    renderTab();
    expect(await screen.findByText('#00000001')).toBeInTheDocument();
    expect(liveOrders.scopes.at(-1)).toEqual({ kind: 'all', schoolId: undefined, status: undefined, max: 25 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filters.status }), 'PREPARING');
    await waitFor(() => expect(liveOrders.scopes.at(-1)).toMatchObject({ kind: 'all', status: 'PREPARING' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filters.status }), '');
    await userEvent.type(screen.getByRole('textbox', { name: texts.filters.search }), 'x@y.z');
    await waitFor(() => expect(vi.mocked(api.get)).toHaveBeenCalledWith('/orders?search=x%40y.z&limit=25'));
    const listened = liveOrders.scopes.length;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filters.status }), 'PREPARING');
    expect(liveOrders.scopes.length).toBe(listened);
  });
});

describe('OrdersTab in Spanish', { timeout: 20_000 }, () => {
  it('heads, dates and prices the orders as a Spanish reader writes them, names the statuses in Spanish, and says the refund before cancelling a paid order', async () => {
    await speak('es');
    serve();
    renderTab();
    const table = await screen.findByRole('table', { name: 'Todos los pedidos' });
    for (const header of ['N.º de pedido', 'Cliente', 'Escuela', 'Lista de útiles', 'Estado', 'Fecha', 'Acciones'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = (await within(table).findByText('#00000001')).closest('tr')!;
    expect(row).toHaveTextContent('22 de noviembre de 2026');
    expect(row).toHaveTextContent('$34.31');
    const status = await screen.findByRole('combobox', { name: 'Estado del pedido #00000001' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Pago pendiente', 'Pago exitoso', 'En preparación', 'Completado', 'Cancelado']));
    expect(screen.getByRole('button', { name: 'Completar (pedido #00000003)' })).toBeDisabled();

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Estado del pedido #00000002' }), 'CANCELLED');
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar este pedido pagado?' });
    expect(dialog).toHaveTextContent('El pedido #00000002 ya está pagado. Si lo cancela, se le reembolsará al cliente su pago de $34.31.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conservar el pedido' }));
    expect(await screen.findByRole('combobox', { name: 'Estado del pedido #00000002' })).toHaveValue('PAYMENT_SUCCESS');
  });
});
