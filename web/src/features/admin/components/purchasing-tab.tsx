import { Box, Button, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  formatDateTime,
  formatMoney,
  PURCHASE_ORDER_STATUSES,
  type DemandRow,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  type Supplier,
} from '@ssb/contract';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useSchools } from '@/lib/staff/schools';
import { reportFailure, useLoggedFailure } from '@/lib/staff/staff-failures';
import { notify } from '@/lib/ui/notify';
import { specBreakpoints } from '@/theme';
import { useCreateFromDemand, useDemand, usePurchaseOrderPages } from '../api/purchasing';
import { useSuppliers } from '../api/suppliers';
import { PURCHASING_TEXTS } from '../purchasing-texts';
import { PurchaseOrderStatusBadge } from './purchase-order-status-badge';
import { PurchaseOrderView } from './purchase-order-view';
import { SupplierDialog } from './supplier-dialog';

const texts = PURCHASING_TEXTS;

/**
 * The administrator's Purchasing tab (docs/decisions.md §26): demand with its shortfalls, filtered
 * by school and supplier, and a purchase order made from a supplier's; purchase orders by status;
 * one purchase order (?po=PO-0001 in the address) to order, cancel, print, download or receive;
 * and the suppliers, where an administrator adds one for the product dialog to pick.
 */
export function PurchasingTab() {
  const [params, setParams] = useSearchParams();
  const open = params.get('po');
  const openOrder = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('po', id);
        else next.delete('po');
        return next;
      },
      { replace: false },
    );
  if (open) return <PurchaseOrderView id={open} onBack={() => openOrder(null)} />;
  return (
    <Stack gap="xl">
      <Stack gap={4} maw={720}>
        <Title order={2} size="h3">
          {texts.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
      </Stack>
      <DemandSection onMade={openOrder} />
      <PurchaseOrdersSection onOpen={openOrder} />
      <SuppliersSection />
    </Stack>
  );
}

function DemandSection({ onMade }: { onMade: (id: string) => void }) {
  const schools = useSchools();
  const suppliers = useSuppliers();
  useLoggedFailure('schools', schools.error);
  useLoggedFailure('suppliers', suppliers.error);
  const [schoolId, setSchoolId] = useState('');
  const [supplierId, setSupplierId] = useState('');
  const [onlyShort, setOnlyShort] = useState(true);
  const demand = useDemand({ schoolId: schoolId || undefined, supplierId: supplierId || undefined });
  useLoggedFailure('demand', demand.error);
  const make = useCreateFromDemand();
  const supplierNames = useMemo(() => new Map((suppliers.data ?? []).map((s) => [s.id, s.name])), [suppliers.data]);
  const rows = demand.data?.filter((row) => !onlyShort || row.shortfall > 0);

  function makeOrder() {
    make.mutate(supplierId, {
      onSuccess: (po) => {
        notify({ color: 'green', message: texts.demand.made({ number: po.id }) });
        onMade(po.id);
      },
      onError: (error) => reportFailure(texts.demand.makeFailed, error),
    });
  }

  const columns: DataTableColumn<DemandRow>[] = [
    { key: 'product', header: texts.demand.columns.product, hideInCard: true, wrap: true, render: (row) => <Text fw={600}>{row.name}</Text> },
    { key: 'sku', header: texts.demand.columns.sku, render: (row) => <Text ff="monospace">{row.sku ?? '—'}</Text> },
    {
      key: 'supplier',
      header: texts.demand.columns.supplier,
      wrap: true,
      render: (row) => <Text size="sm">{row.supplierId ? (supplierNames.get(row.supplierId) ?? row.supplierId) : texts.noSupplier}</Text>,
    },
    { key: 'needed', header: texts.demand.columns.needed, align: 'right', render: (row) => row.needed },
    { key: 'onHand', header: texts.demand.columns.onHand, align: 'right', render: (row) => row.onHand ?? texts.demand.untracked },
    { key: 'onOrder', header: texts.demand.columns.onOrder, align: 'right', render: (row) => row.onOrder },
    {
      key: 'shortfall',
      header: texts.demand.columns.shortfall,
      align: 'right',
      render: (row) => (
        <Text fw={700} c={row.shortfall > 0 ? 'red.9' : undefined}>
          {row.shortfall}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="demand-heading">
      <Title order={3} size="h4" id="demand-heading">
        {texts.demand.heading}
      </Title>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={texts.demand.school}
          value={schoolId}
          onChange={(e) => setSchoolId(e.currentTarget.value)}
          data={[{ value: '', label: texts.demand.allSchools }, ...(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))]}
        />
        <NativeSelect
          label={texts.demand.supplier}
          value={supplierId}
          onChange={(e) => setSupplierId(e.currentTarget.value)}
          data={[{ value: '', label: texts.demand.allSuppliers }, ...(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))]}
        />
        <Checkbox label={texts.demand.onlyShort} checked={onlyShort} onChange={(e) => setOnlyShort(e.currentTarget.checked)} mb={8} />
        <Button leftSection={<IconFileInvoice size={16} aria-hidden />} disabled={!supplierId} loading={make.isPending} onClick={makeOrder}>
          {texts.demand.makeOrder}
        </Button>
      </Group>
      {!supplierId && (
        <Text size="sm" c="dimmed">
          {texts.demand.makeOrderHint}
        </Text>
      )}
      <DataTable
        label={texts.demand.tableLabel}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.productId}
        cardTitle={(row) => row.name}
        stackBelow={specBreakpoints.adminMobile}
        loadingText={texts.demand.loading}
        emptyText={texts.demand.empty}
      />
    </Stack>
  );
}

