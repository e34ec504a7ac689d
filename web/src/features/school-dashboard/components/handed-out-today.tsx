import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { currentLocale, orderNumberText, type HandedOverBox } from '@ssb/contract';
import { useHandedOver } from '../api/get-handed-over';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { FULFILMENT_TEXTS } from '../fulfilment-texts';
import classes from './fulfilment.module.css';

const texts = FULFILMENT_TEXTS.handover;

export const studentOf = (box: Pick<HandedOverBox, 'studentFirstName' | 'studentLastName'>) => `${box.studentFirstName} ${box.studentLastName}`;

const timeOf = (iso: string) => new Intl.DateTimeFormat(currentLocale(), { timeStyle: 'short' }).format(new Date(iso));

/**
 * The boxes the school handed out today, as the server keeps them (so a reload or another phone
 * shows them too), latest first, each with Undo: a box ticked for the wrong family goes back.
 */
export function HandedOutToday({ schoolId, onUndo, undoing }: { schoolId: string; onUndo: (box: HandedOverBox) => void; undoing: string | null }) {
  const handedOver = useHandedOver(schoolId);
  useLoggedFailure('the boxes handed out today', handedOver.error);
  const titleId = useId();
  if (!handedOver.data) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {texts.today}
      </Title>
      {handedOver.data.length === 0 ? (
        <Text c="dimmed">{texts.todayEmpty}</Text>
      ) : (
        <ul className={classes.handoverList} aria-labelledby={titleId}>
          {handedOver.data.map((box) => (
            <li key={box.id}>
              <Paper withBorder className={classes.handoverItem}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div className={classes.handedOverText}>
                    <Text fw={700}>{studentOf(box)}</Text>
                    <Text size="sm" c="dimmed">
                      {texts.handedOverAt({ list: box.listName, orderNumber: orderNumberText(box.id), time: timeOf(box.handedOverAt) })}
                    </Text>
                  </div>
                  <Button
                    variant="default"
                    flex="none"
                    aria-label={texts.undoLabel({ student: studentOf(box) })}
                    loading={undoing === box.id}
                    onClick={() => onUndo(box)}
                  >
                    {texts.undo}
                  </Button>
                </Group>
              </Paper>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
