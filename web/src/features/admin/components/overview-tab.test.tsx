import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { ADMIN_TEXTS } from '../texts';
import { serveApi, someStats } from '../testing/fixtures';
import { OverviewTab } from './overview-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const tiles = ADMIN_TEXTS.overview.tiles;
const statsPath = `GET /orders/stats/overview?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
const tile = async (label: string) => (await screen.findByText(label)).closest('li')!;

// Many typed keystrokes: generous on a busy machine.
describe('OverviewTab', { timeout: 20_000 }, () => {
  it('shows the eight tiles of docs/product.md §2 from the statistics endpoint, and To Pack (paid, not yet in progress) after New Orders', async () => {
    serveApi({ [statsPath]: { stats: someStats() } });
    renderApp(<OverviewTab />, { session: sessions.admin() });
    const expected: [string, string][] = [
      [tiles.totalOrders, '1,234'],
      [tiles.schools, '12'],
      [tiles.supplyLists, '80'],
      [tiles.products, '45'],
      [tiles.newOrders, '5'],
      [tiles.toPack, '100'],
      [tiles.inProgress, '17'],
      [tiles.completed, '1,100'],
      [tiles.todaysOrders, '4'],
    ];
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    for (const [label, value] of expected) expect(within(await tile(label)).getByTestId('tile-value'), label).toHaveTextContent(value);
    const items = screen.getAllByRole('listitem');
    expected.forEach(([label], index) => expect(within(items[index]!).getByText(label)).toBeInTheDocument());
  });

  it('each tile opens what it counts: the orders filtered by its status or day, or its tab', async () => {
    serveApi({ [statsPath]: { stats: someStats() } });
    renderApp(<OverviewTab />, { session: sessions.admin() });
    const linkOf = async (label: string) =>
      new URL(
        within(await tile(label))
          .getByRole('link')
          .getAttribute('href')!,
        'http://app.test',
      );
    const expected: [string, Record<string, string>][] = [
      [tiles.totalOrders, { tab: 'orders' }],
      [tiles.schools, { tab: 'schools' }],
      [tiles.supplyLists, { tab: 'supply-lists' }],
      [tiles.products, { tab: 'products' }],
      [tiles.newOrders, { tab: 'orders', status: 'AWAITING_PAYMENT' }],
      [tiles.toPack, { tab: 'orders', status: 'PAYMENT_SUCCESS' }],
      [tiles.inProgress, { tab: 'orders', status: 'PREPARING' }],
      [tiles.completed, { tab: 'orders', status: 'COMPLETED' }],
      [tiles.todaysOrders, { tab: 'orders', since: 'today' }],
    ];
    for (const [label, params] of expected) expect(Object.fromEntries((await linkOf(label)).searchParams), label).toEqual(params);
  });

  it('when the statistics cannot be loaded, then the failure is logged and the tiles show a dash', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApi({ [statsPath]: new ApiError('HTTP 500', 500, null) });
    renderApp(<OverviewTab />, { session: sessions.admin() });
    expect(await screen.findAllByText(ADMIN_TEXTS.overview.unknown)).toHaveLength(9);
    expect(error).toHaveBeenCalled();
  });
});
