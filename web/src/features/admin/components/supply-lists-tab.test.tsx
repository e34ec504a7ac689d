import { notifications } from '@mantine/notifications';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productTypeNames, staffMessages } from '@ssb/contract';
import { api, ApiError } from '@/lib/api/api-client';
import { axeViolations } from '@/testing/axe';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { PRODUCT_CHECKLIST_TEXTS as checklistTexts } from '@/components/catalog/texts';
import { LIST_PRODUCTS_TEXTS } from '../list-products-texts';
import { DATA_TABLE_TEXTS } from '@/components/ui/data-table';
import { ADMIN_TEXTS } from '../texts';
import { aProduct, aStaffList, aStaffSchool, desktopAndQuiet, pickSchool, serveApi } from '../testing/fixtures';
import { SupplyListsTab } from './supply-lists-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = ADMIN_TEXTS.supplyLists;
const draft = aStaffList();
const published = aStaffList({
  id: 'list-lincoln-k',
  name: 'Kindergarten Supply List',
  published: true,
  totalPrice: 34.31,
  orderCount: 3,
  productsMappings: [{ ...draft.productsMappings[0]!, optional: true }],
  optionalCount: 1,
});
const mapleList = aStaffList({
  id: 'list-maple-3',
  name: '3rd Grade Supply List',
  schoolId: 'school-maple',
  school: { id: 'school-maple', name: 'Maple Grove Academy' },
});

const products = {
  products: [
    aProduct(),
    aProduct({ id: 'prod-glue', name: 'Glue Sticks (4 pack)', price: 3.29 }),
    aProduct({ id: 'prod-planner', name: 'Student Planner', price: null }),
    aProduct({ id: 'prod-wipes', name: 'Disinfecting Wipes', price: 5.99, productType: 'CLASSROOM' }),
  ],
  nextCursor: null,
};

function serve(extra: Record<string, unknown> = {}) {
  serveApi({
    // The school filter and the products checklist read every page, the largest a page may be.
    'GET /schools?limit=200': { schools: [aStaffSchool(), aStaffSchool({ id: 'school-maple', name: 'Maple Grove Academy' })], nextCursor: null },
    'GET /supply-lists?limit=200': { supplyLists: [draft, published, mapleList], nextCursor: null },
    'GET /supply-lists?limit=200&schoolId=school-maple': { supplyLists: [mapleList], nextCursor: null },
    'GET /products?limit=200': products,
    ...extra,
  });
}

const renderTab = (path = '/admin?tab=supply-lists') => renderApp(<SupplyListsTab />, { session: sessions.admin(), path });
const card = (name: string) => screen.findByRole('article', { name });
const priceOf = async (name: string) => within(await card(name)).getByRole('spinbutton', { name: texts.priceLabel({ name: name }) });

beforeEach(desktopAndQuiet);

