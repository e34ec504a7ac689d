import { Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notify } from '@/lib/notify';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { orderNumberText, type PackingSlip } from '@ssb/contract';
import { useHandOver } from '../api/hand-over';
import { logFailure } from '@/lib/staff-failures';
import { FULFILMENT_TEXTS } from '../fulfilment-texts';
import { matchesStudent } from '../utils/handover';
import { BoxesGate } from './boxes-gate';
import classes from './fulfilment.module.css';

const texts = FULFILMENT_TEXTS.handover;

/**
 * On a phone at the school, the representative finds the student by name and ticks
 * the box off as it is handed to the family (the order becomes Completed). Ticked boxes stay
 * in the list, ticked, until the next visit.
 */
export function HandoverChecklist({ schoolId }: { schoolId: string }) {
  return <BoxesGate schoolId={schoolId}>{(slips) => <Checklist schoolId={schoolId} slips={slips} />}</BoxesGate>;
}

function Checklist({ schoolId, slips }: { schoolId: string; slips: PackingSlip[] }) {
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const handOver = useHandOver(schoolId);

  const left = slips.filter((s) => s.status !== 'COMPLETED').length;
  const shown = slips.filter((s) => matchesStudent(s, search));
  const student = (slip: PackingSlip) => `${slip.studentFirstName} ${slip.studentLastName}`;

  function tick(slip: PackingSlip) {
    // The next family is already at the table: the search is emptied and ready for their name.
    setSearch('');
    searchRef.current?.focus();
    handOver.mutate(slip, {
      onError: (failure) => {
        logFailure(`Handing over ${slip.id}`, failure);
        notify({ color: 'red', message: texts.failed({ student: student(slip) }) });
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
            const done = slip.status === 'COMPLETED';
            const busy = handOver.isPending && handOver.variables.id === slip.id;
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
                        {student(slip)}
                      </Text>
                    }
                    description={`${slip.listName} · ${orderNumberText(slip.id)}${done ? ` · ${texts.handedOver}` : ''}`}
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
