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
const seasonTexts = ADMIN_TEXTS.overview.season;
const statsPath = `GET /orders/stats/overview?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
const seasonPath = `GET /orders/stats/season?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
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
    const overviewTiles = await screen.findByRole('list', { name: ADMIN_TEXTS.overview.heading });
    expect(await within(overviewTiles).findAllByText(ADMIN_TEXTS.overview.unknown)).toHaveLength(9);
    expect(error).toHaveBeenCalled();
  });

  it('shows this season’s money and a chart of the boxes paid each day, which it sums up in words', async () => {
    const season = {
      startsOn: '2026-07-01',
      paid: 1234.5,
      refunded: 34.5,
      net: 1200,
      paidBoxes: 40,
      averageBox: 30.86,
      taxCollected: 81.2,
      days: [
        { day: '2026-07-01', boxes: 0 },
        { day: '2026-07-02', boxes: 25 },
        { day: '2026-07-03', boxes: 15 },
      ],
    };
    serveApi({ [statsPath]: { stats: someStats() }, [seasonPath]: { season } });
    renderApp(<OverviewTab />, { session: sessions.admin() });
    const money = await screen.findByRole('list', { name: seasonTexts.heading });
    for (const [label, value] of [
      [seasonTexts.paid, '$1,234.50'],
      [seasonTexts.refunded, '$34.50'],
      [seasonTexts.net, '$1,200.00'],
      [seasonTexts.averageBox, '$30.86'],
      [seasonTexts.taxCollected, '$81.20'],
    ]) {
      expect(await within(money).findByText(value!)).toBeInTheDocument();
      expect(within(money).getByText(label!)).toBeInTheDocument();
    }
    const summary = seasonTexts.chartSummary({ total: 40, date: 'July 1, 2026', most: 25, day: 'July 2, 2026' });
    expect(screen.getByRole('img', { name: `${seasonTexts.chart}: ${summary}` })).toBeInTheDocument();
    expect(screen.getByText(seasonTexts.since({ date: 'July 1, 2026' }))).toBeInTheDocument();
    // Revenue is the vendor's: said without the sales tax, which has its own figure.
    expect(screen.getByText(seasonTexts.withoutTax)).toBeInTheDocument();
  });
});
