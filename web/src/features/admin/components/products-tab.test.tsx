import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMessages, stockMessages } from '@ssb/contract';
import { axeViolations } from '@/testing/axe';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { DATA_TABLE_TEXTS } from '@/components/ui/data-table';
import { ADMIN_TEXTS } from '../texts';
import { BACKORDER_DIALOG_TEXTS as dialogTexts } from '../backorder-dialog-texts';
import { aProduct, desktopAndQuiet, serveApi } from '../testing/fixtures';
import { productPayload } from './product-dialog';
import { ProductsTab, typeBadge } from './products-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = ADMIN_TEXTS.products;
const crayons = aProduct({ thumbnailUrl: '/api/products/prod-crayons/photo/v1/320.webp' });
const paper = aProduct({ id: 'prod-paper', name: 'Copy Paper Ream', description: '', price: null, productType: 'SCHOOL_WIDE', supplyListCount: 0 });

const renderTab = () => renderApp(<ProductsTab />, { session: sessions.admin() });

beforeEach(desktopAndQuiet);

// Many typed keystrokes: generous on a busy machine.
describe('ProductsTab', { timeout: 20_000 }, () => {
  it('shows each product with its description, type badge, price and how many lists use it', async () => {
    serveApi({ 'GET /products?limit=200': { products: [crayons, paper], nextCursor: null } });
    renderTab();
    const card = await screen.findByRole('article', { name: crayons.name });
    expect(card).toHaveTextContent('Classic colours, non-toxic.');
    expect(card).toHaveTextContent('Individual');
    expect(card).toHaveTextContent('$2.99');
    expect(card).toHaveTextContent('Used in 3 supply lists');
    const other = screen.getByRole('article', { name: paper.name });
    expect(other).toHaveTextContent('School Wide');
    expect(other).toHaveTextContent(texts.noPrice);
    expect(other).toHaveTextContent('Used in 0 supply lists');
    expect(within(card).getByRole('button', { name: texts.editLabel({ name: crayons.name }) })).toHaveTextContent(texts.edit);
    expect(within(card).getByRole('img', { name: crayons.name }).getAttribute('src')).toBe(crayons.thumbnailUrl);
    expect(within(other).queryByRole('img')).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the first page of products and reads the next with Load more, which goes once the last page is in', async () => {
    serveApi({
      'GET /products?limit=200': { products: [crayons], nextCursor: 'after-crayons' },
      'GET /products?limit=200&cursor=after-crayons': { products: [paper], nextCursor: null },
    });
    renderTab();
    expect(await screen.findByRole('article', { name: crayons.name })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: paper.name })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.loadMore }));
    expect(await screen.findByRole('article', { name: paper.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DATA_TABLE_TEXTS.loadMore })).not.toBeInTheDocument();
  });

  it('Backorder: the revised date and a substitute of equal or greater price go to the API, and the dialog says how many families were told', async () => {
    const pens = aProduct({ id: 'prod-pens', name: 'Gel Pens', price: 3.5 });
    const chalk = aProduct({ id: 'prod-chalk', name: 'Chalk', price: 1 });
    const post = vi.fn(() => ({ productId: crayons.id, delay: 1, revisedDate: '2099-01-15', substituteProductId: pens.id, notified: 2, boxes: 2 }));
    serveApi({ 'GET /products?limit=200': { products: [crayons, pens, chalk], nextCursor: null }, [`POST /products/${crayons.id}/backorder`]: post });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.backorder.openLabel({ name: crayons.name }) }));
    const dialog = await screen.findByRole('dialog', { name: dialogTexts.title({ name: crayons.name }) });
    const date = within(dialog).getByLabelText(dialogTexts.revisedDate, { exact: false });
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-15');
    const substitute = within(dialog).getByRole('combobox', { name: dialogTexts.substitute });
    await waitFor(() =>
      expect(
        within(substitute)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([dialogTexts.noSubstitute, 'Gel Pens ($3.50)']),
    );
    await userEvent.selectOptions(substitute, pens.id);
    await userEvent.click(within(dialog).getByRole('button', { name: dialogTexts.submit }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ revisedDate: '2099-01-15', substituteProductId: pens.id }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('2 families were told.');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('Backorder speaks Spanish, and says when no family was told', async () => {
    await speak('es');
    const post = vi.fn(() => ({ productId: crayons.id, delay: 1, revisedDate: '2099-01-15', substituteProductId: null, notified: 0, boxes: 0 }));
    serveApi({ 'GET /products?limit=200': { products: [crayons], nextCursor: null }, [`POST /products/${crayons.id}/backorder`]: post });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: `Poner ${crayons.name} como pedido pendiente` }));
    const dialog = await screen.findByRole('dialog', { name: `Pedido pendiente: ${crayons.name}` });
    expect(within(dialog).getByRole('combobox', { name: 'Sustituto (opcional)' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avisar a las familias' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ revisedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('No se avisó a ninguna familia ahora');
  });

  it('gives the focus back to the Edit button when its dialog closes', async () => {
    serveApi({ 'GET /products?limit=200': { products: [crayons], nextCursor: null } });
    renderTab();
    const edit = await screen.findByRole('button', { name: texts.editLabel({ name: crayons.name }) });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.editTitle });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('Add Product: with no name nothing is sent; an empty price and description are left out; the type defaults to Individual', async () => {
    const post = vi.fn((body: unknown) => ({ product: { ...aProduct({ id: 'prod-new' }), ...(body as object) } }));
    serveApi({ 'GET /products?limit=200': { products: [crayons], nextCursor: null }, 'POST /products': post });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.createTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.create }));
    expect(post).not.toHaveBeenCalled();
    expect(within(dialog).queryByText(/required/i)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: texts.dialog.type })).toHaveValue('INDIVIDUAL');
    expect(within(dialog).getByRole('spinbutton', { name: texts.dialog.price })).toHaveAttribute('step', '0.01');

    expect(within(dialog).getByRole('textbox', { name: texts.dialog.taxCode })).toHaveValue('txcd_99999999');

    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.dialog.name }), 'Ruler');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.create }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ name: 'Ruler', productType: 'INDIVIDUAL', taxCode: 'txcd_99999999' }));
  });

  it('Edit Product starts from the product and sends Update Product with the price parsed as a decimal', async () => {
    const put = vi.fn((body: unknown) => ({ product: { ...crayons, ...(body as object) } }));
    serveApi({ 'GET /products?limit=200': { products: [crayons], nextCursor: null }, 'PUT /products/prod-crayons': put });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.editLabel({ name: crayons.name }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.editTitle });
    const price = within(dialog).getByRole('spinbutton', { name: texts.dialog.price });
    expect(price).toHaveValue(2.99);
    await userEvent.clear(price);
    await userEvent.type(price, '3.5');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: texts.dialog.type }), 'CLASSROOM');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.update }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith({
        name: crayons.name,
        description: crayons.description,
        price: 3.5,
        productType: 'CLASSROOM',
        taxCode: crayons.taxCode,
      }),
    );
  });

  it('Edit Product starts from the product’s tax code, refuses another shape with the contract’s message and sends a new one', async () => {
    const put = vi.fn((body: unknown) => ({ product: { ...crayons, ...(body as object) } }));
    const coded = aProduct({ taxCode: 'txcd_35010000' });
    serveApi({ 'GET /products?limit=200': { products: [coded], nextCursor: null }, 'PUT /products/prod-crayons': put });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.editLabel({ name: coded.name }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.editTitle });
    const taxCode = within(dialog).getByRole('textbox', { name: texts.dialog.taxCode });
    expect(taxCode).toHaveValue('txcd_35010000');
    expect(taxCode).toHaveAccessibleDescription(texts.dialog.taxCodeHint);
    await userEvent.clear(taxCode);
    await userEvent.type(taxCode, 'txcd_123');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.update }));
    expect(await within(dialog).findByText(staffMessages.taxCodeInvalid)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await userEvent.type(taxCode, '45678');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.update }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(expect.objectContaining({ taxCode: 'txcd_12345678' })));
  });

  it('a price with a third decimal is refused with the contract’s message, and nothing is sent', async () => {
    const post = vi.fn();
    serveApi({ 'GET /products?limit=200': { products: [crayons], nextCursor: null }, 'POST /products': post });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.createTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.dialog.name }), 'Ruler');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: texts.dialog.price }), '1.234');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.create }));
    expect(await within(dialog).findByText(staffMessages.priceInvalid)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

const noStock = { sku: '', supplierId: '', cost: '', packSize: '', stockOnHand: '', reorderPoint: '' };

describe('the product dialog’s supplier and stock', { timeout: 20_000 }, () => {
  it('starts from the product’s supplier and stock, picks another supplier from GET /suppliers and sends the fields', async () => {
    const put = vi.fn((body: unknown) => ({ product: { ...crayons, ...(body as object) } }));
    const stocked = aProduct({ sku: 'CRY-24', supplierId: 'sup-acme', cost: 1.25, packSize: 12, stockOnHand: 40, reorderPoint: 10 });
    serveApi({
      'GET /products?limit=200': { products: [stocked], nextCursor: null },
      'GET /suppliers': {
        suppliers: [
          { id: 'sup-acme', name: 'Acme Paper', email: 'a@example.com', leadTimeDays: 5 },
          { id: 'sup-best', name: 'Best Crayons', email: 'b@example.com', leadTimeDays: 3 },
        ],
      },
      'PUT /products/prod-crayons': put,
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.editLabel({ name: stocked.name }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.editTitle });
    expect(within(dialog).getByRole('textbox', { name: texts.dialog.sku })).toHaveValue('CRY-24');
    expect(within(dialog).getByRole('spinbutton', { name: texts.dialog.cost })).toHaveValue(1.25);
    const supplier = within(dialog).getByRole('combobox', { name: texts.dialog.supplier });
    await waitFor(() => expect(supplier).toHaveValue('sup-acme'));
    await userEvent.selectOptions(supplier, 'sup-best');
    const stock = within(dialog).getByRole('spinbutton', { name: texts.dialog.stockOnHand });
    expect(stock).toHaveValue(40);
    await userEvent.clear(stock);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.update }));
    // Emptied: no longer tracked, said with null (a stock figure left out is kept as stored).
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        expect.objectContaining({ sku: 'CRY-24', supplierId: 'sup-best', cost: 1.25, packSize: 12, reorderPoint: 10, stockOnHand: null }),
      ),
    );
  });

  it('a stock packing took below zero is shown and saves unchanged with a new price, left out; a negative typed over it is refused', async () => {
    const put = vi.fn((body: unknown) => ({ product: { ...crayons, ...(body as object) } }));
    const short = aProduct({ sku: 'CRY-24', stockOnHand: -3, reorderPoint: 10 });
    serveApi({ 'GET /products?limit=200': { products: [short], nextCursor: null }, 'GET /suppliers': { suppliers: [] }, 'PUT /products/prod-crayons': put });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: texts.editLabel({ name: short.name }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.editTitle });
    const stock = within(dialog).getByRole('spinbutton', { name: texts.dialog.stockOnHand });
    expect(stock).toHaveValue(-3);

    await userEvent.clear(stock);
    await userEvent.type(stock, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.update }));
    expect(await within(dialog).findByText(stockMessages.countInvalid)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await userEvent.clear(stock);
    await userEvent.type(stock, '-3');
    const price = within(dialog).getByRole('spinbutton', { name: texts.dialog.price });
    await userEvent.clear(price);
    await userEvent.type(price, '3.25');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.dialog.update }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(expect.objectContaining({ price: 3.25, sku: 'CRY-24', reorderPoint: 10 })));
    expect(put.mock.calls[0]![0]).not.toHaveProperty('stockOnHand');
  });
});

