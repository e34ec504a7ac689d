import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { ADMIN_TEXTS } from '../texts';
import { aProduct, aStaffSchool, desktopAndQuiet, serveApi, someStats } from '../testing/fixtures';
import { AdminPage } from './admin-page';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

beforeEach(() => {
  desktopAndQuiet();
  serveApi({
    [`GET /orders/stats/overview?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`]: { stats: someStats() },
    'GET /schools': { schools: [aStaffSchool()] },
    'GET /products': { products: [aProduct()] },
    'GET /supply-lists': { supplyLists: [] },
    'GET /orders?limit=25': { orders: [], nextCursor: null },
  });
});

// Many typed keystrokes: generous on a busy machine.
describe('AdminPage', { timeout: 20_000 }, () => {
  it('is titled Admin Dashboard with the five tabs of spec §2, Overview first', async () => {
    renderApp(<AdminPage />, { session: sessions.admin(), path: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: ADMIN_TEXTS.title })).toBeInTheDocument();
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual(['Overview', 'All Orders', 'Schools', 'Supply Lists', 'Products']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(ADMIN_TEXTS.overview.tiles.todaysOrders)).toBeInTheDocument();
  });

  it('opens a tab from the address and keeps the chosen tab in it', async () => {
    const { router } = renderApp(<AdminPage />, { session: sessions.admin(), path: '/admin?tab=products' });
    expect(await screen.findByRole('article', { name: 'Crayons (24 count)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Schools' }));
    expect(await screen.findByRole('button', { name: ADMIN_TEXTS.schools.add })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=schools');
    await userEvent.click(screen.getByRole('tab', { name: 'All Orders' }));
    expect(await screen.findByText(ADMIN_TEXTS.orders.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Supply Lists' }));
    expect(await screen.findByRole('heading', { name: ADMIN_TEXTS.supplyLists.heading({ count: 0 }) })).toBeInTheDocument();
  });
});