// Many typed keystrokes: generous on a busy machine.
describe('SupplyListsTab', { timeout: 20_000 }, () => {
  it('heads with the count, filters by school, and shows each list with its status, price, items and orders', async () => {
    serve();
    renderTab();
    expect(await screen.findByRole('heading', { name: texts.heading({ count: 3 }) })).toBeInTheDocument();
    const kindergarten = await card(published.name);
    expect(kindergarten).toHaveTextContent(texts.published);
    expect(kindergarten).toHaveTextContent('1 item');
    expect(kindergarten).toHaveTextContent('1 optional');
    expect(kindergarten).toHaveTextContent('3 orders');
    expect(await card(draft.name)).not.toHaveTextContent('optional');
    expect(await priceOf(published.name)).toHaveValue(34.31);
    expect(within(await card(draft.name)).getByText(texts.draft)).toBeInTheDocument();
    expect(within(kindergarten).getByRole('button', { name: texts.publishLabel({ action: texts.unpublish, name: published.name }) })).toBeInTheDocument();
    expect(within(await card(draft.name)).getByRole('button', { name: texts.publishLabel({ action: texts.publish, name: draft.name }) })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    expect(screen.getByRole('combobox', { name: texts.filter })).toHaveValue(texts.allSchools);
    await pickSchool(texts.filter, 'maple', 'Maple Grove Academy');
    expect(await screen.findByRole('heading', { name: texts.heading({ count: 1 }) })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: published.name })).not.toBeInTheDocument();
  });

  it('shows the first page of lists and reads the next with Load more, of the school chosen too; refreshes every page after an edit', async () => {
    serve({
      'GET /supply-lists?limit=200': { supplyLists: [draft, published], nextCursor: 'after-k' },
      'GET /supply-lists?limit=200&cursor=after-k': { supplyLists: [mapleList], nextCursor: null },
      'GET /supply-lists?limit=200&schoolId=school-maple': { supplyLists: [mapleList], nextCursor: 'after-3' },
      'GET /supply-lists?limit=200&schoolId=school-maple&cursor=after-3': {
        supplyLists: [aStaffList({ ...mapleList, id: 'list-maple-4', name: '4th Grade Supply List' })],
        nextCursor: null,
      },
      'PUT /supply-lists/list-lincoln-k/unpublish': { supplyList: { ...published, published: false } },
    });
    renderTab();
    expect(await screen.findByRole('heading', { name: texts.heading({ count: 2 }) })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: mapleList.name })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.loadMore }));
    expect(await card(mapleList.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.heading({ count: 3 }) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DATA_TABLE_TEXTS.loadMore })).not.toBeInTheDocument();

    // An edit reads again every page loaded so far.
    vi.mocked(api.get).mockClear();
    await userEvent.click(
      within(await card(published.name)).getByRole('button', { name: texts.publishLabel({ action: texts.unpublish, name: published.name }) }),
    );
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/supply-lists?limit=200&cursor=after-k'));

    await pickSchool(texts.filter, 'maple', 'Maple Grove Academy');
    expect(await screen.findByRole('heading', { name: texts.heading({ count: 1 }) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.loadMore }));
    expect(await card('4th Grade Supply List')).toBeInTheDocument();
  });

  it('shows only the drafts waiting for review when asked; each says so', async () => {
    const waiting = aStaffList({ ...mapleList, id: 'list-maple-4', name: '4th Grade Supply List', awaitingReview: true });
    serve({ 'GET /supply-lists?limit=200&awaitingReview=true': { supplyLists: [waiting], nextCursor: null } });
    const { router } = renderTab();
    expect(await screen.findByRole('heading', { name: texts.heading({ count: 3 }) })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.show }), texts.awaitingReview);
    expect(await screen.findByRole('heading', { name: texts.heading({ count: 1 }) })).toBeInTheDocument();
    expect(within(await card(waiting.name)).getByText(texts.awaitingReview)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=supply-lists&review=waiting');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.show }), texts.allLists);
    expect(await screen.findByRole('heading', { name: texts.heading({ count: 3 }) })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=supply-lists');
  });

  it('opened from the review e-mail’s link, shows the drafts waiting, and of one school when one is chosen', async () => {
    const waiting = aStaffList({ ...mapleList, id: 'list-maple-4', name: '4th Grade Supply List', awaitingReview: true });
    serve({
      'GET /supply-lists?limit=200&awaitingReview=true': { supplyLists: [waiting], nextCursor: null },
      'GET /supply-lists?limit=200&awaitingReview=true&schoolId=school-maple': { supplyLists: [waiting], nextCursor: null },
    });
    renderTab('/admin?tab=supply-lists&review=waiting');
    expect(await card(waiting.name)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: texts.show })).toHaveValue('waiting');
    await pickSchool(texts.filter, 'maple', 'Maple Grove Academy');
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/supply-lists?limit=200&awaitingReview=true&schoolId=school-maple'));
    expect(await card(waiting.name)).toBeInTheDocument();
  });

  it('sends a waiting list back with the note it asks for, and says so', async () => {
    const waiting = aStaffList({ ...mapleList, id: 'list-maple-4', name: '4th Grade Supply List', awaitingReview: true });
    const sendBack = vi.fn(() => ({ supplyList: { ...waiting, awaitingReview: false, reviewNote: { text: 'Add glue', at: '2026-08-01T12:00:00.000Z' } } }));
    serve({
      'GET /supply-lists?limit=200&awaitingReview=true': { supplyLists: [waiting], nextCursor: null },
      'POST /supply-lists/list-maple-4/send-back': sendBack,
    });
    const show = vi.spyOn(notifications, 'show');
    show.mockClear();
    renderTab('/admin?tab=supply-lists&review=waiting');
    await userEvent.click(within(await card(waiting.name)).getByRole('button', { name: texts.sendBack.label({ name: waiting.name }) }));
    const dialog = await screen.findByRole('dialog', { name: texts.sendBack.title({ name: waiting.name }) });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.sendBack.confirm }));
    expect(within(dialog).getByText(staffMessages.reviewNoteRequired)).toBeInTheDocument();
    expect(sendBack).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(texts.sendBack.note) }), '  Add glue ');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.sendBack.confirm }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/supply-lists/list-maple-4/send-back', { note: 'Add glue' }));
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls.at(-1)![0].message).toBe(texts.sendBack.saved({ name: waiting.name }));
  });

  it('saves the inline price when it loses focus and says so; ignores what is not a number or negative, and says why', async () => {
    const put = vi.fn((body: unknown) => ({ supplyList: { ...published, ...(body as object) } }));
    serve({ 'PUT /supply-lists/list-lincoln-k/price': put });
    const show = vi.spyOn(notifications, 'show');
    renderTab();
    const price = await priceOf(published.name);
    // A number field gives '' for what is not a number.
    fireEvent.change(price, { target: { value: '' } });
    fireEvent.blur(price);
    expect(price).toHaveAccessibleDescription(texts.priceIgnored);
    fireEvent.change(price, { target: { value: '-5' } });
    expect(price).not.toHaveAccessibleDescription(texts.priceIgnored);
    fireEvent.blur(price);
    expect(put).not.toHaveBeenCalled();
    expect(price).toHaveValue(34.31);
    expect(price).toHaveAccessibleDescription(texts.priceIgnored);
    // Leaving the saved price as it was is nothing to report.
    fireEvent.change(price, { target: { value: '34.31' } });
    fireEvent.blur(price);
    expect(price).not.toHaveAccessibleDescription(texts.priceIgnored);

    await userEvent.clear(price);
    await userEvent.type(price, '29.5');
    expect(put).not.toHaveBeenCalled();
    await userEvent.tab();
    await waitFor(() => expect(put).toHaveBeenCalledWith({ totalPrice: 29.5 }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: texts.priceSaved({ name: published.name, price: '$29.50' }) })));
  });

  it('confirms an unpublish where it happens, with Undo, which publishes the list again', async () => {
    const unpublish = vi.fn(() => ({ supplyList: { ...published, published: false } }));
    const publish = vi.fn(() => ({ supplyList: published }));
    serve({ 'PUT /supply-lists/list-lincoln-k/unpublish': unpublish, 'PUT /supply-lists/list-lincoln-k/publish': publish });
    const show = vi.spyOn(notifications, 'show');
    show.mockClear();
    renderTab();
    await userEvent.click(
      within(await card(published.name)).getByRole('button', { name: texts.publishLabel({ action: texts.unpublish, name: published.name }) }),
    );
    await waitFor(() => expect(show).toHaveBeenCalled());
    renderApp(<>{show.mock.calls.at(-1)![0].message}</>, { session: sessions.admin() });
    expect(screen.getByText(texts.unpublishedSaved({ name: published.name }))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.undo }));
    await waitFor(() => expect(publish).toHaveBeenCalled());
    await waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    renderApp(<>{show.mock.calls.at(-1)![0].message}</>, { session: sessions.admin() });
    expect(screen.getByText(texts.publishedSaved({ name: published.name }))).toBeInTheDocument();
  });

  it('publishes and unpublishes; a refusal is shown, not only logged', async () => {
    const publish = vi.fn(() => {
      throw new ApiError('This list has no products yet. Add at least one product before publishing it.', 409, null);
    });
    const unpublish = vi.fn(() => ({ supplyList: { ...published, published: false } }));
    serve({ 'PUT /supply-lists/list-lincoln-5/publish': publish, 'PUT /supply-lists/list-lincoln-k/unpublish': unpublish });
    const show = vi.spyOn(notifications, 'show');
    renderTab();
    await userEvent.click(
      within(await card(published.name)).getByRole('button', { name: texts.publishLabel({ action: texts.unpublish, name: published.name }) }),
    );
    await waitFor(() => expect(unpublish).toHaveBeenCalled());
    await userEvent.click(within(await card(draft.name)).getByRole('button', { name: texts.publishLabel({ action: texts.publish, name: draft.name }) }));
    await waitFor(() => expect(publish).toHaveBeenCalled());
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'This list has no products yet. Add at least one product before publishing it.' })),
    );
    expect(console.error).toHaveBeenCalled();
  });

  it('Manage Products & Note: edits the note, searches, toggles products with quantities, counts them, shows the total after saving, and saves both', async () => {
    const saveProducts = vi.fn(() => ({ supplyList: draft }));
    const saveNote = vi.fn(() => ({ supplyList: draft }));
    serve({ 'POST /supply-lists/list-lincoln-5/products': saveProducts, 'PUT /supply-lists/list-lincoln-5': saveNote });
    renderTab();
    await userEvent.click(within(await card(draft.name)).getByRole('button', { name: texts.manageLabel({ name: draft.name }) }));
    const dialog = await screen.findByRole('dialog', { name: LIST_PRODUCTS_TEXTS.title({ name: draft.name }) });
    const note = within(dialog).getByRole('textbox', { name: LIST_PRODUCTS_TEXTS.note });
    expect(note).toHaveValue('Label everything.');
    expect(note).toHaveAttribute('placeholder', expect.stringMatching(/Customers see/));
    expect(within(dialog).getByText(LIST_PRODUCTS_TEXTS.selected({ count: 1 }))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: LIST_PRODUCTS_TEXTS.save({ count: 1 }) })).toBeInTheDocument();

    // A draft is priced from its selection when saved: 2 × $2.99 now, whatever it was set to.
    const totalAfterSaving = await within(dialog).findByTestId('total-after-saving');
    expect(totalAfterSaving).toHaveTextContent(checklistTexts.totalAfterSave({ total: '$5.98' }));
    const search = within(dialog).getByRole('searchbox', { name: LIST_PRODUCTS_TEXTS.search });
    await userEvent.type(search, 'GLUE');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Glue Sticks/ }));
    expect(within(dialog).getByText(LIST_PRODUCTS_TEXTS.selected({ count: 2 }))).toBeInTheDocument();
    expect(totalAfterSaving).toHaveTextContent('$9.27');
    const glue = within(dialog).getByRole('textbox', { name: LIST_PRODUCTS_TEXTS.quantityLabel({ name: 'Glue Sticks (4 pack)' }) });
    expect(glue).toHaveValue('1');
    await userEvent.clear(glue);
    await userEvent.type(glue, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: checklistTexts.increase({ productName: 'Glue Sticks (4 pack)' }) }));
    expect(glue).toHaveValue('3');
    // What the server stores for what is saved below: 2 × $2.99 + 3 × $3.29.
    expect(totalAfterSaving).toHaveTextContent('$15.85');
    await userEvent.clear(search);
    await userEvent.click(within(dialog).getByRole('radio', { name: checklistTexts.views.selected({ count: 2 }) }));
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('switch', { name: LIST_PRODUCTS_TEXTS.optional.switchLabel({ name: 'Glue Sticks (4 pack)' }) }));
    await userEvent.clear(note);
    await userEvent.type(note, 'Bring a backpack.');
    await userEvent.click(within(dialog).getByRole('button', { name: LIST_PRODUCTS_TEXTS.save({ count: 2 }) }));
    await waitFor(() =>
      expect(saveProducts).toHaveBeenCalledWith({
        productMappings: [
          { productId: 'prod-crayons', quantity: 2 },
          { productId: 'prod-glue', quantity: 3, optional: true },
        ],
      }),
    );
    await waitFor(() => expect(saveNote).toHaveBeenCalledWith({ note: 'Bring a backpack.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Manage Products & Note on a sold list keeps its optional marks: the switch only on Individual products, the marks saved with the products', async () => {
    const saveProducts = vi.fn(() => ({ supplyList: published }));
    serve({ 'POST /supply-lists/list-lincoln-k/products': saveProducts });
    renderTab();
    await userEvent.click(within(await card(published.name)).getByRole('button', { name: texts.manageLabel({ name: published.name }) }));
    const dialog = await screen.findByRole('dialog', { name: LIST_PRODUCTS_TEXTS.title({ name: published.name }) });
    expect(await within(dialog).findByRole('switch', { name: LIST_PRODUCTS_TEXTS.optional.switchLabel({ name: 'Crayons (24 count)' }) })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Disinfecting Wipes/ }));
    // Published, its price stays what it sells for.
    expect(within(dialog).getByTestId('total-after-saving')).toHaveTextContent(checklistTexts.totalAfterSave({ total: '$34.31' }));
    expect(within(dialog).getAllByRole('switch')).toHaveLength(1);
    expect(within(dialog).getByText(LIST_PRODUCTS_TEXTS.optional.shared({ type: productTypeNames.CLASSROOM }))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: LIST_PRODUCTS_TEXTS.save({ count: 2 }) }));
    await waitFor(() =>
      expect(saveProducts).toHaveBeenCalledWith({
        productMappings: [
          { productId: 'prod-crayons', quantity: 2, optional: true },
          { productId: 'prod-wipes', quantity: 1 },
        ],
      }),
    );
  });
});
