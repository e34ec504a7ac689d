import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconTicket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatCalendarDay, formatMoney, type PromotionCode } from '@ssb/contract';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useSchools } from '@/lib/staff/schools';
import { logFailure, reportFailure, useLoggedFailure } from '@/lib/staff/staff-failures';
import { notify } from '@/lib/ui/notify';
import { useReturnFocus } from '@/lib/ui/use-return-focus';
import { specBreakpoints } from '@/theme';
import { usePromotionCodePages, useSetPromotionCodeActive } from '../api/promotion-codes';
import { downloadVoucherBatch } from '../api/voucher-batches';
import { ADMIN_MONEY_TEXTS } from '../money-texts';
import { ADMIN_TEXTS } from '../texts';
import { PromotionCodeDialog } from './promotion-code-dialog';
import { VoucherBatchDialog } from './voucher-batch-dialog';

const texts = ADMIN_MONEY_TEXTS.codes;

/** What a code takes off: "10% off", "$5.00 off". */
export const discountText = (code: Pick<PromotionCode, 'percentOff' | 'amountOff'>) =>
  code.percentOff !== null ? texts.percentOff({ percent: code.percentOff }) : texts.amountOff({ amount: formatMoney(code.amountOff ?? 0) });

async function download(batchId: string) {
  try {
    await downloadVoucherBatch(batchId);
  } catch (error) {
    logFailure('Downloading the vouchers', error);
    notify({ color: 'red', message: texts.downloadFailed });
  }
}

/**
 * Codes and vouchers (docs/decisions.md §24): every code, newest first, with what it takes off,
 * for which school, until when and how often it was used; New Code, Make Vouchers, and each code
 * turned off or on. A voucher's row downloads its batch's CSV again.
 */
export function CodesTab() {
  const codes = usePromotionCodePages();
  useLoggedFailure('codes', codes.error);
  const schools = useSchools();
  useLoggedFailure('schools', schools.error);
  const schoolNames = useMemo(() => new Map((schools.data ?? []).map((school) => [school.id, school.name])), [schools.data]);
  const setActive = useSetPromotionCodeActive();
  const [dialog, setDialog] = useState<'code' | 'batch' | null>(null);
  useReturnFocus(dialog !== null);

  function toggle(code: PromotionCode) {
    const active = !code.active;
    setActive.mutate(
      { id: code.id, active },
      {
        onSuccess: () => notify({ color: 'green', message: (active ? texts.turnedOn : texts.turnedOff)({ code: code.code }) }),
        onError: (error) => reportFailure(texts.changeFailed({ code: code.code }), error),
      },
    );
  }

  const columns: DataTableColumn<PromotionCode>[] = [
    {
      key: 'code',
      header: texts.columns.code,
      hideInCard: true,
      render: (code) => (
        <Group gap="xs" wrap="nowrap">
          <Text ff="monospace" fw={600}>
            {code.code}
          </Text>
          {code.batchId && (
            <Badge variant="light" color="grape" tt="none">
              {texts.voucher}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'discount', header: texts.columns.discount, render: (code) => <Text size="sm">{discountText(code)}</Text> },
    {
      key: 'school',
      header: texts.columns.school,
      wrap: true,
      render: (code) => <Text size="sm">{code.schoolId === null ? texts.everySchool : (schoolNames.get(code.schoolId) ?? code.schoolId)}</Text>,
    },
    {
      key: 'lastDay',
      header: texts.columns.lastDay,
      render: (code) => <Text size="sm">{code.expiresOn ? formatCalendarDay(code.expiresOn) : texts.noLastDay}</Text>,
    },
    {
      key: 'uses',
      header: texts.columns.uses,
      align: 'right',
      render: (code) => (
        <Text size="sm">{code.maxRedemptions === null ? code.timesRedeemed : texts.usesOf({ used: code.timesRedeemed, max: code.maxRedemptions })}</Text>
      ),
    },
    {
      key: 'status',
      header: texts.columns.status,
      render: (code) => (
        <Badge variant={code.active ? 'filled' : 'outline'} color={code.active ? 'teal.9' : 'gray.7'} tt="none">
          {code.active ? texts.active : texts.inactive}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: texts.columns.actions,
      render: (code) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            color={code.active ? 'red' : undefined}
            loading={setActive.isPending && setActive.variables?.id === code.id}
            onClick={() => toggle(code)}
            aria-label={(code.active ? texts.turnOffLabel : texts.turnOnLabel)({ code: code.code })}
          >
            {code.active ? texts.turnOff : texts.turnOn}
          </Button>
          {code.batchId && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void download(code.batchId!)}
              aria-label={texts.downloadBatchLabel({ code: code.code })}
            >
              {texts.downloadBatch}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} maw={640}>
          <Title order={2} size="h3">
            {texts.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconTicket size={16} aria-hidden />} onClick={() => setDialog('batch')}>
            {texts.addBatch}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('code')}>
            {texts.add}
          </Button>
        </Group>
      </Group>
      <DataTable
        label={texts.tableLabel}
        columns={columns}
        rows={codes.items}
        rowKey={(code) => code.id}
        cardTitle={(code) => code.code}
        stackBelow={specBreakpoints.adminMobile}
        loadingText={ADMIN_TEXTS.codes.loading}
        emptyText={texts.empty}
        pagination={codes.pagination}
      />
      {dialog === 'code' && <PromotionCodeDialog schools={schools.data ?? []} onClose={() => setDialog(null)} />}
      {dialog === 'batch' && (
        <VoucherBatchDialog schools={schools.data ?? []} onClose={() => setDialog(null)} onDownload={(batchId) => void download(batchId)} />
      )}
    </Stack>
  );
}
