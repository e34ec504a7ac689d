import { notifications } from '@mantine/notifications';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listLockMessages, productTypeNames, type School, type SupplyList, type SupplyListResponse } from '@ssb/contract';
import { api, ApiError } from '@/lib/api/api-client';
import { axeViolations } from '@/testing/axe';
import { liveOrders, resetLiveOrders } from '@/testing/fake-live-orders';
import { anOrder } from '@/testing/order-fixtures';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { speak } from '@/testing/locale';
import { mockViewportWidth } from '@/testing/viewport';
import { SCHOOL_ORDERS_TEXTS as orderTexts } from '../orders-texts';
import { SCHOOL_DASHBOARD_TEXTS as texts } from '../texts';
import { PRODUCT_CHECKLIST_TEXTS as checklistTexts } from '@/components/catalog/texts';
import { aList, aPublishedListWithOrders, crayons, noOrderingWindow, pencils, products, someOrders, someStats, tissues } from '../testing/fixtures';
import { AdminSchoolDashboard, RepSchoolDashboard } from './school-dashboard-page';
import { StudentOrdersTab } from './student-orders-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const get = vi.mocked(api.get);

const school = (id: string, name: string): School => ({
  id,
  name,
  address: null,
  fullAddress: `${id} Road`,
  note: '',
  deliverToSchool: true,
  publishedListCount: 1,
  ...noOrderingWindow,
});

/** GET /schools/school-1: the representative's school, whose ordering window the dashboard shows above the tabs. */
const repSchool = { school: school('school-1', 'Maple Elementary') };
/** The school years before any was started: one, so no year picker. */
const oneYear = { current: { id: '2026', name: '2026–2027', startsOn: '2026-07-01', listsCopied: 0, done: true }, years: [], next: { lists: 0, families: 0 } };

/** Answers GET requests by path (the query string ignored): a value, or an Error to fail with; the representative's school unless `routes` says otherwise. */
function serve(routes: Record<string, unknown>) {
  const answers: Record<string, unknown> = { '/schools/school-1': repSchool, ...routes };
  get.mockImplementation(async (path: string) => {
    const answer = answers[path.split('?')[0]!];
    if (answer === undefined) throw new ApiError('Not found', 404, null);
    if (answer instanceof Error) throw answer;
    // Test data for whichever route the path is: the client types each call's answer by its route.
    return answer as never;
  });
}

const rep = () =>
  renderApp(<RepSchoolDashboard school={{ id: 'school-1', name: 'Maple Elementary' }} />, { session: sessions.rep(), path: '/school-dashboard' });
const card = (name: string) => screen.findByRole('article', { name });

