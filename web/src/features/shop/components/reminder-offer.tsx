import { Button, Center, Collapse, Loader, Stack } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useId, useState } from 'react';
import { remindersAhead, type School } from '@ssb/contract';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { SHOP_TEXTS } from '../texts';

// The form (Mantine's form, the contract's schema, its own texts) loads when a family first opens it.
const ReminderForm = lazyWithTexts(async () => ({ default: (await import('./reminder-form')).ReminderForm }));

/**
 * 'Remind me before ordering closes' under a school's lists, while a reminder is still to come
 * (its window has not closed, and it is not its last day); opens the form in place.
 */
export function ReminderOffer({ school }: { school: School }) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  if (!school.orderingClosesOn || remindersAhead(school, new Date()).length === 0) return null;
  return (
    <Stack gap="sm">
      <div>
        <Button
          variant="subtle"
          leftSection={<IconBell size={18} aria-hidden />}
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => setOpened((open) => !open)}
          px="xs"
          // On a phone a longer language's words wrap instead of running past the card.
          h="auto"
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        >
          {SHOP_TEXTS.reminder.offer}
        </Button>
      </div>
      <Collapse expanded={opened} id={panelId}>
        {opened && (
          <Suspense
            fallback={
              <Center py="sm">
                <Loader size="sm" aria-hidden />
              </Center>
            }
          >
            <ReminderForm school={school} closesOn={school.orderingClosesOn} />
          </Suspense>
        )}
      </Collapse>
    </Stack>
  );
}
