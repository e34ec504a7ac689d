import { Button, Stack, Text } from '@mantine/core';
import { formatLongDate, formatMoney, formatPhone, orderNumberText, type Order, type OrderStatus } from '@ssb/contract';
import { OrderNumberLink } from '@/components/orders/order-number-link';
import { OrderStatusSelect } from '@/components/orders/order-status-select';
import type { DataTableColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';

const texts = ADMIN_TEXTS.orders;

/** An e-mail that wraps after its @ when it must, rather than at any letter. */
function breakableEmail(email: string) {
  const at = email.lastIndexOf('@');
  return at < 0 ? (
    email
  ) : (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

interface OrderActions {
  /** The order whose status is being saved (its controls wait), and the status it is going to. */
  saving: { orderId: string; status: OrderStatus } | null;
  onChangeStatus: (order: Order, next: OrderStatus) => void;
}

/** docs/product.md §2 All Orders: Order ID (the link to the order's page), Customer, School, Supply List, Status (dropdown), Date, Actions (Complete); and the Student a search finds. */
export function orderColumns({ saving, onChangeStatus }: OrderActions): DataTableColumn<Order>[] {
  const isSaving = (order: Order) => saving?.orderId === order.id;
  return [
    {
      key: 'id',
      header: texts.columns.orderId,
      hideInCard: true,
      render: (order) => <OrderNumberLink orderId={order.id} href={paths.app.adminOrder.getHref(order.id)} bold={false} />,
    },
    {
      key: 'customer',
      header: texts.columns.customer,
      wrap: true,
      render: (order) => (
        <Stack gap={0} className={classes.email}>
          <Text size="sm">{breakableEmail(order.user.email)}</Text>
          <Text size="xs" c="dimmed">
            {formatPhone(order.user.phone)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'student',
      header: texts.columns.student,
      wrap: true,
      render: (order) => (
        <Text size="sm">
          {order.studentFirstName} {order.studentLastName}
        </Text>
      ),
    },
    { key: 'school', header: texts.columns.school, wrap: true, render: (order) => <Text size="sm">{order.supplyList.school.name}</Text> },
    {
      key: 'list',
      header: texts.columns.supplyList,
      wrap: true,
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
          label={texts.statusLabel({ orderNumber: orderNumberText(order.id) })}
          disabled={isSaving(order)}
          onChange={(next) => onChangeStatus(order, next)}
        />
      ),
    },
    // A long date ("30 de noviembre de 2026") breaks between its words, leaving Complete its room.
    { key: 'date', header: texts.columns.date, wrap: true, render: (order) => <Text size="sm">{formatLongDate(new Date(order.createdAt))}</Text> },
    {
      key: 'actions',
      header: texts.columns.actions,
      render: (order) => (
        <Button
          size="xs"
          variant="light"
          color="green"
          disabled={order.status === 'COMPLETED'}
          loading={isSaving(order) && saving?.status === 'COMPLETED'}
          aria-label={texts.completeLabel({ orderNumber: orderNumberText(order.id) })}
          onClick={() => onChangeStatus(order, 'COMPLETED')}
        >
          {texts.complete}
        </Button>
      ),
    },
  ];
}
