import { Badge, Group, Skeleton, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconSchool } from '@tabler/icons-react';
import { orderingState, type School } from '@ssb/contract';
import { useSchools } from '@/lib/schools';
import { SHOP_TEXTS } from '../texts';
import { orderingWindowText, type WindowTone } from '../utils/ordering-window-text';
import { LoadFailed } from './load-failed';
import { ShopEmptyState } from './shop-empty-state';
import columns from '@/components/ui/columns.module.css';
import classes from './school-cards.module.css';

const texts = SHOP_TEXTS.schools;

interface SchoolCardsProps {
  selectedId: string | null;
  onSelect: (school: School) => void;
}

/** Step 1: every school as a card with its name, full address, number of supply lists and ordering window. */
export function SchoolCards({ selectedId, onSelect }: SchoolCardsProps) {
  const schools = useSchools();

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
  if (schools.data.length === 0) {
    return <ShopEmptyState title={texts.empty} description={texts.emptyHint} />;
  }

  return (
    <ul className={`${columns.twoFromSm} ${classes.list}`}>
      {schools.data.map((school) => (
        <li key={school.id}>
          <SchoolCard school={school} selected={school.id === selectedId} onSelect={() => onSelect(school)} />
        </li>
      ))}
    </ul>
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
        </Group>
        <OrderingWindowLine school={school} />
      </div>
    </UnstyledButton>
  );
}

// Each reads at 4.5:1 or better on the card, selected (indigo.0) or not: teal.9 is 4.47:1 on the selected card, so a darker teal.
const TONE_COLORS: Record<WindowTone, string> = { open: '#06704f', closing: '#b3470c', before: 'indigo.8', after: 'gray.7' };

/** The window as the family's clock reads it; the server decides at checkout. */
function OrderingWindowLine({ school }: { school: School }) {
  const window = orderingWindowText(orderingState(school, new Date()));
  if (!window) return null;
  return (
    <Text component="span" size="sm" fw={600} mt="xs" c={TONE_COLORS[window.tone]} className={classes.window}>
      <IconCalendarEvent size={16} aria-hidden className={classes.windowIcon} />
      {window.text}
    </Text>
  );
}
