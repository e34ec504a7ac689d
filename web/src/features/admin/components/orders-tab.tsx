import { Stack } from '@mantine/core';
import { notify } from '@/lib/ui/notify';
import { notifyUndoable } from '@/lib/staff/notify-undoable';
import { useCallback, useState } from 'react';
import { formatMoney, isPaidStatus, orderNumberText, type Order, type OrderStatus } from '@ssb/contract';
import { DataTable } from '@/components/ui/data-table';
import { LiveOrdersRefresh } from '@/lib/live-orders/live-orders-refresh';
import { specBreakpoints } from '@/theme';
import { ADMIN_ORDERS_PAGE, useAdminOrders } from '../api/get-orders';
import { useSetOrderStatus } from '../api/set-order-status';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { useOrderFilters } from '../hooks/use-order-filters';
import { ADMIN_TEXTS } from '../texts';
import { reportFailure } from '@/lib/staff/staff-failures';
import { ConfirmStatusDialog, type StatusConfirmation } from './confirm-status-dialog';
import { orderColumns } from './order-columns';
import { OrdersBulkBar } from './orders-bulk-bar';
import { OrdersFilters } from './orders-filters';
import { useSchools } from '@/lib/staff/schools';
import { useReturnFocus } from '@/lib/ui/use-return-focus';
import { OrderNumberLink } from '@/components/orders/order-number-link';
import { ORDER_STATUS_LABELS } from '@/components/orders/order-status';
import { paths } from '@/config/paths';

const texts = ADMIN_TEXTS.orders;

/**
 * docs/product.md §2 All Orders: every order, filtered by status and school (and by the day placed),
 * searched by order number, e-mail, phone or student (the start of one is enough), a page at a time;
 * filters and pages are in the address.
 */
export function OrdersTab() {
  const filters = useOrderFilters();
  const { query } = filters;
  const schools = useSchools();
  const orders = useAdminOrders(query, filters.pages);
  useLoggedFailure('orders', orders.error);
  const { refetch } = orders;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const setOrderStatus = useSetOrderStatus();
  const [confirming, setConfirming] = useState<StatusConfirmation | null>(null);
  useReturnFocus(confirming !== null);

  /** Saves the status and says so where the administrator looks, with Undo unless a refund went with it. */
  function save(order: Order, next: OrderStatus) {
    const orderNumber = orderNumberText(order.id);
    setOrderStatus.mutate(
      { orderId: order.id, status: next },
      {
        onSuccess: ({ refund, stockWarning }) => {
          if (stockWarning) notify({ color: 'yellow', message: stockWarning, autoClose: false });
          if (refund) {
            notify({ color: 'teal', message: texts.refunded({ amount: formatMoney(refund.amount) }) });
            return;
          }
          notifyUndoable({
            color: 'teal',
            message: texts.statusSaved({ orderNumber, status: ORDER_STATUS_LABELS[next] }),
            undoLabel: texts.undo,
            onUndo: () => save({ ...order, status: next }, order.status),
          });
        },
        onError: (error) => reportFailure(texts.statusFailed({ orderNumber }), error),
      },
    );
  }

  /**
   * What the dropdown and Complete would do at once is asked first when it refunds a payment or
   * hands out an unpaid box; a refunded order stays cancelled, which is said instead.
   */
  function changeStatus(order: Order, next: OrderStatus) {
    if (next === order.status) return;
    if (order.refunded && order.status === 'CANCELLED') setConfirming({ kind: 'refundedStaysCancelled', order });
    else if (next === 'CANCELLED' && isPaidStatus(order.status)) setConfirming({ kind: 'cancelPaid', order });
    else if (next === 'COMPLETED' && !isPaidStatus(order.status)) setConfirming({ kind: 'completeUnpaid', order });
    else save(order, next);
  }

  const columns = orderColumns({ saving: setOrderStatus.isPending ? setOrderStatus.variables : null, onChangeStatus: changeStatus });

  return (
    <Stack gap="md">
      <OrdersFilters filters={filters} schools={schools.data ?? []} />
      <OrdersBulkBar
        selected={selected}
        onClear={() => setSelected(new Set())}
        query={query}
        filteredSchool={schools.data?.find((s) => s.id === query.schoolId)}
      />
      <DataTable
        selection={{ selectedKeys: selected, onChange: setSelected, rowLabel: (order) => texts.bulk.selectRow({ orderNumber: orderNumberText(order.id) }) }}
        label={texts.tableLabel}
        columns={columns}
        rows={orders.isError ? [] : orders.items}
        rowKey={(order) => order.id}
        cardTitle={(order) => <OrderNumberLink orderId={order.id} href={paths.app.adminOrder.getHref(order.id)} />}
        stackBelow={specBreakpoints.adminMobile}
        loadingText={texts.loading}
        emptyText={texts.empty}
        pagination={{ ...orders.pagination, onLoadMore: () => filters.setPages(orders.pageCount + 1) }}
      />
      {/* A search looks for one order or one customer: no need to watch for new ones. */}
      {!query.search && (
        <LiveOrdersRefresh scope={{ kind: 'all', schoolId: query.schoolId, status: query.status, max: ADMIN_ORDERS_PAGE }} onChange={refresh} />
      )}
      {confirming && (
        <ConfirmStatusDialog
          confirmation={confirming}
          onConfirm={() => save(confirming.order, confirming.kind === 'cancelPaid' ? 'CANCELLED' : 'COMPLETED')}
          onClose={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}
