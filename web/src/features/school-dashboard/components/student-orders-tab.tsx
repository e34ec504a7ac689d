import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback } from 'react';
import { formatLongDate, formatMoney, formatPhone, orderNumberText, type Order, type OrderStatus } from '@ssb/contract';
import { ORDER_STATUS_LABELS } from '@/components/orders/order-status';
import { OrderNumberLink } from '@/components/orders/order-number-link';
import { OrderStatusPill } from '@/components/orders/order-status-pill';
import { paths } from '@/config/paths';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LiveOrdersRefresh } from '@/lib/live-orders/live-orders-refresh';
import { specBreakpoints } from '@/theme';
import { SCHOOL_ORDERS_PAGE, useSchoolOrders } from '../api/get-school-orders';
import { SponsoredBoxesPanel } from './sponsored-boxes-panel';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { SCHOOL_ORDERS_TEXTS as texts } from '../orders-texts';
import classes from './school-dashboard.module.css';
import { useSchoolStats, type SchoolStats } from '@/lib/staff/order-stats';

/** The table's columns, their headers in the page's language. */
const columns = (): DataTableColumn<Order>[] => [
  {
    key: 'order',
    header: texts.order,
    render: (o) => <OrderNumberLink orderId={o.id} href={paths.app.schoolOrder.getHref(o.id)} bold={false} />,
    hideInCard: true,
  },
  {
    key: 'student',
    header: texts.studentParent,
    wrap: true,
    render: (o) => (
      <div>
        <Text size="sm" fw={600}>
          {o.studentFirstName} {o.studentLastName}
        </Text>
        <span className={classes.orderContact}>
          <span>{o.user.email}</span>
          <span>{formatPhone(o.user.phone)}</span>
        </span>
      </div>
    ),
  },
  {
    key: 'list',
    header: texts.supplyList,
    wrap: true,
    render: (o) => (
      <div>
        <Text size="sm">{o.supplyList.name}</Text>
        <Text size="sm" c="dimmed">
          {formatMoney(o.supplyList.totalPrice)}
        </Text>
      </div>
    ),
  },
  { key: 'status', header: texts.status, render: (o) => <OrderStatusPill status={o.status} size="sm" /> },
  { key: 'date', header: texts.date, render: (o) => formatLongDate(new Date(o.createdAt)) },
];

/**
 * docs/product.md §2 tiles: Total Orders, New Orders (awaiting payment), In Progress (preparing),
 * Completed. The two headed otherwise than their status name it beneath, as the table's pills do.
 */
function StatTiles({ stats }: { stats: SchoolStats | undefined }) {
  const tiles: { label: string; value: number | undefined; status?: OrderStatus }[] = [
    { label: texts.total, value: stats?.total },
    { label: texts.newOrders, value: stats?.byStatus.AWAITING_PAYMENT, status: 'AWAITING_PAYMENT' },
    { label: texts.inProgress, value: stats?.byStatus.PREPARING, status: 'PREPARING' },
    { label: texts.completed, value: stats?.byStatus.COMPLETED },
  ];
  return (
    <div role="group" aria-label={texts.tilesLabel}>
      <dl className={classes.tiles}>
        {tiles.map((tile) => (
          <Paper key={tile.label} withBorder p="md" className={classes.tile}>
            <dt>{tile.label}</dt>
            <dd>{tile.value ?? '–'}</dd>
            {tile.status && <dd className={classes.tileStatus}>{ORDER_STATUS_LABELS[tile.status]}</dd>}
          </Paper>
        ))}
      </dl>
    </div>
  );
}

/**
 * docs/product.md §2 Student Orders tab: the tiles and the school's orders. While the tab is open it
 * listens to the school's newest orders (firestore.rules let its representatives and
 * administrators read them) and reads the tiles and the table again when they change.
 */
export function StudentOrdersTab({ schoolId }: { schoolId: string }) {
  const stats = useSchoolStats(schoolId);
  const orders = useSchoolOrders(schoolId);
  useLoggedFailure('the order statistics', stats.error);
  useLoggedFailure('the orders', orders.error);
  const { refetch: refetchStats } = stats;
  const { refetch: refetchOrders } = orders;
  const refresh = useCallback(() => {
    void refetchStats();
    void refetchOrders();
  }, [refetchStats, refetchOrders]);

  return (
    <Stack gap="lg">
      {stats.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {texts.statsFailed}
        </Alert>
      )}
      <StatTiles stats={stats.data} />
      <SponsoredBoxesPanel schoolId={schoolId} />
      {orders.isError && !orders.items ? (
        <Alert color="red" variant="light" title={texts.loadFailed} icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Button variant="default" size="xs" onClick={() => void orders.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      ) : (
        <DataTable
          label={texts.tableLabel}
          columns={columns()}
          rows={orders.items}
          rowKey={(o) => o.id}
          cardTitle={(o) => (
            <Anchor component={Link} to={paths.app.schoolOrder.getHref(o.id)} fw={700}>
              {texts.cardTitle({ orderNumber: orderNumberText(o.id) })}
            </Anchor>
          )}
          stackBelow={specBreakpoints.dashboardGrid}
          loadingText={texts.loading}
          emptyText={texts.empty}
          pagination={orders.pagination}
        />
      )}
      <LiveOrdersRefresh scope={{ kind: 'school', schoolId, max: SCHOOL_ORDERS_PAGE }} onChange={refresh} />
    </Stack>
  );
}
