import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formMessages, stockMessages, type DemandRow, type PurchaseOrder } from '@ssb/contract';
import { ApiError } from '@/lib/api/api-client';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { PURCHASING_TEXTS } from '../purchasing-texts';
import { aStaffSchool, desktopAndQuiet, serveApi } from '../testing/fixtures';
import { PurchasingTab } from './purchasing-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = PURCHASING_TEXTS;
const supplier = { id: 's1', name: 'Acme Paper', email: 'orders@acme.example.com', leadTimeDays: 5 };
const row = (overrides: Partial<DemandRow>): DemandRow => ({
  productId: 'p1',
  name: 'Crayons',
  sku: 'CRY-24',
  supplierId: 's1',
  needed: 30,
  onHand: 3,
  onOrder: 0,
  shortfall: 27,
  ...overrides,
});
const draft: PurchaseOrder = {
  id: 'PO-0007',
  supplierId: 's1',
  supplierName: 'Acme Paper',
  supplierEmail: supplier.email,
  status: 'DRAFT',
  lines: [{ productId: 'p1', name: 'Crayons', sku: 'CRY-24', packSize: 12, quantity: 36, received: 0, unitCost: 0.85, lineTotal: 30.6 }],
  total: 30.6,
  receipts: [],
  createdAt: '2026-08-01T15:00:00.000Z',
  orderedAt: null,
  cancelledAt: null,
};

beforeEach(desktopAndQuiet);

describe('PurchasingTab', { timeout: 20_000 }, () => {
  it('shows the shortfalls only until asked for every row, and makes a purchase order of a chosen supplier’s, then opens it', async () => {
    const fromDemand = vi.fn(() => ({ purchaseOrder: draft }));
    serveApi({
      'GET /schools?limit=200': { schools: [aStaffSchool()], nextCursor: null },
      'GET /suppliers': { suppliers: [supplier] },
      'GET /purchasing/demand': { demand: [row({}), row({ productId: 'p2', name: 'Glue sticks', sku: null, shortfall: 0, onHand: null })] },
      'GET /purchasing/demand?supplierId=s1': { demand: [row({})] },
      'GET /purchase-orders': { purchaseOrders: [], nextCursor: null },
      'POST /purchase-orders/from-demand': fromDemand,
      'GET /purchase-orders/PO-0007': { purchaseOrder: draft },
    });
    renderApp(<PurchasingTab />, { session: sessions.admin(), path: '/admin?tab=purchasing' });
    expect(await screen.findByText('Crayons')).toBeInTheDocument();
    expect(screen.queryByText('Glue sticks')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: texts.demand.onlyShort }));
    expect(await screen.findByText('Glue sticks')).toBeInTheDocument();
    expect(screen.getByText(texts.demand.untracked)).toBeInTheDocument();

    const make = screen.getByRole('button', { name: texts.demand.makeOrder });
    expect(make).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.demand.supplier }), 'Acme Paper');
    await userEvent.click(make);
    expect(fromDemand).toHaveBeenCalledWith({ supplierId: 's1' });
    expect(await screen.findByRole('heading', { name: 'Purchase order PO-0007' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.order.orderIt })).toBeInTheDocument();
  });

  it('adds a supplier: a bad e-mail and a negative or fractional lead time are refused, the API’s 400 shows under its field, and the new one is listed', async () => {
    const added = { id: 's2', name: 'Bright Pens', email: 'orders@bright.example.com', leadTimeDays: 3 };
    let suppliers = [supplier];
    let refuseOnce = true;
    const create = vi.fn(() => {
      if (refuseOnce) {
        refuseOnce = false;
        throw new ApiError('email: Already used by another supplier', 400, { error: 'email: Already used by another supplier' });
      }
      suppliers = [added, supplier];
      return { supplier: added };
    });
    serveApi({
      'GET /schools?limit=200': { schools: [aStaffSchool()], nextCursor: null },
      'GET /suppliers': () => ({ suppliers }),
      'GET /purchasing/demand': { demand: [] },
      'GET /purchase-orders': { purchaseOrders: [], nextCursor: null },
      'POST /suppliers': create,
    });
    renderApp(<PurchasingTab />, { session: sessions.admin(), path: '/admin?tab=purchasing' });
    const list = await screen.findByRole('table', { name: texts.suppliers.tableLabel });
    expect(await within(list).findByText('Acme Paper')).toBeInTheDocument();
    expect(within(list).getByText(supplier.email)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: texts.suppliers.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.suppliers.dialog.title });
    await userEvent.type(within(dialog).getByLabelText(texts.suppliers.dialog.name, { exact: false }), '  Bright Pens ');
    await userEvent.type(within(dialog).getByLabelText(texts.suppliers.dialog.email, { exact: false }), 'not-an-email');
    const leadTime = within(dialog).getByLabelText(texts.suppliers.dialog.leadTime, { exact: false });
    await userEvent.type(leadTime, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.suppliers.dialog.save }));
    expect(await within(dialog).findByText(formMessages.invalidEmail)).toBeInTheDocument();
    expect(within(dialog).getByText(stockMessages.leadTimeInvalid)).toBeInTheDocument();
    await userEvent.clear(leadTime);
    await userEvent.type(leadTime, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.suppliers.dialog.save }));
    expect(within(dialog).getByText(stockMessages.leadTimeInvalid)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    const email = within(dialog).getByLabelText(texts.suppliers.dialog.email, { exact: false });
    await userEvent.clear(email);
    await userEvent.type(email, added.email);
    await userEvent.clear(leadTime);
    await userEvent.type(leadTime, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.suppliers.dialog.save }));
    expect(await within(dialog).findByText('Already used by another supplier')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: texts.suppliers.dialog.save }));
    expect(create).toHaveBeenLastCalledWith({ name: 'Bright Pens', email: added.email, leadTimeDays: 3 });
    expect(await within(list).findByText('Bright Pens')).toBeInTheDocument();
    expect(within(list).getByText(texts.suppliers.leadTime({ days: 3 }))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: texts.suppliers.dialog.title })).not.toBeInTheDocument();
  });
});
