import { checkoutMessages, SHOP_SCHOOL_LIMIT, type School, type SupplyList } from '@ssb/contract';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions, TestProviders } from '@/testing/test-utils';
import { SHOP_TEXTS } from '../texts';
import { ORDER_TEXTS } from '../order-texts';
import { aHomeDeliverySchool, aList, aMapping, aSchool } from '../testing/fixtures';
import { ShopPage } from './shop-page';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../utils/go-to-checkout', () => ({ goToCheckout: vi.fn() }));

const get = vi.mocked(api.get);

/** Answers GET requests by path: a value, or an Error to fail with. */
function serve(routes: Record<string, unknown>) {
  get.mockImplementation(async (path: string) => {
    if (!(path in routes)) throw new ApiError('Not found', 404, null);
    const answer = routes[path];
    if (answer instanceof Error) throw answer;
    // Test data for whichever route the path is: the client types each call's answer by its route.
    return answer as never;
  });
}

const lincoln = aSchool();
const maple = aHomeDeliverySchool();
const cedar = aSchool({ id: 'school-cedar', name: 'Cedar Heights Elementary', fullAddress: '310 Cedar Lane', note: '', publishedListCount: 0 });
const kindergarten = aList();
const secondGrade = aList({
  id: 'list-lincoln-2',
  name: '2nd Grade Supply List',
  totalPrice: 24.5,
  note: '',
  productsMappings: [aMapping('#2 Pencils (12 pack)', 2), aMapping('Wide Ruled Notebook', 3), aMapping('Pocket Folders (2 pack)')],
});

function serveCatalog(schools: School[] = [lincoln, maple, cedar], lists: Record<string, SupplyList[] | Error> = {}) {
  serve({
    '/schools': { schools },
    ...Object.fromEntries(schools.map((school) => [`/schools/${school.id}`, { school }])),
    '/schools/school-lincoln/supply-lists': { supplyLists: [kindergarten, secondGrade] },
    '/schools/school-maple/supply-lists': { supplyLists: [aList({ id: 'list-maple-3', name: '3rd Grade Supply List', schoolId: 'school-maple' })] },
    '/schools/school-cedar/supply-lists': { supplyLists: [] },
    ...Object.fromEntries(Object.entries(lists).map(([id, value]) => [`/schools/${id}/supply-lists`, value instanceof Error ? value : { supplyLists: value }])),
  });
}

const schoolCard = (name: string) => screen.findByRole('button', { name: new RegExp(name) });

async function chooseList(label: RegExp | string) {
  const select = await screen.findByLabelText(SHOP_TEXTS.lists.selectLabel);
  const option = within(select).getByRole('option', { name: label });
  await userEvent.selectOptions(select, option);
}

