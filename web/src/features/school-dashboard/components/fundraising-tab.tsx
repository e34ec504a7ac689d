import { Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCalendarDay, formatMoney, orderNumberText, weekStartOf, type FundraisingSummary, type LedgerEntry } from '@ssb/contract';
import { BarChart } from '@/components/ui/bar-chart/bar-chart';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { printClasses } from '@/components/ui/print';
import { useSchool } from '@/lib/catalog/schools';
import { logFailure, useLoggedFailure } from '@/lib/staff/staff-failures';
import { notify } from '@/lib/ui/notify';
import { specBreakpoints } from '@/theme';
import { downloadLedger, useFundraising, useLedgerEntries } from '../api/fundraising';
import { FUNDRAISING_TEXTS as texts } from '../fundraising-texts';
import { formatMonth } from '../utils/months';
import { FundraisingStatement } from './fundraising-statement';
import classes from './fundraising.module.css';
import { PayoutForm } from './payout-form';

const thisMonth = () => new Date().toLocaleDateString('en-CA').slice(0, 7);

/** The Mondays from the season's first week to this one, each with what it earned: a week of nothing is a bar of 0. */
function seasonWeeks(summary: FundraisingSummary): { day: string; value: number }[] {
  const earned = new Map(summary.weeks.map((week) => [week.week, week.earned]));
  const last = weekStartOf(new Date().toLocaleDateString('en-CA'));
  const weeks: { day: string; value: number }[] = [];
  for (let day = weekStartOf(summary.season.from); day <= last;) {
    weeks.push({ day, value: earned.get(day) ?? 0 });
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 7);
    day = next.toISOString().slice(0, 10);
  }
  return weeks;
}

function chartSummary(summary: FundraisingSummary): string {
  const total = summary.weeks.reduce((sum, week) => sum + week.earned, 0);
  if (!total) return texts.chart.empty;
  const best = summary.weeks.reduce((top, week) => (week.earned > top.earned ? week : top));
  return texts.chart.summary({
    total: formatMoney(total),
    date: formatCalendarDay(summary.season.from),
    week: formatCalendarDay(best.week),
    most: formatMoney(best.earned),
  });
}

