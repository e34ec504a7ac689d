import { Badge, Group, Loader, Skeleton, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarEvent, IconCheck, IconHeart, IconSchool, IconSearch } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { orderingState, searchKey, SHOP_SCHOOL_LIMIT, type School } from '@ssb/contract';
import { useTakeOverPrerenderedFields } from '@/lib/forms/prerendered-fields';
import { useShopSchools } from '@/lib/catalog/schools';
import { SHOP_TEXTS } from '../texts';
import { orderingWindowText, type WindowTone } from '../utils/ordering-window-text';
import { LoadFailed } from './load-failed';
import { ShopEmptyState } from './shop-empty-state';
import columns from '@/components/ui/columns.module.css';
import classes from './school-cards.module.css';

const texts = SHOP_TEXTS.schools;

/** A search waits for a pause in the typing. */
const SEARCH_PAUSE_MS = 250;

const SEARCH_FIELD = 'search';

interface SchoolCardsProps {
  /** The chosen school, shown first when the search does not find it (a shared link's). */
  selected: School | null;
  onSelect: (school: School) => void;
  /** The chosen school's lists, opened in place under its card. */
  children?: ReactNode;
}

/**
 * Step 1: a search, then the schools with a list to buy as cards (name, full address, number
 * of supply lists, ordering window), the family's own first; the chosen one's lists open under it.
 */
export function SchoolCards({ selected, onSelect, children }: SchoolCardsProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const query = searchKey(debounced);
  const schools = useShopSchools(query);
  const searching = schools.isFetching && schools.isPlaceholderData;
  // Until the answer to what is typed shows, the cards on view are about to change and move.
  const busy = searchKey(search) !== query || schools.isPending || searching;
  const inputId = useId();
  // The shop is prerendered: a family may have started typing before the app arrived.
  const searchRef = useRef<HTMLDivElement>(null);
  useTakeOverPrerenderedFields(searchRef, [SEARCH_FIELD], (_, typed) => setSearch(typed));

  // A plain field styled as Mantine's: the shop's first screen does without Mantine's input code.
  return (
    <Stack gap="md">
      <div className={classes.search} ref={searchRef}>
        <label htmlFor={inputId} className={classes.searchLabel}>
          {texts.search.label}
        </label>
        <div className={classes.searchField}>
          <IconSearch size={18} aria-hidden className={classes.searchIcon} />
          <input
            id={inputId}
            name={SEARCH_FIELD}
            type="search"
            className={classes.searchInput}
            placeholder={texts.search.placeholder}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
          {searching && <Loader size="xs" aria-hidden className={classes.searchLoader} />}
        </div>
      </div>
      {/* Busy on the results alone: the field beside them is there to be typed in meanwhile. */}
      <Stack gap="md" aria-busy={busy}>
        <SchoolResults schools={schools} query={query} selected={selected} onSelect={onSelect}>
          {children}
        </SchoolResults>
      </Stack>
    </Stack>
  );
}

function SchoolResults({ schools, query, selected, onSelect, children }: SchoolCardsProps & { schools: ReturnType<typeof useShopSchools>; query: string }) {
  if (schools.isPending) {
    return (
      <div className={columns.twoFromSm} role="status" aria-live="polite">
        <VisuallyHidden>{texts.loading}</VisuallyHidden>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={112} radius="lg" />
        ))}
      </div>
    );
  }
  if (schools.isError) {
    return <LoadFailed title={texts.loadFailed} error={schools.error} onRetry={() => void schools.refetch()} />;
  }
  const found = schools.data;
  // A chosen school the search does not show (a shared link's, or chosen before a new search) stays first.
  const shown = selected && !found.some((school) => school.id === selected.id) ? [selected, ...found] : found;
  if (shown.length === 0) {
    return query ? (
      <ShopEmptyState title={texts.search.noMatch({ query })} description={texts.search.noMatchHint} />
    ) : (
      <ShopEmptyState title={texts.empty} description={texts.emptyHint} />
    );
  }

  return (
    <>
      <ul className={`${columns.twoFromSm} ${classes.list}`}>
        {shown.map((school) => {
          const isSelected = school.id === selected?.id;
          return [
            <li key={school.id}>
              <SchoolCard school={school} selected={isSelected} onSelect={() => onSelect(school)} />
            </li>,
            isSelected && children ? (
              <li key={`${school.id}-lists`} className={classes.lists}>
                {children}
              </li>
            ) : null,
          ];
        })}
      </ul>
      {found.length >= SHOP_SCHOOL_LIMIT && (
        <Text size="sm" c="dimmed">
          {texts.search.more}
        </Text>
      )}
    </>
  );
}

function SchoolCard({ school, selected, onSelect }: { school: School; selected: boolean; onSelect: () => void }) {
  return (
    <UnstyledButton className={classes.card} aria-pressed={selected} onClick={onSelect}>
      <ThemeIcon size={44} radius="md" variant={selected ? 'filled' : 'light'} aria-hidden>
        {selected ? <IconCheck size={24} /> : <IconSchool size={24} />}
      </ThemeIcon>
      <div className={classes.body}>
        <Text component="span" display="block" fw={700} size="lg" lh={1.3} className={classes.text}>
          {school.name}
        </Text>
        {school.fullAddress && (
          <Text component="span" display="block" size="sm" c="dimmed" mt={4} className={classes.text}>
            {school.fullAddress}
          </Text>
        )}
        <Group gap="xs" mt="sm">
          <Badge variant="light" color={school.publishedListCount > 0 ? 'indigo' : 'gray'} tt="none" size="md">
            {texts.listCount({ count: school.publishedListCount })}
          </Badge>
          {school.orderedBefore && (
            <Badge variant="light" color="pink" tt="none" size="md" leftSection={<IconHeart size={14} aria-hidden />}>
              {texts.orderedBefore}
            </Badge>
          )}
        </Group>
        <OrderingWindowLine school={school} />
      </div>
    </UnstyledButton>
  );
}

// Each reads at 4.5:1 or better on the card, selected (indigo.0) or not: teal.9 is 4.47:1 on the selected card, so a darker teal.
const TONE_COLORS: Record<WindowTone, string> = { open: '#06704f', closing: '#b3470c', before: 'indigo.8', after: 'gray.7', late: '#b3470c' };

/** The window as the family's clock reads it; the server decides at checkout. */
function OrderingWindowLine({ school }: { school: School }) {
  const window = orderingWindowText(orderingState(school, new Date()), school.lateOrders);
  if (!window) return null;
  return (
    <Text component="span" size="sm" fw={600} mt="xs" c={TONE_COLORS[window.tone]} className={classes.window}>
      <IconCalendarEvent size={16} aria-hidden className={classes.windowIcon} />
      {window.text}
    </Text>
  );
}