describe('productPayload', () => {
  it('trims the name, leaves out an empty description or price, parses a price as a decimal and sends the tax code', () => {
    expect(productPayload({ name: ' Ruler ', description: ' ', price: '', productType: 'CLASSROOM', taxCode: 'txcd_99999999', ...noStock })).toEqual({
      name: 'Ruler',
      productType: 'CLASSROOM',
      taxCode: 'txcd_99999999',
    });
    expect(productPayload({ name: 'Ruler', description: 'Wooden', price: '1.5', productType: 'INDIVIDUAL', taxCode: ' txcd_35010000 ', ...noStock })).toEqual({
      name: 'Ruler',
      description: 'Wooden',
      price: 1.5,
      productType: 'INDIVIDUAL',
      taxCode: 'txcd_35010000',
    });
  });

  it('leaves out a stock figure as it was, sends one typed over it, and null for one emptied (no longer tracked)', () => {
    const base = { name: 'Ruler', description: '', price: '', productType: 'INDIVIDUAL', taxCode: 'txcd_99999999', ...noStock } as const;
    const stored = aProduct({ stockOnHand: -3 });
    expect(productPayload({ ...base, stockOnHand: ' -3 ' }, stored)).not.toHaveProperty('stockOnHand');
    expect(productPayload({ ...base, stockOnHand: '7' }, stored)).toMatchObject({ stockOnHand: 7 });
    expect(productPayload({ ...base, stockOnHand: '' }, stored)).toMatchObject({ stockOnHand: null });
    expect(productPayload({ ...base, stockOnHand: '' }, aProduct())).not.toHaveProperty('stockOnHand');
  });

  it('sends the stock fields given, as numbers, and leaves out those left empty (a stock left empty is not tracked)', () => {
    const base = { name: 'Ruler', description: '', price: '', productType: 'INDIVIDUAL', taxCode: 'txcd_99999999' } as const;
    expect(productPayload({ ...base, ...noStock, sku: ' RUL-12 ', supplierId: 'sup-1', cost: '0.75', packSize: '12', stockOnHand: '0' })).toEqual({
      name: 'Ruler',
      productType: 'INDIVIDUAL',
      taxCode: 'txcd_99999999',
      sku: 'RUL-12',
      supplierId: 'sup-1',
      cost: 0.75,
      packSize: 12,
      stockOnHand: 0,
    });
  });
});

describe('typeBadge', () => {
  it('names each product type, and any other Unknown', () => {
    expect(typeBadge('INDIVIDUAL').label).toBe('Individual');
    expect(typeBadge('CLASSROOM').label).toBe('Classroom');
    expect(typeBadge('SCHOOL_WIDE').label).toBe('School Wide');
    expect(typeBadge('BULK').label).toBe('Unknown');
  });
});
