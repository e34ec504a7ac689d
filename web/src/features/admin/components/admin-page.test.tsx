import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { ADMIN_TEXTS } from '../texts';
import { aProduct, aStaffSchool, desktopAndQuiet, serveApi, someStats } from '../testing/fixtures';
import { AdminPage } from './admin-page';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

beforeEach(() => {
  desktopAndQuiet();
  serveApi({
    [`GET /orders/stats/overview?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`]: { stats: someStats() },
    // The Schools tab's first page, and every page for the orders' and lists' school filters: the largest a page may be.
    'GET /schools?limit=200': { schools: [aStaffSchool()], nextCursor: null },
    'GET /products?limit=200': { products: [aProduct()], nextCursor: null },
    'GET /supply-lists?limit=200': { supplyLists: [], nextCursor: null },
    'GET /orders?limit=25': { orders: [], nextCursor: null },
  });
});

// Many typed keystrokes: generous on a busy machine.
describe('AdminPage', { timeout: 20_000 }, () => {
  it('is titled Admin Dashboard with the five tabs of docs/product.md §2, Overview first, then Purchasing, Shipments, Codes, Margins and Settings', async () => {
    renderApp(<AdminPage />, { session: sessions.admin(), path: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: ADMIN_TEXTS.title })).toBeInTheDocument();
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual(['Overview', 'All Orders', 'Schools', 'Supply Lists', 'Products', 'Purchasing', 'Shipments', 'Codes', 'Margins', 'Settings']);
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

describe('AdminPage in Spanish', { timeout: 20_000 }, () => {
  it('names its tabs and tiles in Spanish, with counts grouped as a Spanish reader writes them, and its products with their type, price and lists', async () => {
    await speak('es');
    renderApp(<AdminPage />, { session: sessions.admin(), path: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Resumen',
      'Todos los pedidos',
      'Escuelas',
      'Listas de útiles',
      'Productos',
      'Compras',
      'Envíos',
      'Códigos',
      'Márgenes',
      'Ajustes',
    ]);
    const total = (await screen.findByText('Total de pedidos')).parentElement!;
    await vi.waitFor(() => expect(total).toHaveTextContent('1,234'));
    expect(screen.getByText('Pedidos de hoy')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Productos' }));
    const card = await screen.findByRole('article', { name: 'Crayons (24 count)' });
    expect(card).toHaveTextContent('Individual');
    expect(card).toHaveTextContent('$2.99');
    expect(card).toHaveTextContent('Se usa en 3 listas de útiles');
    expect(within(card).getByRole('button', { name: 'Editar producto (Crayons (24 count))' })).toHaveTextContent('Editar producto');
  });
});
