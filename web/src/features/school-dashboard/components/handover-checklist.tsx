import { Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notify } from '@/lib/ui/notify';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { orderNumberText, type PackingSlip } from '@ssb/contract';
import { useHandOver, useUndoHandOver } from '../api/hand-over';
import { ApiError } from '@/lib/api/api-client';
import { notifyUndoable } from '@/lib/staff/notify-undoable';
import { logFailure } from '@/lib/staff/staff-failures';
import { FULFILMENT_TEXTS } from '../fulfilment-texts';
import { matchesStudent } from '../utils/handover';
import { BoxesGate } from './boxes-gate';
import classes from './fulfilment.module.css';
import { HandedOutToday, studentOf } from './handed-out-today';

const texts = FULFILMENT_TEXTS.handover;

/**
 * On a phone at the school, the representative finds the student by name and ticks
 * the box off as its family picks it up (a box still to pack becomes Completed; one the
 * administrator made ready for pickup stays so; neither e-mails the family, who has the box in
 * hand). Ticked boxes stay in the list, ticked, until the next visit; each tick can be undone
 * that day, from its toast or from the boxes handed out today.
 */
export function HandoverChecklist({ schoolId }: { schoolId: string }) {
  const undoHandOver = useUndoHandOver(schoolId);
  const undoing = undoHandOver.isPending ? undoHandOver.variables.id : null;

  function undo(box: Parameters<Undo>[0]) {
    undoHandOver.mutate(box, {
      onError: (failure) => {
        logFailure(`Undoing the hand-over of ${box.id}`, failure);
        // A refusal the server explains (ticked on an earlier day) is shown as it says.
        const refusal = failure instanceof ApiError && failure.status === 409 ? failure.message : null;
        notify({ color: 'red', message: refusal ?? texts.undoFailed({ student: studentOf(box) }) });
      },
    });
  }

  // The day's hand-overs show even when every box has gone (and the checklist says nothing waits).
  return (
    <Stack gap="xl">
      <BoxesGate schoolId={schoolId} source="handover">
        {(slips) => <Checklist schoolId={schoolId} slips={slips} undo={undo} undoing={undoing} />}
      </BoxesGate>
      <HandedOutToday schoolId={schoolId} onUndo={undo} undoing={undoing} />
    </Stack>
  );
}

type Undo = (box: Pick<PackingSlip, 'id' | 'studentFirstName' | 'studentLastName'>) => void;

function Checklist({ schoolId, slips, undo, undoing }: { schoolId: string; slips: PackingSlip[]; undo: Undo; undoing: string | null }) {
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const handOver = useHandOver(schoolId);

  const left = slips.filter((s) => !s.pickedUpAt).length;
  const shown = slips.filter((s) => matchesStudent(s, search));

  function tick(slip: PackingSlip) {
    // The next family is already at the table: the search is emptied and ready for their name.
    setSearch('');
    searchRef.current?.focus();
    handOver.mutate(slip, {
      onSuccess: () =>
        notifyUndoable({ color: 'teal', message: texts.handedOverToast({ student: studentOf(slip) }), undoLabel: texts.undo, onUndo: () => undo(slip) }),
      onError: (failure) => {
        logFailure(`Handing over ${slip.id}`, failure);
        notify({ color: 'red', message: texts.failed({ student: studentOf(slip) }) });
      },
    });
  }

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        size="md"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        ref={searchRef}
      />
      <Text role="status" fw={600}>
        {texts.remaining({ left, total: slips.length })}
      </Text>
      {shown.length === 0 ? (
        <Text>{texts.noMatch}</Text>
      ) : (
        <ul className={classes.handoverList} aria-label={texts.listLabel}>
          {shown.map((slip) => {
            const done = Boolean(slip.pickedUpAt);
            // Completed and not picked up: the administrator made it ready, and the family was told.
            const state = done ? texts.pickedUp : slip.status === 'COMPLETED' ? texts.readyForPickup : null;
            const busy = (handOver.isPending && handOver.variables.id === slip.id) || undoing === slip.id;
            return (
              <li key={slip.id}>
                <Paper withBorder className={`${classes.handoverItem} ${done ? classes.handedOver : ''}`}>
                  <Checkbox
                    size="lg"
                    checked={done}
                    disabled={done || busy}
                    onChange={(event) => event.currentTarget.checked && tick(slip)}
                    label={
                      <Text fw={700} fz="lg">
                        {studentOf(slip)}
                      </Text>
                    }
                    description={`${slip.listName} · ${slip.teacherName ? `${FULFILMENT_TEXTS.classes.teacher({ name: slip.teacherName })} · ` : ''}${orderNumberText(slip.id)}${state ? ` · ${state}` : ''}`}
                  />
                </Paper>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