beforeEach(() => {
  get.mockReset();
  // The test DOM does not scroll; step 2 scrolls to the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('ShopPage, step 1', () => {
  it('shows a loading state, then each school with a list to buy as a card with its name, full address and number of lists', async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop' });

    expect(screen.getByRole('status')).toHaveTextContent(SHOP_TEXTS.schools.loading);
    const card = await schoolCard('Lincoln Elementary School');
    expect(card).toHaveTextContent('1200 Oak Street, Springfield, IL 62701');
    expect(card).toHaveTextContent('2 supply lists');
    expect(await schoolCard('Maple Grove Academy')).toHaveTextContent('1 supply list');
    expect(card).toHaveAttribute('aria-pressed', 'false');
    // Nothing to buy: left out, also from an administrator's answer, which holds every school.
    expect(screen.queryByRole('button', { name: /Cedar Heights Elementary/ })).toBeNull();
  });

  it('selecting a school loads its lists, shows its note and the dropdown with name and price', async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop' });

    await userEvent.click(await schoolCard('Lincoln Elementary School'));

    expect(await schoolCard('Lincoln Elementary School')).toHaveAttribute('aria-pressed', 'true');
    expect(get).toHaveBeenCalledWith('/schools/school-lincoln/supply-lists');
    expect(await screen.findByText(lincoln.note)).toBeInTheDocument();
    const select = await screen.findByLabelText(SHOP_TEXTS.lists.selectLabel);
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a supply list...', 'Kindergarten Supply List - $34.31', '2nd Grade Supply List - $24.50']);
    expect(select).toHaveValue('');
  });

  it('offers only published lists, also to staff whose answer holds their drafts', async () => {
    serveCatalog(undefined, { 'school-lincoln': [kindergarten, aList({ id: 'list-draft', name: 'Draft Grade', published: false })] });
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln' });

    const select = await screen.findByLabelText(SHOP_TEXTS.lists.selectLabel);
    await within(select).findByRole('option', { name: /Kindergarten/ });
    expect(within(select).queryByRole('option', { name: /Draft Grade/ })).toBeNull();
  });

  it('holds a choice in the dropdown at once, so that a second quick arrow press moves on from it', async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln' });
    const select = await screen.findByLabelText<HTMLSelectElement>(SHOP_TEXTS.lists.selectLabel);
    await within(select).findByRole('option', { name: /Kindergarten/ });

    // As a browser does: the select changes, then the app hears of it (outside act(), which would
    // finish the app's work before the test looks). The app must not set it back meanwhile.
    select.value = kindergarten.id;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(select).toHaveValue(kindergarten.id);
    expect(await screen.findByRole('article', { name: kindergarten.name })).toBeInTheDocument();
  });

  it("shows the chosen list's name, price, item count, first three products and 'and N more items'", async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln' });

    await chooseList(/Kindergarten/);

    const chosen = screen.getByRole('article', { name: 'Kindergarten Supply List' });
    expect(chosen).toHaveTextContent('Complete List Price');
    expect(chosen).toHaveTextContent('$34.31');
    expect(chosen).toHaveTextContent('7 items');
    const shown = within(chosen)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown).toEqual(['Crayons (24 count)', 'Glue Sticks (4 pack)', 'Safety Scissors']);
    expect(chosen).toHaveTextContent('and 4 more items');
    expect(within(chosen).getByRole('button', { name: 'Choose a Different List' })).toBeInTheDocument();
    expect(within(chosen).getByRole('button', { name: 'Place an Order' })).toBeInTheDocument();
  });

  it("names all products of a list of three without 'more items'", async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln' });

    await chooseList(/2nd Grade/);

    const chosen = screen.getByRole('article', { name: '2nd Grade Supply List' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    expect(chosen).toHaveTextContent('3 items');
    expect(chosen).not.toHaveTextContent(/more items/);
  });

  it('says under the chosen list what of the box goes to its school when the school has a share', async () => {
    serveCatalog([aSchool({ fundraisingShare: { percent: 10 } }), maple, cedar]);
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln' });

    await chooseList(/Kindergarten/);
    // 10 % of $34.31, rounded to the cent.
    expect(screen.getByRole('article', { name: 'Kindergarten Supply List' })).toHaveTextContent('$3.43 of this box goes to Lincoln Elementary School');
  });

  it('says a share per box in Spanish too', async () => {
    serveCatalog([aSchool({ fundraisingShare: { perBox: 2 } }), maple, cedar]);
    await speak('es');
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln' });
    await chooseList(/2nd Grade/);
    expect(screen.getByRole('article', { name: '2nd Grade Supply List' })).toHaveTextContent('$2.00 de esta caja es para Lincoln Elementary School');
  });

  it('shows no share line under a list whose school has none', async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln' });
    await chooseList(/Kindergarten/);
    expect(screen.getByRole('article', { name: 'Kindergarten Supply List' })).not.toHaveTextContent(/of this box goes to/);
  });

  it("'Choose a Different List' clears the choice", async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln&list=list-lincoln-k' });

    await userEvent.click(await screen.findByRole('button', { name: 'Choose a Different List' }));

    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByLabelText(SHOP_TEXTS.lists.selectLabel)).toHaveValue('');
  });

  it("shows 'No Schools Available Yet' when there are no schools", async () => {
    serveCatalog([]);
    renderApp(<ShopPage />, { path: '/shop' });
    expect(await screen.findByRole('heading', { name: 'No Schools Available Yet' })).toBeInTheDocument();
  });

  it("shows 'No Supply Lists Available' for a school without published lists, which a link still opens", async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop?school=school-cedar' });

    expect(await schoolCard('Cedar Heights Elementary')).toHaveAttribute('aria-pressed', 'true');

    expect(await screen.findByRole('heading', { name: 'No Supply Lists Available' })).toBeInTheDocument();
    expect(screen.queryByLabelText(SHOP_TEXTS.lists.selectLabel)).not.toBeInTheDocument();
  });

  it("shows 'Failed to load schools' with the reason and tries again", async () => {
    serve({ '/schools': new ApiError('HTTP 500', 500, null) });
    renderApp(<ShopPage />, { path: '/shop' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load schools');
    expect(alert).toHaveTextContent('HTTP 500');

    serveCatalog();
    await userEvent.click(within(alert).getByRole('button', { name: SHOP_TEXTS.retry }));
    expect(await schoolCard('Lincoln Elementary School')).toBeInTheDocument();
  });

  it("shows 'Failed to load supply lists' when the school's lists cannot load", async () => {
    serveCatalog(undefined, { 'school-lincoln': new ApiError('HTTP 503', 503, null) });
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load supply lists');
    expect(alert).toHaveTextContent('HTTP 503');
  });
});

