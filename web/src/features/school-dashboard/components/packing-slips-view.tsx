import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { orderNumberText, type PackingSlip } from '@ssb/contract';
import { printClasses } from '@/components/ui/print';
import { FULFILMENT_TEXTS } from '../fulfilment-texts';
import { BoxesGate } from './boxes-gate';
import classes from './fulfilment.module.css';
import { ItemChanges } from '@/components/orders/item-changes';

const texts = FULFILMENT_TEXTS.packingSlips;

/** What the family already has: named apart from the items to tick, with no box to tick, so the packer leaves it out. */
function NotPacked({ items }: { items: NonNullable<PackingSlip['skippedItems']> }) {
  const id = useId();
  return (
    <div className={classes.notPacked}>
      <Text fw={700} id={id}>
        {texts.notPacked}
      </Text>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item.productId}>{texts.notPackedItem({ quantity: item.quantity, name: item.name })}</li>
        ))}
      </ul>
    </div>
  );
}

function Slip({ slip, onPrint }: { slip: PackingSlip; onPrint: () => void }) {
  const orderNumber = orderNumberText(slip.id);
  return (
    <Paper component="article" withBorder p="lg" className={classes.slip} aria-label={texts.slipLabel({ orderNumber })}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <Text fz="xl" fw={800} ff="monospace">
          {orderNumber}
        </Text>
        <Button
          className={printClasses.screenOnly}
          size="xs"
          variant="default"
          leftSection={<IconPrinter size={14} aria-hidden />}
          aria-label={texts.printOneLabel({ orderNumber })}
          onClick={onPrint}
        >
          {texts.printOne}
        </Button>
      </Group>
      <dl className={classes.slipHeader}>
        <div>
          <dt>{texts.student}</dt>
          <dd>
            <Text span fz="lg" fw={800}>
              {slip.studentFirstName} {slip.studentLastName}
            </Text>
          </dd>
        </div>
        <div>
          <dt>{texts.school}</dt>
          <dd>{slip.schoolName}</dd>
        </div>
        <div>
          <dt>{texts.list}</dt>
          <dd>{slip.listName}</dd>
        </div>
        <div>
          <dt>{FULFILMENT_TEXTS.classes.teacherLabel}</dt>
          <dd>{slip.teacherName ?? FULFILMENT_TEXTS.classes.notKnownYet}</dd>
        </div>
        <div>
          <dt>{texts.delivery}</dt>
          <dd>{(slip.delivery.toSchool ? texts.toSchool : texts.toHome)({ address: slip.delivery.address })}</dd>
        </div>
      </dl>
      <Table className={classes.table} aria-label={texts.itemsLabel({ orderNumber })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.item}</Table.Th>
            <Table.Th ta="right">{texts.quantity}</Table.Th>
            <Table.Th ta="center" w={72}>
              {texts.packed}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slip.items.map((item) => (
            <Table.Tr key={item.productId}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {item.quantity}
              </Table.Td>
              <Table.Td ta="center">
                <span className={classes.tickBox} aria-hidden />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {slip.skippedItems && <NotPacked items={slip.skippedItems} />}
      <ItemChanges changes={slip.itemChanges} />
    </Paper>
  );
}

/**
 * One packing slip per box (paid, not yet handed out), all of the school's at once;
 * printed, each takes a page of its own. "Print this slip" prints that one alone.
 */
export function PackingSlipsView({ schoolId }: { schoolId: string }) {
  const [only, setOnly] = useState<string | null>(null);

  /** Hides the other slips from paper, prints, and shows them all again. */
  function printOne(id: string) {
    flushSync(() => setOnly(id));
    window.print();
    setOnly(null);
  }

  return (
    <BoxesGate schoolId={schoolId}>
      {(slips) => (
        <Stack gap="md">
          <Group className={printClasses.screenOnly} justify="space-between">
            <Text c="dimmed">{texts.summary({ count: slips.length })}</Text>
            <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              {FULFILMENT_TEXTS.print}
            </Button>
          </Group>
          <ul className={classes.slips}>
            {slips.map((slip) => (
              <li key={slip.id} className={only && only !== slip.id ? printClasses.screenOnly : undefined}>
                <Slip slip={slip} onPrint={() => printOne(slip.id)} />
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </BoxesGate>
  );
}
