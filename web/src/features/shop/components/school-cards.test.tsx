import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { School } from '@ssb/contract';
import { api } from '@/lib/api/api-client';
import { axeViolations } from '@/testing/axe';
import { renderApp, screen } from '@/testing/test-utils';
import { SHOP_TEXTS } from '../texts';
import { aList, aSchool } from '../testing/fixtures';
import { ShopPage } from './shop-page';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const get = vi.mocked(api.get);
const CHICAGO = 'America/Chicago';

/** A school whose window runs from `opensOn` to `closesOn` in `timeZone`. */
const windowed = (id: string, name: string, orderingOpensOn: string, orderingClosesOn: string, timeZone = CHICAGO) =>
  aSchool({ id, name, orderingOpensOn, orderingClosesOn, timeZone, publishedListCount: 1 });

function serve(schools: School[]) {
  get.mockImplementation(async (path: string) => {
    if (path === '/schools') return { schools };
    if (path.endsWith('/supply-lists')) return { supplyLists: [aList({ schoolId: path.split('/')[2]! })] };
    throw new Error(`unexpected ${path}`);
  });
}

const schoolCard = (name: string) => screen.findByRole('button', { name: new RegExp(name) });

beforeEach(() => {
  get.mockReset();
  // Only the clock: the queries' timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the school cards say when ordering closes', () => {
  it('by date while open, counting days down in the last week, and when it opens or closed', async () => {
    // Noon in Chicago on Friday, August 28, 2026.
    vi.setSystemTime(new Date('2026-08-28T17:00:00Z'));
    serve([
      windowed('s-open', 'Oak School', '2026-08-01', '2026-09-30'),
      windowed('s-week', 'Elm School', '2026-08-01', '2026-09-04'),
      windowed('s-soon', 'Ash School', '2026-08-01', '2026-08-31'),
      windowed('s-tomorrow', 'Fir School', '2026-08-01', '2026-08-29'),
      windowed('s-today', 'Yew School', '2026-08-01', '2026-08-28'),
      windowed('s-before', 'Pine School', '2026-09-05', '2026-10-05'),
      windowed('s-after', 'Birch School', '2026-07-01', '2026-08-20'),
      aSchool({ id: 's-always', name: 'Maple School', timeZone: CHICAGO }),
    ]);
    const { container } = renderApp(<ShopPage />, { path: '/shop' });

    expect(await schoolCard('Oak School')).toHaveTextContent('Order by September 30, 2026');
    expect(await schoolCard('Elm School')).toHaveTextContent('Order by September 4, 2026');
    expect(await schoolCard('Ash School')).toHaveTextContent('Orders close in 3 days');
    expect(await schoolCard('Fir School')).toHaveTextContent('Orders close in 1 day');
    expect(await schoolCard('Yew School')).toHaveTextContent('Orders close today');
    expect(await schoolCard('Pine School')).toHaveTextContent('Ordering opens on September 5, 2026');
    expect(await schoolCard('Birch School')).toHaveTextContent('Ordering closed on August 20, 2026');
    const always = await schoolCard('Maple School');
    expect(always).not.toHaveTextContent(/Order|closed|opens/);
    // The spec's card content stays: name, full address, lists.
    expect(always).toHaveTextContent('1200 Oak Street, Springfield, IL 62701');
    expect(always).toHaveTextContent('2 supply lists');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads the dates in the school’s time zone: at 23:30 in Chicago its last day is still open, though UTC’s has ended', async () => {
    vi.setSystemTime(new Date('2026-08-29T04:30:00Z'));
    serve([windowed('s-chicago', 'Chicago School', '2026-08-01', '2026-08-28'), windowed('s-utc', 'Greenwich School', '2026-08-01', '2026-08-28', 'UTC')]);
    renderApp(<ShopPage />, { path: '/shop' });

    expect(await schoolCard('Chicago School')).toHaveTextContent('Orders close today');
    expect(await schoolCard('Greenwich School')).toHaveTextContent('Ordering closed on August 28, 2026');
  });
});

describe('a closed school’s lists', () => {
  it('can be looked at, but say why they cannot be ordered instead of offering Place an Order', async () => {
    vi.setSystemTime(new Date('2026-08-28T17:00:00Z'));
    serve([windowed('s-after', 'Birch School', '2026-07-01', '2026-08-20'), windowed('s-before', 'Pine School', '2026-09-05', '2026-10-05')]);
    renderApp(<ShopPage />, { path: '/shop?school=s-after&list=list-lincoln-k' });

    const chosen = await screen.findByRole('article', { name: 'Kindergarten Supply List' });
    expect(within(chosen).getByText('Ordering for Birch School closed on August 20, 2026.')).toBeInTheDocument();
    expect(within(chosen).queryByRole('button', { name: SHOP_TEXTS.lists.placeOrder })).not.toBeInTheDocument();
    expect(within(chosen).getByRole('button', { name: SHOP_TEXTS.lists.chooseDifferentList })).toBeInTheDocument();

    await userEvent.click(await schoolCard('Pine School'));
    const select = await screen.findByLabelText(SHOP_TEXTS.lists.selectLabel);
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: /Kindergarten/ }));
    expect(await screen.findByText('Ordering for Pine School opens on September 5, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHOP_TEXTS.lists.placeOrder })).not.toBeInTheDocument();
  });

  it('of an open school still offer Place an Order', async () => {
    vi.setSystemTime(new Date('2026-08-28T17:00:00Z'));
    serve([windowed('s-soon', 'Ash School', '2026-08-01', '2026-08-31')]);
    renderApp(<ShopPage />, { path: '/shop?school=s-soon&list=list-lincoln-k' });

    const chosen = await screen.findByRole('article', { name: 'Kindergarten Supply List' });
    expect(within(chosen).getByRole('button', { name: SHOP_TEXTS.lists.placeOrder })).toBeInTheDocument();
    expect(within(chosen).queryByText(/^Ordering for/)).not.toBeInTheDocument();
  });
});