describe('ShopPage, finding the school', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: SHOP_TEXTS.schools.search.label });

  it('searches as the family types, and says when no school matches', async () => {
    serve({
      '/schools': { schools: [lincoln, maple] },
      '/schools?q=maple': { schools: [maple] },
      '/schools?q=zz': { schools: [] },
    });
    renderApp(<ShopPage />, { path: '/shop' });
    await schoolCard('Lincoln Elementary School');

    const results = screen.getByRole('region', { name: SHOP_TEXTS.schools.heading }).querySelector('[aria-busy]');
    expect(results).toHaveAttribute('aria-busy', 'false');

    await userEvent.type(searchBox(), 'Maple');
    // The last answer's cards stay on view, marked busy, until the search's own answer replaces them.
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Lincoln/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Lincoln/ })).toBeNull());
    expect(results).toHaveAttribute('aria-busy', 'false');
    expect(await schoolCard('Maple Grove Academy')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/schools?q=maple');

    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'ZZ');
    expect(await screen.findByText(SHOP_TEXTS.schools.search.noMatch({ query: 'zz' }))).toBeInTheDocument();
    expect(screen.getByText(SHOP_TEXTS.schools.search.noMatchHint)).toBeInTheDocument();
  });

  it("opens a school's lists in place, under its card", async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop' });

    const card = await schoolCard('Lincoln Elementary School');
    await userEvent.click(card);
    const select = await screen.findByLabelText(SHOP_TEXTS.lists.selectLabel);
    expect(card.closest('li')?.nextElementSibling).toContainElement(select);
  });

  it('brings a shared link’s school and lists into view, the school first although the search shows others', async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    serve({
      '/schools': { schools: [lincoln] },
      '/schools/school-maple': { school: maple },
      '/schools/school-maple/supply-lists': { supplyLists: [aList({ id: 'list-maple-3', name: '3rd Grade Supply List', schoolId: 'school-maple' })] },
    });
    renderApp(<ShopPage />, { path: '/shop?school=school-maple' });

    const select = await screen.findByLabelText(SHOP_TEXTS.lists.selectLabel);
    const cards = screen.getAllByRole('button', { pressed: true });
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Maple Grove Academy');
    expect(cards[0]!.closest('li')?.nextElementSibling).toContainElement(select);
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
  });

  it('marks the schools a signed-in family ordered from, listed first by the server, and asks to search when the page is full', async () => {
    const many = Array.from({ length: SHOP_SCHOOL_LIMIT - 1 }, (_, i) => aSchool({ id: `school-${i}`, name: `School ${i}` }));
    serve({ '/schools': { schools: [{ ...maple, orderedBefore: true }, ...many] } });
    renderApp(<ShopPage />, { path: '/shop' });

    expect(await schoolCard('Maple Grove Academy')).toHaveTextContent(SHOP_TEXTS.schools.orderedBefore);
    expect(await schoolCard('School 0')).not.toHaveTextContent(SHOP_TEXTS.schools.orderedBefore);
    expect(screen.getByText(SHOP_TEXTS.schools.search.more)).toBeInTheDocument();
  });

  it('asks again once the session is known to be a family’s: the page opens before sign-in has loaded, and its first answer was a visitor’s', async () => {
    serve({ '/schools': { schools: [lincoln, maple] } });
    const { rerender, router } = renderApp(<ShopPage />, { path: '/shop', session: sessions.loading() });
    expect(await schoolCard('Lincoln Elementary School')).not.toHaveTextContent(SHOP_TEXTS.schools.orderedBefore);

    // The same request, now with the family's token: their school first, marked.
    serve({ '/schools': { schools: [{ ...maple, orderedBefore: true }, lincoln] } });
    rerender(
      <TestProviders session={sessions.parent()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: false })[0]).toHaveTextContent(SHOP_TEXTS.schools.orderedBefore));
    expect(screen.getAllByRole('button', { pressed: false })[0]).toHaveTextContent('Maple Grove Academy');
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('ShopPage, step 2', () => {
  it("'Place an Order' opens the order screen with the summary; 'Cancel' returns to step 1", async () => {
    serveCatalog();
    const { router } = renderApp(<ShopPage />, { path: '/shop?school=school-lincoln&list=list-lincoln-k' });

    await userEvent.click(await screen.findByRole('button', { name: 'Place an Order' }));

    expect(await screen.findByRole('heading', { level: 1, name: ORDER_TEXTS.order.heading })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Kindergarten Supply List' });
    expect(summary).toHaveTextContent('Lincoln Elementary School');
    expect(summary).toHaveTextContent('7 items');
    expect(summary).toHaveTextContent(kindergarten.note);
    expect(summary).toHaveTextContent('$34.31');
    const items = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(7);
    // "2x" is shown, "Quantity: 2" read.
    expect(items[0]).toBe(`Crayons (24 count)2x${ORDER_TEXTS.order.quantityWords({ quantity: 2 })}`);
    expect(items[2]).toBe(`Safety Scissors1x${ORDER_TEXTS.order.quantityWords({ quantity: 1 })}`);
    expect(router.state.location.search).toContain('step=order');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { level: 1, name: SHOP_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kindergarten Supply List' })).toBeInTheDocument();
  });

  it('shows a school’s lists in grade order', async () => {
    serveCatalog(undefined, { 'school-lincoln': [secondGrade, aList({ id: 'list-lincoln-10', name: '10th Grade Supply List' }), kindergarten] });
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln' });

    const select = await screen.findByLabelText(SHOP_TEXTS.lists.selectLabel);
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((name) => name?.includes('Supply List'));
    expect(names.map((name) => name!.split(' - ')[0])).toEqual(['Kindergarten Supply List', '2nd Grade Supply List', '10th Grade Supply List']);
  });

  it('an Order Again link opens the order screen for its list with the child filled in', async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop?school=school-lincoln&list=list-lincoln-2&step=order&first=Noah&last=Lee&grade=2' });

    expect(await screen.findByRole('region', { name: '2nd Grade Supply List' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Student first name/)).toHaveValue('Noah');
    expect(screen.getByLabelText(/Student last name/)).toHaveValue('Lee');
  });

  it('an Order Again link to a list the school no longer sells opens its list of the same grade', async () => {
    serveCatalog();
    const { router } = renderApp(<ShopPage />, { path: '/shop?school=school-lincoln&list=list-last-year&step=order&first=Noah&last=Lee&grade=2' });

    expect(await screen.findByRole('region', { name: '2nd Grade Supply List' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Student first name/)).toHaveValue('Noah');
    expect(router.state.location.search).toContain('list=list-lincoln-2');
  });

  it('asks for the home-delivery address only when the school does not deliver to the school', async () => {
    serveCatalog();
    const first = renderApp(<ShopPage />, { path: '/shop?school=school-lincoln&list=list-lincoln-k&step=order' });
    expect(await screen.findByLabelText(/Student first name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Address Line 1/)).not.toBeInTheDocument();
    first.unmount();

    renderApp(<ShopPage />, { path: '/shop?school=school-maple&list=list-maple-3&step=order' });
    for (const label of [/Address Line 1/, /Address Line 2/, /City/, /State/, /ZIP Code/]) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
  });

  it('shows the order form validation in the spec’s words', async () => {
    serveCatalog();
    renderApp(<ShopPage />, { path: '/shop?school=school-maple&list=list-maple-3&step=order' });

    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Checkout' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(checkoutMessages.contactRequired);
  });
});
