import { Alert, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { addDays, formatMoney, MarginsQuery, type MarginFigures } from '@ssb/contract';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { specBreakpoints } from '@/theme';
import { useMargins } from '../api/margins';
import { ADMIN_MARGINS_TEXTS } from '../margins-texts';
import { ADMIN_TEXTS } from '../texts';

const texts = ADMIN_MARGINS_TEXTS.margins;

/** The UTC day, as the counters keep them. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** A row's figures, in the columns every table shares; a cost nobody typed is said under its margin. */
function figureColumns<Row extends MarginFigures>(): DataTableColumn<Row>[] {
  return [
    { key: 'boxes', header: texts.columns.boxes, align: 'right', render: (row) => row.boxes },
    { key: 'quantity', header: texts.columns.quantity, align: 'right', render: (row) => row.quantity },
    { key: 'revenue', header: texts.columns.revenue, align: 'right', render: (row) => formatMoney(row.revenue) },
    { key: 'cost', header: texts.columns.cost, align: 'right', render: (row) => formatMoney(row.cost) },
    {
      key: 'margin',
      header: texts.columns.margin,
      align: 'right',
      render: (row) => (
        <>
          {formatMoney(row.margin)}
          {!row.costKnown && (
            <Text component="span" display="block" size="xs" c="dimmed">
              {texts.costUnknown({ amount: formatMoney(row.uncostedRevenue) })}
            </Text>
          )}
        </>
      ),
    },
  ];
}

function MarginTable<Row extends MarginFigures & { name: string }>({
  label,
  rows,
  rowKey,
}: {
  label: string;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
}) {
  const columns: DataTableColumn<Row>[] = [
    { key: 'name', header: texts.columns.name, hideInCard: true, wrap: true, render: (row) => row.name },
    ...figureColumns<Row>(),
  ];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {label}
      </Title>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        cardTitle={(row) => row.name}
        stackBelow={specBreakpoints.adminMobile}
        loadingText={ADMIN_TEXTS.margins.loading}
        emptyText={texts.empty}
      />
    </Stack>
  );
}

/**
 * The Margins tab (docs/decisions.md §26): revenue, cost and margin of the boxes paid on a range of
 * UTC days, in all and by product, list and school, from GET /reports/margins. The range starts as
 * the last 30 days; a range the API would refuse is said under its field and not asked.
 */
export function MarginsTab() {
  const [from, setFrom] = useState(() => addDays(utcToday(), -29));
  const [to, setTo] = useState(utcToday);
  const checked = MarginsQuery.safeParse({ from, to });
  const problem = checked.success ? null : checked.error.issues[0]!;
  const margins = useMargins(from, to, checked.success);
  useLoggedFailure('the margins', margins.error);
  const data = checked.success ? margins.data : undefined;
  const totals = data?.totals;

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {texts.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
      </div>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="date"
          label={texts.from}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={problem?.path[0] === 'from' ? problem.message : undefined}
        />
        <TextInput
          type="date"
          label={texts.to}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={problem?.path[0] === 'to' ? problem.message : undefined}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={-8}>
        {texts.utc}
      </Text>
      {margins.error && checked.success && <Alert color="red">{margins.error.message}</Alert>}
      <section aria-label={texts.totals}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {(['revenue', 'cost', 'margin', 'boxes'] as const).map((figure) => (
            <Paper key={figure} withBorder p="sm">
              <Text size="sm" c="dimmed" fw={600}>
                {texts.figures[figure]}
              </Text>
              <Text fz={22} fw={700} data-testid={`margins-${figure}`}>
                {totals ? (figure === 'boxes' ? totals.boxes : formatMoney(totals[figure])) : '—'}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        {totals && !totals.costKnown && (
          <Text size="sm" c="dimmed" mt="xs">
            {texts.costUnknown({ amount: formatMoney(totals.uncostedRevenue) })}
          </Text>
        )}
      </section>
      <MarginTable label={texts.products} rows={data?.products} rowKey={(row) => row.productId} />
      <MarginTable label={texts.lists} rows={data?.lists} rowKey={(row) => row.supplyListId} />
      <MarginTable label={texts.schools} rows={data?.schools} rowKey={(row) => row.schoolId} />
    </Stack>
  );
}