beforeEach(() => {
  get.mockReset();
  vi.mocked(api.post).mockReset();
  vi.mocked(api.put).mockReset();
  vi.mocked(api.delete).mockReset();
  mockViewportWidth(1280);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a representative’s school dashboard', () => {
  it('is titled School Dashboard with its school, and opens on the Supply Lists tab', async () => {
    serve({ '/schools/school-1/supply-lists': { supplyLists: [] } });
    rep();
    expect(screen.getByRole('heading', { level: 1, name: texts.repTitle })).toBeInTheDocument();
    expect(screen.getByText('Maple Elementary')).toBeInTheDocument();
    expect(screen.queryByText(texts.adminBadge)).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: texts.tabs.lists })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(texts.lists.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(texts.lists.emptyHint)).toBeInTheDocument();
  });

  it('without a school, says No School Assigned', () => {
    renderApp(<RepSchoolDashboard school={null} />, { session: sessions.rep() });
    expect(screen.getByRole('heading', { name: texts.noSchool.repTitle })).toBeInTheDocument();
  });

  it('shows a draft’s card: status, price, counts, the auto-pricing hint and its buttons', async () => {
    serve({ '/schools/school-1/supply-lists': { supplyLists: [aList()] } });
    rep();
    const draft = await card('5th Grade Supply List');
    expect(within(draft).getByText(texts.lists.draft)).toBeInTheDocument();
    expect(within(draft).getByText('$6.98')).toBeInTheDocument();
    expect(within(draft).getByText('1 item · 0 orders')).toBeInTheDocument();
    expect(within(draft).getByText(texts.lists.draftHint)).toBeInTheDocument();
    expect(within(draft).queryByText(texts.lists.priceLocked)).not.toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: /^Manage Products/ })).toBeEnabled();
    expect(within(draft).getByRole('button', { name: /^Delete/ })).toBeEnabled();
  });

  it('submits a draft for review: the card then says Waiting for review, and the administrators are told', async () => {
    serve({
      '/schools/school-1/supply-lists': { supplyLists: [aList(), aList({ id: 'list-empty', name: 'Empty Draft', productsMappings: [], totalPrice: null })] },
    });
    vi.mocked(api.post).mockResolvedValue({ supplyList: aList({ awaitingReview: true }) });
    const show = vi.spyOn(notifications, 'show');
    rep();
    const draft = await card('5th Grade Supply List');
    // Nothing to review in an empty draft.
    expect(within(await card('Empty Draft')).getByRole('button', { name: `${texts.lists.submitForReview}: Empty Draft` })).toBeDisabled();
    await userEvent.click(within(draft).getByRole('button', { name: `${texts.lists.submitForReview}: 5th Grade Supply List` }));
    expect(api.post).toHaveBeenCalledWith('/supply-lists/list-draft/review');
    expect(await within(draft).findByText(texts.lists.awaitingReview)).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: /^Submit for Review/ })).not.toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: texts.lists.submitted }));
  });

  it('locks a published list with orders: Price Locked, orders placed, View Products and Delete off with their reasons', async () => {
    serve({ '/schools/school-1/supply-lists': { supplyLists: [aPublishedListWithOrders()] } });
    const { container } = rep();
    const sold = await card('Kindergarten Supply List');
    expect(within(sold).getByText(texts.lists.published)).toBeInTheDocument();
    expect(within(sold).getByText(texts.lists.priceLocked)).toBeInTheDocument();
    expect(within(sold).getByText('3 order(s) placed')).toBeInTheDocument();
    expect(within(sold).queryByText(texts.lists.draftHint)).not.toBeInTheDocument();
    const view = within(sold).getByRole('button', { name: /^View Products/ });
    expect(view).toHaveAttribute('aria-disabled', 'true');
    expect(view).toHaveAccessibleDescription('Cannot modify products after orders are placed');
    const remove = within(sold).getByRole('button', { name: /^Delete/ });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(listLockMessages.hasOrders);
    await userEvent.click(remove);
    expect(screen.queryByText(texts.deleteDialog.confirm)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('creates a list: the dialog’s texts, an empty price left out, the new list shown, the focus back on Create New List', async () => {
    const created = aList({ id: 'list-new', name: '3rd Grade', totalPrice: null, productsMappings: [] });
    let lists: SupplyList[] = [];
    get.mockImplementation(async (path: string) => (path === '/schools/school-1' ? repSchool : path === '/school-years' ? oneYear : { supplyLists: lists }));
    vi.mocked(api.post).mockImplementation(async () => {
      lists = [created];
      return { supplyList: created };
    });
    rep();
    const create = await screen.findByRole('button', { name: texts.lists.create });
    await userEvent.click(create);
    const dialog = await screen.findByRole('dialog', { name: texts.listForm.createTitle });
    const name = within(dialog).getByRole('textbox', { name: texts.listForm.name });
    expect(name).toHaveAttribute('placeholder', texts.listForm.namePlaceholder);
    expect(within(dialog).getByText(texts.listForm.autoHint)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: texts.listForm.create }));
    expect(await within(dialog).findByText('List name is required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.type(name, '3rd Grade');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.listForm.create }));
    expect(api.post).toHaveBeenCalledWith('/supply-lists', { schoolId: 'school-1', name: '3rd Grade' });
    expect(await card('3rd Grade')).toBeInTheDocument();
    // The dialog's code loaded as it opened, so it mounted open: the focus still comes back.
    await waitFor(() => expect(create).toHaveFocus());
  });

  it('edits a published list with its price locked and the Published note', async () => {
    const list = aPublishedListWithOrders();
    serve({ '/schools/school-1/supply-lists': { supplyLists: [list] } });
    vi.mocked(api.put).mockResolvedValue({ supplyList: { ...list, name: 'Kindergarten' } });
    rep();
    await userEvent.click(within(await card(list.name)).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: texts.listForm.editTitle });
    const price = within(dialog).getByRole('textbox', { name: texts.listForm.priceLocked });
    expect(price).toBeDisabled();
    expect(within(dialog).getByText(texts.listForm.lockedHint)).toBeInTheDocument();
    expect(within(dialog).getByText(texts.listForm.publishedNote)).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: texts.listForm.name });
    await userEvent.clear(name);
    await userEvent.type(name, 'Kindergarten');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.listForm.update }));
    expect(api.put).toHaveBeenCalledWith('/supply-lists/list-sold', { name: 'Kindergarten' });
  });

  it('asks before deleting, and the card goes', async () => {
    serve({ '/schools/school-1/supply-lists': { supplyLists: [aList()] } });
    vi.mocked(api.delete).mockResolvedValue(null);
    rep();
    await userEvent.click(within(await card('5th Grade Supply List')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteDialog.title });
    expect(within(dialog).getByText(texts.deleteDialog.confirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.deleteDialog.delete }));
    expect(api.delete).toHaveBeenCalledWith('/supply-lists/list-draft');
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: '5th Grade Supply List' })).not.toBeInTheDocument());
  });

  it('manages a draft’s products: banner, searchable checklist with prices, quantities falling back to 1, the total after saving as they change, Updating... while saving, the new total on the card', async () => {
    serve({ '/schools/school-1/supply-lists': { supplyLists: [aList()] }, '/products': { products, nextCursor: null } });
    let answer!: (value: SupplyListResponse) => void;
    vi.mocked(api.post).mockImplementation(() => new Promise<SupplyListResponse>((resolve) => (answer = resolve)));
    rep();
    await userEvent.click(within(await card('5th Grade Supply List')).getByRole('button', { name: /^Manage Products/ }));
    const dialog = await screen.findByRole('dialog', { name: texts.products.title({ listName: '5th Grade Supply List' }) });
    expect(await within(dialog).findByText(texts.products.draftBanner)).toBeInTheDocument();
    expect(within(dialog).getByTestId('current-total')).toHaveTextContent('$6.98');

    expect(await within(dialog).findByRole('checkbox', { name: /#2 Pencils/ })).toBeChecked();
    const totalAfterSaving = within(dialog).getByTestId('total-after-saving');
    expect(totalAfterSaving).toHaveTextContent(checklistTexts.totalAfterSave({ total: '$6.98' }));
    expect(within(dialog).getByText(texts.products.noPrice)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: texts.products.search }), 'cray');
    expect(within(dialog).queryByRole('checkbox', { name: /#2 Pencils/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Crayons/ }));
    expect(totalAfterSaving).toHaveTextContent('$9.97');
    const quantity = within(dialog).getByRole('textbox', { name: texts.products.quantity({ productName: crayons.name }) });
    expect(quantity).toHaveValue('1');
    await userEvent.clear(quantity);
    await userEvent.tab();
    expect(quantity).toHaveValue('1');
    await userEvent.type(quantity, '{backspace}3');
    expect(totalAfterSaving).toHaveTextContent('$15.95');
    await userEvent.click(within(dialog).getByRole('button', { name: checklistTexts.increase({ productName: crayons.name }) }));
    expect(totalAfterSaving).toHaveTextContent('$18.94');
    await userEvent.click(within(dialog).getByRole('button', { name: checklistTexts.decrease({ productName: crayons.name }) }));
    expect(totalAfterSaving).toHaveTextContent('$15.95');
    await userEvent.clear(within(dialog).getByRole('searchbox', { name: texts.products.search }));
    await userEvent.click(within(dialog).getByRole('radio', { name: checklistTexts.views.selected({ count: 2 }) }));
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent),
    ).toEqual([expect.stringContaining(pencils.name), expect.stringContaining(crayons.name)]);

    await userEvent.click(within(dialog).getByRole('button', { name: texts.products.save }));
    expect(within(dialog).getByRole('button', { name: texts.products.saving })).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith('/supply-lists/list-draft/products', {
      productMappings: [
        { productId: pencils.id, quantity: 2 },
        { productId: crayons.id, quantity: 3 },
      ],
    });
    // What the server stores for this selection (2 × $3.49 + 3 × $2.99) is what the dialog said.
    answer({ supplyList: aList({ totalPrice: 15.95 }) });
    expect(await within(await card('5th Grade Supply List')).findByText('$15.95')).toBeInTheDocument();
  });

  it('marks a draft’s Individual products optional with a switch beside the quantity (none on a Classroom product), saves the marks it shows, and the card counts them', async () => {
    const list = aList({
      productsMappings: [{ ...aList().productsMappings[0]!, optional: true }],
      optionalCount: 1,
    });
    serve({ '/schools/school-1/supply-lists': { supplyLists: [list] }, '/products': { products: [...products, tissues], nextCursor: null } });
    vi.mocked(api.post).mockResolvedValue({
      supplyList: {
        ...list,
        productsMappings: [...list.productsMappings, { productId: crayons.id, quantity: 1, optional: true, product: crayons }],
        optionalCount: 2,
      },
    });
    rep();
    const listCard = await card('5th Grade Supply List');
    expect(within(listCard).getByText('1 item · 1 optional · 0 orders')).toBeInTheDocument();
    await userEvent.click(within(listCard).getByRole('button', { name: /^Manage Products/ }));
    const dialog = await screen.findByRole('dialog', { name: texts.products.title({ listName: '5th Grade Supply List' }) });

    expect(await within(dialog).findByRole('switch', { name: texts.products.optional.switchLabel({ productName: pencils.name }) })).toBeChecked();
    expect(within(dialog).getAllByRole('switch')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Crayons/ }));
    await userEvent.click(within(dialog).getByRole('switch', { name: texts.products.optional.switchLabel({ productName: crayons.name }) }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Facial Tissues/ }));
    expect(within(dialog).queryByRole('switch', { name: texts.products.optional.switchLabel({ productName: tissues.name }) })).not.toBeInTheDocument();
    expect(within(dialog).getByText(texts.products.optional.shared({ type: productTypeNames.CLASSROOM }))).toBeInTheDocument();
    // A draft is priced from its products, optional ones included: 2 × $3.49 + $2.99 + $4.99.
    expect(within(dialog).getByTestId('total-after-saving')).toHaveTextContent(checklistTexts.totalAfterSave({ total: '$14.96' }));
    expect(await axeViolations(dialog)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: texts.products.save }));
    expect(api.post).toHaveBeenCalledWith('/supply-lists/list-draft/products', {
      productMappings: [
        { productId: pencils.id, quantity: 2, optional: true },
        { productId: crayons.id, quantity: 1, optional: true },
        { productId: tissues.id, quantity: 1 },
      ],
    });
    expect(await within(listCard).findByText('2 items · 2 optional · 0 orders')).toBeInTheDocument();
  });

  it('on a published list shows the optional marks without a switch, the administrator’s to change; a product added comes in required, the price unmoved', async () => {
    const list = aList({ published: true, productsMappings: [{ ...aList().productsMappings[0]!, optional: true }], optionalCount: 1 });
    serve({ '/schools/school-1/supply-lists': { supplyLists: [list] }, '/products': { products, nextCursor: null } });
    vi.mocked(api.post).mockResolvedValue({ supplyList: list });
    rep();
    await userEvent.click(within(await card('5th Grade Supply List')).getByRole('button', { name: /^Manage Products/ }));
    const dialog = await screen.findByRole('dialog', { name: texts.products.title({ listName: '5th Grade Supply List' }) });

    expect(await within(dialog).findByText(listLockMessages.optionalMarks)).toBeInTheDocument();
    const checklist = within(dialog).getByRole('list', { name: texts.products.checklist });
    expect(within(checklist).getByText(texts.products.optional.label)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Crayons/ }));
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('total-after-saving')).toHaveTextContent(checklistTexts.totalAfterSave({ total: '$6.98' }));
    expect(await axeViolations(dialog)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: texts.products.save }));
    expect(api.post).toHaveBeenCalledWith('/supply-lists/list-draft/products', {
      productMappings: [
        { productId: pencils.id, quantity: 2, optional: true },
        { productId: crayons.id, quantity: 1 },
      ],
    });
  });

  it('a list that locks while its products are open (the save refused) turns read-only: quantities and optional marks as text, and Close', async () => {
    const mappings = [
      { ...aList().productsMappings[0]!, optional: true as const },
      { productId: crayons.id, quantity: 1, product: crayons },
    ];
    let list = aList({ published: true, productsMappings: mappings, optionalCount: 1 });
    get.mockImplementation(async (path: string) =>
      path === '/schools/school-1'
        ? repSchool
        : path === '/school-years'
          ? oneYear
          : path.startsWith('/products?')
            ? { products, nextCursor: null }
            : { supplyLists: [list] },
    );
    vi.mocked(api.post).mockImplementation(async () => {
      list = { ...list, orderCount: 1 };
      throw new ApiError(listLockMessages.productsLocked, 409, null);
    });
    rep();
    await userEvent.click(within(await card('5th Grade Supply List')).getByRole('button', { name: /^Manage Products/ }));
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: texts.products.save }));

    const dialog = await screen.findByRole('dialog', { name: texts.products.viewTitle({ listName: '5th Grade Supply List' }) });
    expect(within(dialog).getByText(listLockMessages.productsLocked)).toBeInTheDocument();
    const [pencilsItem, crayonsItem] = within(within(dialog).getByRole('list', { name: texts.products.checklist })).getAllByRole('listitem');
    expect(pencilsItem).toHaveTextContent(`${texts.products.quantityText({ quantity: 2 })}${texts.products.optional.label}`);
    expect(crayonsItem).toHaveTextContent(texts.products.quantityText({ quantity: 1 }));
    expect(crayonsItem).not.toHaveTextContent(texts.products.optional.label);
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(texts.products.optional.hint)).not.toBeInTheDocument();
    // The footer's Close beside the title bar's.
    expect(within(dialog).getAllByRole('button', { name: texts.products.close })).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: texts.products.save })).not.toBeInTheDocument();
  });

  it('when a save is refused, says so and logs it', async () => {
    serve({ '/schools/school-1/supply-lists': { supplyLists: [aList()] }, '/products': { products, nextCursor: null } });
    vi.mocked(api.post).mockRejectedValue(new ApiError(listLockMessages.productsLocked, 409, null));
    const show = vi.spyOn(await import('@mantine/notifications').then((m) => m.notifications), 'show');
    rep();
    await userEvent.click(within(await card('5th Grade Supply List')).getByRole('button', { name: /^Manage Products/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: /Crayons/ });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.products.save }));
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: listLockMessages.productsLocked })));
    expect(console.error).toHaveBeenCalled();
  });
});

