import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api/api-client';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { SCHOOL_ORDERS_TEXTS } from '../orders-texts';
import { aList } from '../testing/fixtures';
import { SponsoredBoxesPanel } from './sponsored-boxes-panel';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const list = aList({ id: 'list-k', name: 'Kindergarten Supply List', published: true, totalPrice: 10 });

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation((async (path: string) => {
    if (path === '/schools/school-1/sponsorship') return { sponsorship: { balance: 12.5, given: 12.5, used: 0, boxes: 0 } };
    if (path === '/schools/school-1/supply-lists') return { supplyLists: [list, aList({ id: 'list-draft', name: 'Draft', published: false })] };
    throw new Error(`unexpected GET ${path}`);
  }) as typeof api.get);
});

describe('SponsoredBoxesPanel', () => {
  it.each(['en', 'es'] as const)(
    'shows the pool and gives a box of a published list for a child, each submission with its Idempotency-Key (%s)',
    async (locale) => {
      await speak(locale);
      const texts = SCHOOL_ORDERS_TEXTS.sponsored;
      post.mockResolvedValue({ order: { id: 'order-000sponsor1' } } as never);
      renderApp(<SponsoredBoxesPanel schoolId="school-1" />, { session: sessions.rep() });
      expect(await screen.findByRole('heading', { name: texts.heading })).toBeVisible();
      expect(await screen.findAllByText('$12.50')).toHaveLength(2);

      await userEvent.click(screen.getByRole('combobox', { name: texts.list }));
      await userEvent.click(await screen.findByRole('option', { name: 'Kindergarten Supply List ($10.00)' }));
      expect(screen.queryByRole('option', { name: /Draft/ })).not.toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: texts.firstName }), 'Mia');
      await userEvent.type(screen.getByRole('textbox', { name: texts.lastName }), 'Rivera');
      await userEvent.click(screen.getByRole('button', { name: texts.give }));
      expect(await screen.findByRole('status')).toHaveTextContent(texts.done({ orderNumber: '#sponsor1' }));
      const [path, body, options] = post.mock.calls[0]!;
      expect(path).toBe('/schools/school-1/sponsored-orders');
      expect(body).toEqual({ supplyListId: 'list-k', studentFirstName: 'Mia', studentLastName: 'Rivera' });
      expect(options?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('says the pool’s refusal in place', async () => {
    post.mockRejectedValue(new ApiError('The sponsorship fund has $2.50 left: not enough for this box.', 409, null));
    renderApp(<SponsoredBoxesPanel schoolId="school-1" />, { session: sessions.rep() });
    const texts = SCHOOL_ORDERS_TEXTS.sponsored;
    await userEvent.click(await screen.findByRole('combobox', { name: texts.list }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kindergarten Supply List ($10.00)' }));
    await userEvent.type(screen.getByRole('textbox', { name: texts.firstName }), 'Leo');
    await userEvent.type(screen.getByRole('textbox', { name: texts.lastName }), 'Chen');
    await userEvent.click(screen.getByRole('button', { name: texts.give }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The sponsorship fund has $2.50 left: not enough for this box.');
  });
});
