import { Button, Group, Text } from '@mantine/core';
import { notify } from '@/lib/ui/notify';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_BULK_ORDERS, type BulkStatusRequest, type BulkStatusTarget, type School } from '@ssb/contract';
import type { OrdersPageFilters } from '@/lib/staff/orders-pages';
import { ORDER_STATUS_LABELS } from '@/components/orders/order-status';
import { useBulkSetStatus } from '../api/bulk-set-status';
import { downloadOrders } from '../api/export-orders';
import { ADMIN_TEXTS } from '../texts';
import { reportFailure } from '@/lib/staff/staff-failures';
import { MoveSchoolOrdersDialog } from './move-school-orders-dialog';
import { useReturnFocus } from '@/lib/ui/use-return-focus';

const texts = ADMIN_TEXTS.orders;

interface OrdersBulkBarProps {
  selected: ReadonlySet<string>;
  onClear: () => void;
  /** The filters in force: the export takes them, and a chosen school may be moved whole. */
  query: OrdersPageFilters;
  filteredSchool: Pick<School, 'id' | 'name'> | undefined;
}

/**
 * The selected orders (or every paid order of the filtered school, after a confirmation) to
 * Preparing or Completed in one action, and the filtered orders as CSV. The server leaves
 * (and reports) the orders it may not move.
 */
export function OrdersBulkBar({ selected, onClear, query, filteredSchool }: OrdersBulkBarProps) {
  const bulk = useBulkSetStatus();
  const [schoolMove, setSchoolMove] = useState<BulkStatusTarget | null>(null);
  useReturnFocus(schoolMove !== null);
  const [exporting, setExporting] = useState(false);
  const tooMany = selected.size > MAX_BULK_ORDERS;

  function move(request: BulkStatusRequest) {
    bulk.mutate(request, {
      onSuccess: ({ moved, skipped, stockWarning }) => {
        onClear();
        notify({ color: skipped.length ? 'yellow' : 'teal', message: texts.bulk.result({ moved, skipped: skipped.length }) });
        if (stockWarning) notify({ color: 'yellow', message: stockWarning, autoClose: false });
      },
      onError: (error) => {
        reportFailure(texts.bulk.moveFailed, error);
        notify({ color: 'red', message: texts.bulk.failed });
      },
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadOrders(query);
    } catch (error) {
      reportFailure(texts.exportRefused, error);
      notify({ color: 'red', message: texts.exportFailed });
    } finally {
      setExporting(false);
    }
  }

  const moveButton = (target: BulkStatusTarget, color: string, label: string) => (
    <Button
      size="xs"
      variant="light"
      color={color}
      disabled={!selected.size || tooMany}
      loading={bulk.isPending && bulk.variables.status === target}
      onClick={() => move({ status: target, orderIds: [...selected] })}
    >
      {label}
    </Button>
  );

  return (
    <Group gap="xs" justify="space-between" role="group" aria-label={texts.bulk.label}>
      <Group gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {texts.bulk.selected({ count: selected.size })}
        </Text>
        {moveButton('PREPARING', 'violet', texts.bulk.toStatus({ status: ORDER_STATUS_LABELS.PREPARING }))}
        {moveButton('COMPLETED', 'green', texts.bulk.toStatus({ status: ORDER_STATUS_LABELS.COMPLETED }))}
        {selected.size > 0 && (
          <Button size="xs" variant="subtle" onClick={onClear}>
            {texts.bulk.clear}
          </Button>
        )}
        {filteredSchool && !selected.size && (
          <>
            <Button size="xs" variant="subtle" color="violet" onClick={() => setSchoolMove('PREPARING')}>
              {texts.bulk.schoolToStatus({ status: ORDER_STATUS_LABELS.PREPARING })}
            </Button>
            <Button size="xs" variant="subtle" color="green" onClick={() => setSchoolMove('COMPLETED')}>
              {texts.bulk.schoolToStatus({ status: ORDER_STATUS_LABELS.COMPLETED })}
            </Button>
          </>
        )}
        {tooMany && (
          <Text size="sm" c="red">
            {texts.bulk.tooMany({ max: MAX_BULK_ORDERS })}
          </Text>
        )}
      </Group>
      <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
        {texts.exportCsv}
      </Button>
      {schoolMove && filteredSchool && (
        <MoveSchoolOrdersDialog
          schoolName={filteredSchool.name}
          target={schoolMove}
          onConfirm={() => move({ status: schoolMove, schoolId: filteredSchool.id })}
          onClose={() => setSchoolMove(null)}
        />
      )}
    </Group>
  );
}