describe('the ordering window', () => {
  // Windows far from any day the tests run on, so "now" needs no fake clock.
  const always = { orderingOpensOn: '2000-01-01', orderingClosesOn: '2099-12-31', timeZone: 'America/Chicago', orderingOpen: true };
  const past = { orderingOpensOn: '2001-08-01', orderingClosesOn: '2001-08-31', timeZone: 'America/Chicago', orderingOpen: false };

  it('is shown to the representative under the school’s name', async () => {
    serve({ '/schools/school-1': { school: { ...school('school-1', 'Maple Elementary'), ...always } }, '/schools/school-1/supply-lists': { supplyLists: [] } });
    rep();
    expect(await screen.findByText('Ordering window: January 1, 2000 – December 31, 2099 (America/Chicago) · open now')).toBeInTheDocument();
  });

  it('is shown to the administrator for the chosen school', async () => {
    serve({
      '/schools': { schools: [{ ...school('school-1', 'Maple Elementary'), ...past }, school('school-2', 'Oak Middle')] },
      '/schools/school-1/supply-lists': { supplyLists: [] },
      '/schools/school-2/supply-lists': { supplyLists: [] },
    });
    renderApp(<AdminSchoolDashboard />, { session: sessions.admin(), path: '/school-dashboard' });
    expect(await screen.findByText('Ordering window: August 1 – August 31, 2001 (America/Chicago) · closed')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: texts.selector.label }), 'school-2');
    expect(await screen.findByText('Ordering window: none, orders are taken all year')).toBeInTheDocument();
  });
});

