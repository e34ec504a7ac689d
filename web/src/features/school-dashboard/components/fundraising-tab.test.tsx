import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FundraisingSummary, LedgerEntry } from '@ssb/contract';
import { api, ApiError } from '@/lib/api/api-client';
import { aSchool } from '@/testing/school-fixtures';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { FUNDRAISING_TEXTS as texts } from '../fundraising-texts';
import { FundraisingTab } from './fundraising-tab';

vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const month = new Date().toLocaleDateString('en-CA').slice(0, 7);
const totals = { earned: 4, reversed: 0, paidOut: 0, balance: 4 };
const summary: FundraisingSummary = {
  season: { from: '2026-07-01', ...totals },
  months: [{ month, earned: 4, reversed: 0, paidOut: 0 }],
  lists: [{ supplyListId: 'list-k', name: 'Kindergarten', boxes: 2, earned: 4, reversed: 0 }],
  weeks: [{ week: '2026-08-03', earned: 4, reversed: 0 }],
  statement: {
    month,
    totals,
    groups: [{ kind: 'earned', week: '2026-08-03', supplyListId: 'list-k', name: 'Kindergarten', count: 2, amount: 4 }],
    payouts: [],
  },
};
const entries: LedgerEntry[] = [
  {
    id: 'earned-order-0000mia1',
    at: '2026-08-04T15:00:00.000Z',
    day: '2026-08-04',
    kind: 'earned',
    amount: 2,
    orderId: 'order-0000mia1',
    supplyListId: 'list-k',
  },
  {
    id: 'earned-order-0000leo2',
    at: '2026-08-04T15:00:00.000Z',
    day: '2026-08-04',
    kind: 'earned',
    amount: 2,
    orderId: 'order-0000leo2',
    supplyListId: 'list-k',
  },
];

beforeEach(() => {
  vi.mocked(api.post).mockReset();
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path.startsWith('/schools/school-1/fundraising')) return { fundraising: summary };
    if (path.startsWith('/schools/school-1/ledger')) return { ledger: { entries, totals, months: { from: null, to: null } }, nextCursor: null };
    if (path === '/schools/school-1') return { school: aSchool({ id: 'school-1', name: 'Maple Elementary' }) };
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('the Fundraising tab', () => {
  it('an administrator sees the season’s figures and a payout above the balance refused in the form', async () => {
    vi.mocked(api.post).mockRejectedValue(new ApiError('The school has $4.00 to pay out: a payout cannot be more.', 409, null));
    renderApp(<FundraisingTab schoolId="school-1" mayRecordPayouts />, { session: sessions.admin() });
    expect(await screen.findByTestId('share-earned')).toHaveTextContent('$4.00');
    expect(screen.getByTestId('share-balance')).toHaveTextContent('$4.00');
    expect(await screen.findAllByText('Kindergarten')).not.toHaveLength(0);
    const form = screen.getByRole('region', { name: texts.payout.heading });
    await userEvent.type(screen.getByRole('spinbutton', { name: new RegExp(texts.payout.amount) }), '5');
    await userEvent.click(screen.getByRole('button', { name: texts.payout.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The school has $4.00 to pay out: a payout cannot be more.');
    expect(form).toContainElement(screen.getByRole('alert'));
    expect(api.post).toHaveBeenCalledWith('/schools/school-1/payouts', expect.objectContaining({ amount: 5, reference: '' }), {
      headers: { 'Idempotency-Key': expect.any(String) },
    });
  });

  it('a payout the contract refuses is not sent: its amount’s reason shows under the field', async () => {
    renderApp(<FundraisingTab schoolId="school-1" mayRecordPayouts />, { session: sessions.admin() });
    await userEvent.click(await screen.findByRole('button', { name: texts.payout.submit }));
    expect(await screen.findByText('A payout is more than $0.00, with at most two decimals')).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('a representative reads the figures, the entries and the statement, and records no payout', async () => {
    renderApp(<FundraisingTab schoolId="school-1" mayRecordPayouts={false} />, { session: sessions.rep() });
    expect(await screen.findByTestId('share-earned')).toHaveTextContent('$4.00');
    expect(await screen.findByText('#0000mia1')).toBeVisible();
    expect(screen.getByRole('button', { name: texts.statement.print })).toBeVisible();
    expect(screen.queryByRole('region', { name: texts.payout.heading })).toBeNull();
  });
});
