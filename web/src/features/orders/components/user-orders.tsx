import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useUserOrders } from '@/lib/user-orders';
import { MY_ORDERS_TEXTS } from '../texts';
import { OrderList } from './order-list';
import { OrdersEmptyState } from './orders-empty-state';

const texts = MY_ORDERS_TEXTS.account;

/** A signed-in person's My Orders: their orders, polled while one awaits payment. */
export function UserOrders({ userId }: { userId: string }) {
  const orders = useUserOrders(userId);

  if (orders.isPending) {
    return (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{texts.loading}</Text>
      </Group>
    );
  }
  if (orders.isError) {
    return (
      <Alert color="red" variant="light" title={texts.failed} icon={<IconAlertCircle aria-hidden />} role="alert">
        {orders.error.message}
      </Alert>
    );
  }
  return orders.data.length > 0 ? <OrderList orders={orders.data} /> : <OrdersEmptyState audience="user" />;
}
