import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseOrder } from '@ssb/contract';
import { api } from '@/lib/api/api-client';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { PURCHASING_TEXTS } from '../purchasing-texts';
import { desktopAndQuiet, serveApi } from '../testing/fixtures';
import { PurchaseOrderView } from './purchase-order-view';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = PURCHASING_TEXTS;

const line = (productId: string, name: string, sku: string, quantity: number, received: number) => ({
  productId,
  name,
  sku,
  packSize: 12,
  quantity,
  received,
  unitCost: 0.5,
  lineTotal: quantity * 0.5,
});

const order = (overrides: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  id: 'PO-0007',
  supplierId: 's1',
  supplierName: 'Acme Paper',
  supplierEmail: 'orders@acme.example.com',
  status: 'ORDERED',
  lines: [line('p1', 'Crayons', 'CRY-24', 24, 10), line('p2', 'Glue sticks', 'GLU-6', 12, 0)],
  total: 18,
  receipts: [],
  createdAt: '2026-08-01T15:00:00.000Z',
  orderedAt: '2026-08-01T16:00:00.000Z',
  cancelledAt: null,
  ...overrides,
});

const renderView = () => renderApp(<PurchaseOrderView id="PO-0007" onBack={() => {}} />, { session: sessions.admin() });

beforeEach(desktopAndQuiet);

describe('PurchaseOrderView', { timeout: 20_000 }, () => {
  it('when an order is placed, then it may be cancelled, not ordered again', async () => {
    serveApi({ 'GET /purchase-orders/PO-0007': { purchaseOrder: order() } });
    renderView();
    expect(await screen.findByRole('heading', { name: 'Purchase order PO-0007' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.order.cancelIt })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.order.orderIt })).not.toBeInTheDocument();
  });

  it('finds a line still to come by SKU or name, fills in what is left, and receives the typed count', async () => {
    const received = vi.fn(() => ({ purchaseOrder: order({ status: 'PARTIAL' }) }));
    serveApi({ 'GET /purchase-orders/PO-0007': { purchaseOrder: order() }, 'POST /purchase-orders/PO-0007/receipts': received });
    renderView();
    const search = await screen.findByRole('searchbox', { name: texts.receive.search });
    await userEvent.type(search, 'glu-6');
    expect(screen.queryByRole('button', { name: texts.receive.receiveLabel({ product: 'Crayons' }) })).not.toBeInTheDocument();
    const count = screen.getByRole('textbox', { name: texts.receive.count({ product: 'Glue sticks' }) });
    expect(count).toHaveValue('12');
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(screen.getByRole('button', { name: texts.receive.receiveLabel({ product: 'Glue sticks' }) }));
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith({ lines: [{ productId: 'p2', quantity: 5 }] }));
    await userEvent.clear(search);
    await userEvent.type(search, 'crayon');
    expect(screen.getByRole('textbox', { name: texts.receive.count({ product: 'Crayons' }) })).toHaveValue('14');
    expect(vi.mocked(api.post)).toHaveBeenCalledTimes(1);
  });

  it('when everything has arrived, then there is nothing to receive and the order is final', async () => {
    serveApi({ 'GET /purchase-orders/PO-0007': { purchaseOrder: order({ status: 'RECEIVED', lines: [line('p1', 'Crayons', 'CRY-24', 24, 24)] }) } });
    renderView();
    expect(await screen.findByText(texts.receive.nothingLeft)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.order.cancelIt })).not.toBeInTheDocument();
  });
});
