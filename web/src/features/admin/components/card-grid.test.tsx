import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { DATA_TABLE_TEXTS } from '@/components/ui/data-table';
import { ADMIN_TEXTS } from '../texts';
import { CardGrid, CARDS_PER_PAGE } from './card-grid';

const names = Array.from({ length: 60 }, (_, i) => `School ${String(i + 1).padStart(2, '0')}`).concat('Escuela García-López');
const texts = { loading: 'Loading...', empty: 'Nothing yet.', search: 'Search schools' };

function renderGrid(pinned: string | null = null, pagination?: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void }) {
  return renderApp(
    <CardGrid
      pending={false}
      items={names}
      label="Schools"
      texts={texts}
      keyOf={(name) => name}
      nameOf={(name) => name}
      pinned={pinned}
      pagination={pagination}
    >
      {(name) => <article aria-label={name}>{name}</article>}
    </CardGrid>,
    { session: sessions.admin() },
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Schools' })).getAllByRole('article');

describe('CardGrid', { timeout: 20_000 }, () => {
  it('shows a page of cards, and each "Show more" another, saying how many of how many are shown', async () => {
    renderGrid();
    expect(cards()).toHaveLength(CARDS_PER_PAGE);
    expect(screen.getByText(ADMIN_TEXTS.cards.shown({ shown: CARDS_PER_PAGE, total: 61 }))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.cards.showMore({ count: CARDS_PER_PAGE }) }));
    expect(cards()).toHaveLength(2 * CARDS_PER_PAGE);
    await userEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.cards.showMore({ count: 61 - 2 * CARDS_PER_PAGE }) }));
    expect(cards()).toHaveLength(61);
    expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
  });

  it('finds cards by name as typed or not, accents and hyphens aside, and says when nothing matches', async () => {
    renderGrid();
    const search = screen.getByRole('searchbox', { name: texts.search });
    await userEvent.type(search, 'garcia lopez');
    expect(cards().map((card) => card.textContent)).toEqual(['Escuela García-López']);
    await userEvent.clear(search);
    await userEvent.type(search, 'school 4');
    expect(cards()).toHaveLength(10);
    await userEvent.type(search, 'x');
    expect(screen.getByText(ADMIN_TEXTS.cards.noMatch({ search: 'school 4x' }))).toBeInTheDocument();
  });

  it('shows the item just added first, wherever its name sorts', () => {
    renderGrid('School 59');
    expect(cards()[0]).toHaveTextContent('School 59');
    expect(cards()).toHaveLength(CARDS_PER_PAGE);
  });

  it('shows the item just added first when no page loaded so far holds it', () => {
    renderGrid('Zion Academy');
    expect(cards()[0]).toHaveTextContent('Zion Academy');
  });

  it('offers the server’s next page once every card loaded shows, and while a search finds too few', async () => {
    const onLoadMore = vi.fn();
    renderGrid(null, { hasMore: true, loadingMore: false, onLoadMore });
    const loadMore = () => screen.queryByRole('button', { name: DATA_TABLE_TEXTS.loadMore });
    expect(loadMore()).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: texts.search }), 'garcia');
    await userEvent.click(loadMore()!);
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