function PurchaseOrdersSection({ onOpen }: { onOpen: (id: string) => void }) {
  const [status, setStatus] = useState<PurchaseOrderStatus | ''>('');
  const orders = usePurchaseOrderPages(status || undefined);
  useLoggedFailure('purchase orders', orders.error);
  const columns: DataTableColumn<PurchaseOrder>[] = [
    {
      key: 'number',
      header: texts.orders.columns.number,
      hideInCard: true,
      render: (po) => (
        <Text ff="monospace" fw={600}>
          {po.id}
        </Text>
      ),
    },
    { key: 'supplier', header: texts.orders.columns.supplier, wrap: true, render: (po) => <Text size="sm">{po.supplierName}</Text> },
    { key: 'status', header: texts.orders.columns.status, render: (po) => <PurchaseOrderStatusBadge status={po.status} /> },
    { key: 'total', header: texts.orders.columns.total, align: 'right', render: (po) => formatMoney(po.total) },
    { key: 'created', header: texts.orders.columns.created, render: (po) => <Text size="sm">{formatDateTime(new Date(po.createdAt))}</Text> },
    {
      key: 'actions',
      header: texts.orders.columns.actions,
      render: (po) => (
        <Button size="xs" variant="light" onClick={() => onOpen(po.id)} aria-label={texts.orders.openLabel({ number: po.id })}>
          {texts.orders.open}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="purchase-orders-heading">
      <Title order={3} size="h4" id="purchase-orders-heading">
        {texts.orders.heading}
      </Title>
      <Box maw={280}>
        <NativeSelect
          label={texts.orders.status}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as PurchaseOrderStatus | '')}
          data={[{ value: '', label: texts.orders.allStatuses }, ...PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: texts.statuses[s] }))]}
        />
      </Box>
      <DataTable
        label={texts.orders.tableLabel}
        columns={columns}
        rows={orders.items}
        rowKey={(po) => po.id}
        cardTitle={(po) => po.id}
        stackBelow={specBreakpoints.adminMobile}
        loadingText={texts.orders.loading}
        emptyText={texts.orders.empty}
        pagination={orders.pagination}
      />
    </Stack>
  );
}

function SuppliersSection() {
  const suppliers = useSuppliers();
  const [adding, setAdding] = useState(false);
  const columns: DataTableColumn<Supplier>[] = [
    { key: 'name', header: texts.suppliers.columns.name, hideInCard: true, wrap: true, render: (s) => <Text fw={600}>{s.name}</Text> },
    { key: 'email', header: texts.suppliers.columns.email, wrap: true, render: (s) => <Text size="sm">{s.email}</Text> },
    { key: 'leadTime', header: texts.suppliers.columns.leadTime, align: 'right', render: (s) => texts.suppliers.leadTime({ days: s.leadTimeDays }) },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="suppliers-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3} size="h4" id="suppliers-heading">
          {texts.suppliers.heading}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {texts.suppliers.add}
        </Button>
      </Group>
      <DataTable
        label={texts.suppliers.tableLabel}
        columns={columns}
        rows={suppliers.data}
        rowKey={(s) => s.id}
        cardTitle={(s) => s.name}
        stackBelow={specBreakpoints.adminMobile}
        loadingText={texts.suppliers.loading}
        emptyText={texts.suppliers.empty}
      />
      {adding && <SupplierDialog onClose={() => setAdding(false)} />}
    </Stack>
  );
}
