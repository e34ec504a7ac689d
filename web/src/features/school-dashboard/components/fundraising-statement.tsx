import { Button, Group, NativeSelect, Paper, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatCalendarDay, formatLongDate, formatMoney, orderNumberText, type FundraisingSummary } from '@ssb/contract';
import { printClasses } from '@/components/ui/print';
import { FUNDRAISING_TEXTS } from '../fundraising-texts';
import { daysOfMonth, formatMonth, recentMonths } from '../utils/months';
import classes from './fundraising.module.css';

const texts = FUNDRAISING_TEXTS.statement;

/** How many months the picker offers, this one included: a school year and its summer. */
const MONTHS_OFFERED = 15;

type Statement = FundraisingSummary['statement'];

interface Row {
  key: string;
  date: string;
  kind: string;
  list: string;
  order: string;
  amount: number;
  reference: string;
}

/**
 * The statement's rows: its payouts one by one, and its boxes earned and reversed counted by list
 * and week, so a month of 500 boxes is a few dozen rows. No row names a child.
 */
function rowsOf(statement: Statement): Row[] {
  const kinds = FUNDRAISING_TEXTS.kinds;
  const { from } = daysOfMonth(statement.month);
  const listName = (name: string | null) => name ?? FUNDRAISING_TEXTS.removedList;
  const sorted = [...statement.groups].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.week.localeCompare(b.week) || listName(a.name).localeCompare(listName(b.name)),
  );
  const groups = sorted.map((group) => ({
    key: `${group.kind}-${group.week}-${group.supplyListId}`,
    // A week begun in the month before is this month's part of it: it starts on the 1st.
    date: texts.weekOf({ date: formatCalendarDay(group.week < from ? from : group.week) }),
    kind: kinds[group.kind],
    list: listName(group.name),
    order: texts.boxes({ count: group.count }),
    amount: group.kind === 'reversed' ? -group.amount : group.amount,
    reference: '',
  }));
  // Oldest first, as a statement reads; the API answers newest first.
  const payouts = [...statement.payouts].reverse().map((entry) => ({
    key: entry.id,
    date: formatCalendarDay(entry.day),
    kind: kinds.payout,
    list: '',
    order: entry.orderId ? orderNumberText(entry.orderId) : '',
    amount: -entry.amount,
    reference: entry.reference ?? '',
  }));
  return [...groups, ...payouts];
}

/**
 * The treasurer's statement of a month (the picker; this month first): the school, the period,
 * its totals and its rows. "Print statement" prints it alone, on one page.
 */
export function FundraisingStatement({
  schoolName,
  statement,
  thisMonth,
  onMonthChange,
}: {
  schoolName: string;
  statement: Statement;
  thisMonth: string;
  onMonthChange: (month: string) => void;
}) {
  const { from, to } = daysOfMonth(statement.month);
  const rows = rowsOf(statement);
  const totals = [
    { key: 'earned', label: texts.earned, value: statement.totals.earned },
    { key: 'reversed', label: texts.reversed, value: statement.totals.reversed },
    { key: 'paidOut', label: texts.paidOut, value: statement.totals.paidOut },
    { key: 'balance', label: texts.balance, value: statement.totals.balance },
  ];
  return (
    <section aria-labelledby="statement-heading">
      <div className={`${classes.toolbar} ${printClasses.screenOnly}`}>
        <NativeSelect
          label={texts.month}
          value={statement.month}
          onChange={(event) => onMonthChange(event.currentTarget.value)}
          data={recentMonths(thisMonth, MONTHS_OFFERED).map((month) => ({ value: month, label: formatMonth(month) }))}
        />
        <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {texts.print}
        </Button>
      </div>
      <Paper withBorder p="md" mt="sm" className={classes.statement} data-testid="statement">
        <Group justify="space-between" align="baseline" mb="sm">
          <Title order={3} size="h4" id="statement-heading">
            {texts.title}
          </Title>
          <Text size="xs" className={printClasses.printOnly}>
            {texts.printedOn({ date: formatLongDate(new Date()) })}
          </Text>
        </Group>
        <dl className={classes.statementHeader}>
          <div>
            <dt>{texts.school}</dt>
            <dd>{schoolName}</dd>
          </div>
          <div>
            <dt>{texts.period}</dt>
            <dd>{texts.periodValue({ from: formatCalendarDay(from), to: formatCalendarDay(to) })}</dd>
          </div>
        </dl>
        <dl className={classes.statementTotals}>
          {totals.map((total) => (
            <div key={total.key}>
              <dt>{total.label}</dt>
              <dd>{formatMoney(total.value)}</dd>
            </div>
          ))}
        </dl>
        {rows.length ? (
          // On a phone the rows scroll sideways in their own region, which a keyboard can reach too.
          <div className={classes.scroll} tabIndex={0} role="region" aria-label={texts.entriesLabel}>
            <Table className={classes.statementTable} aria-label={texts.entriesLabel} verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.date}</Table.Th>
                  <Table.Th>{texts.kind}</Table.Th>
                  <Table.Th>{texts.list}</Table.Th>
                  <Table.Th>{texts.order}</Table.Th>
                  <Table.Th ta="right">{texts.amount}</Table.Th>
                  <Table.Th>{texts.reference}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.date}</Table.Td>
                    <Table.Td>{row.kind}</Table.Td>
                    <Table.Td>{row.list}</Table.Td>
                    <Table.Td>{row.order}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
                    <Table.Td>{row.reference}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        ) : (
          <Text c="dimmed">{texts.empty}</Text>
        )}
      </Paper>
    </section>
  );
}