describe('an administrator’s school dashboard', () => {
  it('is Admin School Management with the Admin View badge, the first school preselected, and switches schools', async () => {
    serve({
      '/schools': { schools: [school('school-1', 'Maple Elementary'), school('school-2', 'Oak Middle')] },
      '/schools/school-1/supply-lists': { supplyLists: [aList()] },
      '/schools/school-2/supply-lists': { supplyLists: [aList({ id: 'oak-6', name: '6th Grade', schoolId: 'school-2' })] },
    });
    renderApp(<AdminSchoolDashboard />, { session: sessions.admin(), path: '/school-dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: texts.adminTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.adminBadge)).toBeInTheDocument();
    const selector = await screen.findByRole('combobox', { name: texts.selector.label });
    expect(within(selector).getByRole('option', { name: texts.selector.placeholder })).toBeDisabled();
    expect(within(selector).getByRole('option', { name: 'Maple Elementary — school-1 Road' })).toBeInTheDocument();
    expect(selector).toHaveValue('school-1');
    expect(await card('5th Grade Supply List')).toBeInTheDocument();

    // Administrators publish lists themselves: no review to ask for.
    expect(screen.queryByRole('button', { name: /^Submit for Review/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(selector, 'school-2');
    expect(await card('6th Grade')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '5th Grade Supply List' })).not.toBeInTheDocument();
  });

  it('announces the schools loading, with no axe fault (the spinner is a named status)', async () => {
    get.mockImplementation(() => new Promise(() => {}));
    const { container } = renderApp(<AdminSchoolDashboard />, { session: sessions.admin() });
    expect(screen.getByRole('status', { name: texts.selector.loading })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with no school to choose, says Select a School', async () => {
    serve({ '/schools': { schools: [] } });
    renderApp(<AdminSchoolDashboard />, { session: sessions.admin() });
    expect(await screen.findByRole('heading', { name: texts.noSchool.adminTitle })).toBeInTheDocument();
  });
});

describe('the Student Orders tab', () => {
  it('shows the tiles and the orders table; leaving the tab unmounts them, so nothing listens behind it', async () => {
    serve({
      '/schools/school-1/supply-lists': { supplyLists: [] },
      '/schools/school-1/stats': { stats: someStats() },
      '/orders/school/school-1': { orders: someOrders(), nextCursor: null },
    });
    rep();
    await userEvent.click(await screen.findByRole('tab', { name: texts.tabs.orders }));
    expect(await screen.findByText(orderTexts.total)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByText(orderTexts.total).parentElement).toHaveTextContent('7'));
    expect(screen.getByText(orderTexts.newOrders).parentElement).toHaveTextContent('2');
    expect(screen.getByText(orderTexts.inProgress).parentElement).toHaveTextContent('1');
    const table = await screen.findByRole('table', { name: orderTexts.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([orderTexts.order, orderTexts.studentParent, orderTexts.supplyList, orderTexts.status, orderTexts.date]);
    expect(await within(table).findByText('#bbbb2222')).toBeInTheDocument();
    expect(within(table).getAllByText('sam.lee@example.com')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith(expect.stringMatching(/^\/schools\/school-1\/stats\?timeZone=/));

    await userEvent.click(screen.getByRole('tab', { name: texts.tabs.lists }));
    await vi.waitFor(() => expect(screen.queryByRole('table', { name: orderTexts.tableLabel })).not.toBeInTheDocument());
  });

  it('says when there are no orders yet', async () => {
    serve({
      '/schools/school-1/supply-lists': { supplyLists: [] },
      '/schools/school-1/stats': { stats: someStats({ total: 0 }) },
      '/orders/school/school-1': { orders: [], nextCursor: null },
    });
    rep();
    await userEvent.click(await screen.findByRole('tab', { name: texts.tabs.orders }));
    expect(await screen.findByText(orderTexts.empty)).toBeInTheDocument();
  });

  it('listens to the school’s newest orders and, when they change, reads the tiles and the table again; the same orders ask nothing', async () => {
    const routes = { '/schools/school-1/stats': { stats: someStats() }, '/orders/school/school-1': { orders: someOrders(), nextCursor: null } };
    serve(routes);
    resetLiveOrders(someOrders());
    renderApp(<RenderedAgain />, { session: sessions.rep() });
    expect(await screen.findByText('#bbbb2222')).toBeInTheDocument();
    expect(liveOrders.scopes.at(-1)).toEqual({ kind: 'school', schoolId: 'school-1', max: 50 });
    expect(get).toHaveBeenCalledWith('/orders/school/school-1?limit=50');
    const calls = get.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(get).toHaveBeenCalledTimes(calls);

    const placed = anOrder({ id: 'order-eeee5555ffff6666', schoolId: 'school-1' });
    serve({
      '/schools/school-1/stats': { stats: someStats({ total: 8 }) },
      '/orders/school/school-1': { orders: [placed, ...someOrders()], nextCursor: null },
    });
    resetLiveOrders([placed, ...someOrders()]);
    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(await screen.findByText('#ffff6666')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByText(orderTexts.total).parentElement).toHaveTextContent('8'));
  });
});

describe('in Spanish', () => {
  it('shows the lists, their locks and the Student Orders tab in Spanish, with dates and prices as a Spanish reader writes them', async () => {
    await speak('es');
    serve({
      '/schools/school-1/supply-lists': { supplyLists: [aPublishedListWithOrders(), aList({ optionalCount: 1 })] },
      '/schools/school-1/stats': { stats: someStats() },
      '/orders/school/school-1': { orders: someOrders(), nextCursor: null },
    });
    rep();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel de la escuela' })).toBeInTheDocument();
    const sold = await card('Kindergarten Supply List');
    expect(within(sold).getByText('Publicado')).toBeInTheDocument();
    expect(within(sold).getByText('Precio bloqueado')).toBeInTheDocument();
    expect(within(sold).getByLabelText('Precio total $34.31')).toBeInTheDocument();
    expect(within(sold).getByText('3 pedidos realizados')).toBeInTheDocument();
    expect(within(sold).getByRole('button', { name: 'Ver productos: Kindergarten Supply List' })).toHaveAttribute('aria-disabled', 'true');
    const draft = await card('5th Grade Supply List');
    expect(within(draft).getByText('Borrador')).toBeInTheDocument();
    expect(within(draft).getByText('1 artículo · 1 opcional · 0 pedidos')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Pedidos de estudiantes' }));
    await vi.waitFor(() => expect(screen.getByText('Total de pedidos').parentElement).toHaveTextContent('7'));
    const table = await screen.findByRole('table', { name: 'Pedidos de estudiantes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Pedido', 'Estudiante/Familia', 'Lista de útiles', 'Estado', 'Fecha']);
    expect(await within(table).findAllByText('22 de noviembre de 2026')).toHaveLength(2);
    expect(within(table).getAllByText('$34.31')).toHaveLength(2);
  });
});

/** The tab, rendered again on each click, as the dashboard re-renders it. */
function RenderedAgain() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button onClick={() => setCount(count + 1)}>again</button>
      <StudentOrdersTab schoolId="school-1" />
    </>
  );
}
