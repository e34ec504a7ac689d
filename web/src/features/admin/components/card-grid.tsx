import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { searchKey, searchWords } from '@ssb/contract';
import { DATA_TABLE_TEXTS, LoadMore } from '@/components/ui/data-table';
import { notify } from '@/lib/ui/notify';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';
import { LoadingCards } from './loading-cards';

/** Cards shown at first and added by each "Show more": a tab of hundreds stays a short page. */
export const CARDS_PER_PAGE = 24;

interface CardGridProps<T> {
  /** While the tab's first answer loads. */
  pending: boolean;
  items: readonly T[] | undefined;
  /** Names the list for assistive technology. */
  label: string;
  texts: { loading: string; empty: string; search: string };
  keyOf: (item: T) => string;
  /** What a search finds a card by: its name (a school's address too). */
  nameOf: (item: T) => string;
  /** The item just added: shown first, and scrolled into view, whether a page loaded so far holds it or not. */
  pinned?: T | null;
  /** The server's next page (useCursorPages): "Load more" once every card loaded so far shows. */
  pagination?: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };
  children: (item: T) => ReactNode;
}

/** What a tab's dialog just added: confirmed in a toast, and the item its CardGrid shows first. */
export function useAddedCard<T extends { id: string; name: string }>() {
  const [pinned, setPinned] = useState<T | null>(null);
  const onCreated = (item: T) => {
    setPinned(item);
    notify({ color: 'teal', message: ADMIN_TEXTS.cards.added({ name: item.name }) });
  };
  return { pinned, onCreated };
}

const scrollIntoView = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'center' });

/**
 * The admin tabs' cards (schools, supply lists, products): loading, empty, or a card per item,
 * a page at a time, searched by name (every word of the search in the name, as typed or not,
 * accents aside) among the cards loaded; then the server's next page.
 */
export function CardGrid<T>({ pending, items = [], label, texts, keyOf, nameOf, pinned, pagination, children }: CardGridProps<T>) {
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  if (pending) return <LoadingCards label={texts.loading} />;
  if (items.length === 0) return <Text c="dimmed">{texts.empty}</Text>;

  const wanted = searchKey(search);
  const matches = (item: T) => !wanted || searchWords(nameOf(item)).join(' ').includes(wanted);
  // The loaded copy when a page holds it (read again after each edit), else the one the dialog answered.
  const first = pinned ? (items.find((item) => keyOf(item) === keyOf(pinned)) ?? pinned) : undefined;
  const rest = items.filter((item) => item !== first && matches(item));
  const ordered = first && matches(first) ? [first, ...rest] : rest;
  const visible = ordered.slice(0, shown);
  const cards = ADMIN_TEXTS.cards;

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={texts.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setShown(CARDS_PER_PAGE);
        }}
        maw={420}
      />
      {visible.length === 0 ? (
        <Text c="dimmed">{cards.noMatch({ search: search.trim() })}</Text>
      ) : (
        <ul className={classes.cardGrid} aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {visible.map((item) => (
            <li key={keyOf(item)} ref={item === first ? scrollIntoView : undefined}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
      {ordered.length > visible.length && (
        <Stack gap={4} align="center">
          <Button variant="default" onClick={() => setShown((count) => count + CARDS_PER_PAGE)}>
            {cards.showMore({ count: Math.min(CARDS_PER_PAGE, ordered.length - visible.length) })}
          </Button>
          <Text size="sm" c="dimmed">
            {cards.shown({ shown: visible.length, total: ordered.length })}
          </Text>
        </Stack>
      )}
      {pagination?.hasMore && ordered.length <= visible.length && <LoadMore pagination={pagination} shown={items.length} texts={DATA_TABLE_TEXTS} />}
    </Stack>
  );
}
