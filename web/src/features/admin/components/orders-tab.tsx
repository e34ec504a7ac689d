import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { formatMoney, isPaidStatus, orderStatuses, type Order, type OrderStatus } from '@ssb/contract';
import { formatOrderDate } from '@/components/orders/order-status';
import { OrderStatusSelect } from '@/components/orders/order-status-select';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ADMIN_ORDERS_PAGE, useAdminOrders } from '../api/get-orders';
import { useSchools } from '../api/get-schools';
import { useSetOrderStatus } from '../api/set-order-status';
import { LiveOrdersRefresh } from '../hooks/live-orders-refresh';
import { useLoggedFailure } from '../hooks/use-logged-failure';
import { ADMIN_TEXTS } from '../texts';
import { reportFailure } from '../utils/report-failure';
import classes from './admin-page.module.css';
import { CancelPaidOrderDialog } from './cancel-paid-order-dialog';

const texts = ADMIN_TEXTS.orders;
/** Spec §2: the admin dashboard's layout changes under 768px; the table becomes cards. */
export const ADMIN_MOBILE_WIDTH = 768;

/** Spec §2 All Orders: every order, filtered by status and school, searched by order number or e-mail, a page at a time. */
export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [schoolId, setSchoolId] = useState('');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const schools = useSchools();
  const orders = useAdminOrders({ status: status || undefined, schoolId: schoolId || undefined, search: debouncedSearch || undefined });
  useLoggedFailure('orders', orders.isError, orders.error);
  const setOrderStatus = useSetOrderStatus();
  const saving = setOrderStatus.isPending ? setOrderStatus.variables.orderId : null;
  const [confirming, setConfirming] = useState<Order | null>(null);
  const { refetch } = orders;
  const refresh = useCallback(() => void refetch(), [refetch]);

  function save(order: Order, next: OrderStatus) {
    setOrderStatus.mutate(
      { orderId: order.id, status: next },
      {
        onSuccess: ({ refund }) => {
          if (refund) notifications.show({ color: 'teal', message: texts.refunded(refund.amount) });
        },
        onError: (error) => reportFailure(`Changing the status of order ${texts.orderNumber(order.id)}`, error),
      },
    );
  }

  /** Cancelling a paid order refunds it: the administrator confirms first (the dropdown would otherwise act at once). */
  function changeStatus(order: Order, next: OrderStatus) {
    if (next === order.status) return;
    if (next === 'CANCELLED' && isPaidStatus(order.status)) setConfirming(order);
    else save(order, next);
  }

  const columns: DataTableColumn<Order>[] = [
    { key: 'id', header: texts.columns.orderId, hideInCard: true, render: (order) => <Text ff="monospace" fw={600}>{texts.orderNumber(order.id)}</Text> },
    {
      key: 'customer',
      header: texts.columns.customer,
      render: (order) => (
        <Stack gap={0} className={classes.breakable}>
          <Text size="sm">{order.user.email}</Text>
          <Text size="xs" c="dimmed">
            {order.user.phone}
          </Text>
        </Stack>
      ),
    },
    { key: 'school', header: texts.columns.school, render: (order) => <Text size="sm">{order.supplyList.school.name}</Text> },
    {
      key: 'list',
      header: texts.columns.supplyList,
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm">{order.supplyList.name}</Text>
          <Text size="xs" c="dimmed">
            {formatMoney(order.supplyList.totalPrice)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: texts.columns.status,
      render: (order) => (
        <OrderStatusSelect
          status={order.status}
          labels={texts.statusNames}
          label={texts.statusLabel(texts.orderNumber(order.id))}
          disabled={saving === order.id}
          onChange={(next) => changeStatus(order, next)}
        />
      ),
    },
    { key: 'date', header: texts.columns.date, render: (order) => <Text size="sm">{formatOrderDate(order.createdAt)}</Text> },
    {
      key: 'actions',
      header: texts.columns.actions,
      render: (order) => (
        <Button
          size="xs"
          variant="light"
          color="green"
          disabled={order.status === 'COMPLETED'}
          loading={saving === order.id && setOrderStatus.variables?.status === 'COMPLETED'}
          aria-label={texts.completeLabel(texts.orderNumber(order.id))}
          onClick={() => changeStatus(order, 'COMPLETED')}
        >
          {texts.complete}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <div className={classes.toolbar} role="search">
        <TextInput
          label={texts.filters.search}
          placeholder={texts.filters.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          miw={240}
          style={{ flex: 1 }}
        />
        <NativeSelect
          label={texts.filters.status}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as OrderStatus | '')}
          data={[{ value: '', label: texts.filters.allStatuses }, ...orderStatuses.map((value) => ({ value, label: texts.statusNames[value] }))]}
        />
        <NativeSelect
          label={texts.filters.school}
          value={schoolId}
          onChange={(event) => setSchoolId(event.currentTarget.value)}
          data={[{ value: '', label: texts.filters.allSchools }, ...(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))]}
        />
      </div>
      <DataTable
        label={texts.tableLabel}
        columns={columns}
        rows={orders.isError ? [] : orders.items}
        rowKey={(order) => order.id}
        cardTitle={(order) => (
          <Group gap="xs">
            <Text ff="monospace" fw={700}>
              {texts.orderNumber(order.id)}
            </Text>
          </Group>
        )}
        stackBelow={ADMIN_MOBILE_WIDTH}
        loadingText={texts.loading}
        emptyText={texts.empty}
        pagination={orders.pagination}
      />
      {/* A search looks for one order or one customer: no need to watch for new ones. */}
      {!debouncedSearch && <LiveOrdersRefresh scope={{ kind: 'all', schoolId: schoolId || undefined, status: status || undefined, max: ADMIN_ORDERS_PAGE }} onChange={refresh} />}
      {confirming && <CancelPaidOrderDialog order={confirming} onConfirm={() => save(confirming, 'CANCELLED')} onClose={() => setConfirming(null)} />}
    </Stack>
  );
}