function Figures({ summary }: { summary: FundraisingSummary }) {
  const figures = [
    { key: 'earned', label: texts.figures.earned, value: summary.season.earned },
    { key: 'paidOut', label: texts.figures.paidOut, value: summary.season.paidOut },
    { key: 'balance', label: texts.figures.balance, value: summary.season.balance },
  ];
  return (
    <section aria-labelledby="share-figures">
      <Title order={2} size="h3" id="share-figures">
        {texts.figures.label}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {texts.figures.since({ date: formatCalendarDay(summary.season.from) })}
      </Text>
      <ul className={classes.figures} aria-labelledby="share-figures">
        {figures.map((figure) => (
          <li key={figure.key}>
            <Paper withBorder p={{ base: 'xs', sm: 'md' }} h="100%">
              <Text size="sm" c="dimmed" fw={600} lh={1.25}>
                {figure.label}
              </Text>
              <Text fz={{ base: 20, sm: 28 }} fw={700} lh={1.2} mt={4} data-testid={`share-${figure.key}`}>
                {formatMoney(figure.value)}
              </Text>
            </Paper>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A small table of the season (by list, by month), its numbers on the right. */
function SeasonTable<Row>({
  heading,
  empty,
  rows,
  columns,
}: {
  heading: string;
  empty: string;
  rows: Row[];
  columns: { header: string; cell: (row: Row) => string; numeric?: boolean }[];
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={heading}>
      <Title order={3} size="h4" mb="xs">
        {heading}
      </Title>
      {rows.length ? (
        <Table aria-label={heading} verticalSpacing={6} horizontalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={i}>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
    </Paper>
  );
}

function DownloadCsv({ schoolId }: { schoolId: string }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadLedger(schoolId);
    } catch (error) {
      logFailure('Downloading the ledger', error);
      notify({ color: 'red', message: texts.downloadFailed });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="light" size="sm" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={() => void run()}>
      {texts.downloadCsv}
    </Button>
  );
}

const entryColumns = (listName: (id: string | undefined) => string): DataTableColumn<LedgerEntry>[] => [
  { key: 'date', header: texts.entries.date, render: (e) => formatCalendarDay(e.day) },
  { key: 'kind', header: texts.entries.kind, render: (e) => texts.kinds[e.kind], hideInCard: true },
  { key: 'list', header: texts.entries.list, render: (e) => listName(e.supplyListId), wrap: true },
  { key: 'order', header: texts.entries.order, render: (e) => (e.orderId ? orderNumberText(e.orderId) : '') },
  { key: 'amount', header: texts.entries.amount, render: (e) => formatMoney(e.kind === 'earned' ? e.amount : -e.amount), align: 'right', hideInCard: true },
  { key: 'reference', header: texts.entries.reference, render: (e) => e.reference ?? '', wrap: true },
];

function Entries({ schoolId, summary }: { schoolId: string; summary: FundraisingSummary }) {
  const entries = useLedgerEntries(schoolId);
  useLoggedFailure('the ledger’s entries', entries.error);
  const names = new Map([...summary.lists, ...summary.statement.groups].map((list) => [list.supplyListId, list.name]));
  // The names the figures carry: this season's lists and the statement's; an older entry's list is left unnamed rather than called removed.
  const listName = (id: string | undefined) => (id && names.has(id) ? (names.get(id) ?? texts.removedList) : '');
  return (
    <section aria-labelledby="ledger-entries">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="ledger-entries">
          {texts.entries.heading}
        </Title>
        <DownloadCsv schoolId={schoolId} />
      </Group>
      <DataTable
        label={texts.entries.label}
        columns={entryColumns(listName)}
        rows={entries.items}
        rowKey={(e) => e.id}
        cardTitle={(e) => `${texts.kinds[e.kind]} · ${formatMoney(e.kind === 'earned' ? e.amount : -e.amount)}`}
        stackBelow={specBreakpoints.dashboardGrid}
        loadingText={texts.entries.loading}
        emptyText={texts.entries.empty}
        pagination={entries.pagination}
      />
    </section>
  );
}

/**
 * The school's share (docs/decisions.md §25) for its representatives and administrators: this
 * season's figures, by list, by month and by week, the ledger's entries and its CSV, an
 * administrator's payout, and the month's statement, which alone is printed.
 */
export function FundraisingTab({ schoolId, mayRecordPayouts }: { schoolId: string; mayRecordPayouts: boolean }) {
  const [month, setMonth] = useState(thisMonth);
  const fundraising = useFundraising(schoolId, month);
  const school = useSchool(schoolId).data;
  useLoggedFailure('the school’s share', fundraising.error);
  const summary = fundraising.data;
  if (!summary) {
    return fundraising.isError ? (
      <Stack align="flex-start" gap="xs">
        <Text c="red">{texts.loadFailed}</Text>
        <Button variant="default" onClick={() => void fundraising.refetch()}>
          {texts.retry}
        </Button>
      </Stack>
    ) : (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={texts.loading} />
      </Center>
    );
  }
  const listName = (name: string | null) => name ?? texts.removedList;
  return (
    <Stack gap="lg">
      <Stack gap="lg" className={printClasses.screenOnly}>
        <Figures summary={summary} />
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <BarChart days={seasonWeeks(summary)} label={texts.chart.label} summary={chartSummary(summary)} format={formatMoney} />
        </Paper>
        <div className={classes.tables}>
          <SeasonTable
            heading={texts.byList.heading}
            empty={texts.byList.empty}
            rows={summary.lists}
            columns={[
              { header: texts.byList.list, cell: (l) => listName(l.name) },
              { header: texts.byList.boxes, cell: (l) => String(l.boxes), numeric: true },
              { header: texts.byList.earned, cell: (l) => formatMoney(l.earned), numeric: true },
              { header: texts.byList.reversed, cell: (l) => formatMoney(l.reversed), numeric: true },
            ]}
          />
          <SeasonTable
            heading={texts.byMonth.heading}
            empty={texts.byMonth.empty}
            rows={summary.months}
            columns={[
              { header: texts.byMonth.month, cell: (m) => formatMonth(m.month) },
              { header: texts.byMonth.earned, cell: (m) => formatMoney(m.earned), numeric: true },
              { header: texts.byMonth.reversed, cell: (m) => formatMoney(m.reversed), numeric: true },
              { header: texts.byMonth.paidOut, cell: (m) => formatMoney(m.paidOut), numeric: true },
            ]}
          />
        </div>
        {mayRecordPayouts && <PayoutForm schoolId={schoolId} />}
        <Entries schoolId={schoolId} summary={summary} />
      </Stack>
      <FundraisingStatement schoolName={school?.name ?? ''} statement={summary.statement} thisMonth={thisMonth()} onMonthChange={setMonth} />
    </Stack>
  );
}
