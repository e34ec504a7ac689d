import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, type Margins, type MarginFigures } from '@ssb/contract';
import { api } from '@/lib/api/api-client';
import { axeViolations } from '@/testing/axe';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { ADMIN_MARGINS_TEXTS } from '../margins-texts';
import { desktopAndQuiet, serveApi } from '../testing/fixtures';
import { MarginsTab } from './margins-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const texts = ADMIN_MARGINS_TEXTS.margins;
const today = new Date().toISOString().slice(0, 10);
const from = addDays(today, -29);

const figures = (revenue: number, cost: number, uncostedRevenue = 0): MarginFigures => ({
  boxes: 2,
  quantity: 5,
  revenue,
  cost,
  margin: Math.round((revenue - uncostedRevenue - cost) * 100) / 100,
  costKnown: uncostedRevenue === 0,
  uncostedRevenue,
});
const margins: Margins = {
  from,
  to: today,
  totals: figures(26.1, 9, 1.9),
  products: [
    { productId: 'p1', name: 'Crayons (24)', sku: 'CR-24', ...figures(19.2, 7.5) },
    { productId: 'p2', name: 'Glue stick', sku: null, ...figures(1.9, 0, 1.9) },
  ],
  lists: [{ supplyListId: 'l1', name: 'Grade 2', schoolId: 's1', ...figures(19.1, 6.5, 1.9) }],
  schools: [{ schoolId: 's1', name: 'Lincoln Elementary School', ...figures(19.1, 6.5, 1.9) }],
};

const renderTab = () => renderApp(<MarginsTab />, { session: sessions.admin() });
const table = (name: string) => screen.findByRole('table', { name });

beforeEach(desktopAndQuiet);

describe('MarginsTab', { timeout: 20_000 }, () => {
  it('asks the last 30 days and shows the totals and a table by product, list and school, a cost nobody typed said apart', async () => {
    serveApi({ [`GET /reports/margins?from=${from}&to=${today}`]: { margins } });
    renderTab();
    const products = await table(texts.products);
    const crayons = (await within(products).findByText('Crayons (24)')).closest('tr')!;
    expect(crayons).toHaveTextContent(/2.*5.*\$19\.20.*\$7\.50.*\$11\.70/);
    const glue = within(products).getByText('Glue stick').closest('tr')!;
    expect(glue).toHaveTextContent(texts.costUnknown({ amount: '$1.90' }));
    expect(within(await table(texts.lists)).getByText('Grade 2')).toBeInTheDocument();
    expect(within(await table(texts.schools)).getByText('Lincoln Elementary School')).toBeInTheDocument();
    expect(screen.getByTestId('margins-margin')).toHaveTextContent('$15.20');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says a range the API would refuse under its field and asks nothing for it', async () => {
    serveApi({ [`GET /reports/margins?from=${from}&to=${today}`]: { margins } });
    renderTab();
    await within(await table(texts.products)).findByText('Crayons (24)');
    vi.mocked(api.get).mockClear();
    fireEvent.change(screen.getByLabelText(texts.to), { target: { value: addDays(from, -1) } });
    expect(await screen.findByText('The last day cannot come before the first')).toBeInTheDocument();
    await waitFor(() => expect(api.get).not.toHaveBeenCalled());
  });
});

describe('MarginsTab in Spanish', { timeout: 20_000 }, () => {
  it('names its tables and figures in Spanish', async () => {
    await speak('es');
    serveApi({ [`GET /reports/margins?from=${from}&to=${today}`]: { margins } });
    renderTab();
    const products = await table('Por producto');
    await waitFor(() => expect(products).toHaveTextContent('Costo desconocido para $1.90 de ingresos'));
    expect(screen.getByRole('heading', { name: 'Márgenes' })).toBeInTheDocument();
  });
});
