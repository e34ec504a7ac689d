import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './admin-page.module.css';
import { LoadingCards } from './loading-cards';

interface CardGridProps<T> {
  /** While the tab's first answer loads. */
  pending: boolean;
  items: readonly T[] | undefined;
  /** Names the list for assistive technology. */
  label: string;
  texts: { loading: string; empty: string };
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** The admin tabs' cards (schools, supply lists, products): loading, empty, or one card per item. */
export function CardGrid<T>({ pending, items = [], label, texts, keyOf, children }: CardGridProps<T>) {
  if (pending) return <LoadingCards label={texts.loading} />;
  if (items.length === 0) return <Text c="dimmed">{texts.empty}</Text>;
  return (
    <ul className={classes.cardGrid} aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
