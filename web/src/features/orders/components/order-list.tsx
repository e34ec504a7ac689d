import { Group, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@ssb/contract';
import { MY_ORDERS_TEXTS } from '../texts';
import { groupByCheckout } from '../utils/group-by-checkout';
import { CheckoutGroup } from './checkout-group';
import { OrderCard } from './order-card';

const texts = MY_ORDERS_TEXTS.results;

/** The orders, newest first as the API answers them, the boxes of one checkout together. */
export function OrderList({ orders, caption }: { orders: Order[]; caption?: string }) {
  return (
    <section aria-labelledby="orders-heading">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title id="orders-heading" order={2} size="h3">
          {texts.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.count({ count: orders.length })}
        </Text>
      </Group>
      {caption && (
        <Text size="sm" c="dimmed" mb="md" style={{ overflowWrap: 'anywhere' }}>
          {caption}
        </Text>
      )}
      <OrderEntries orders={orders} />
    </section>
  );
}

/** Each order as its card, the boxes of one checkout in one group. */
export function OrderEntries({ orders }: { orders: Order[] }) {
  return (
    <Stack gap="md">
      {groupByCheckout(orders).map((entry) =>
        entry.kind === 'order' ? <OrderCard key={entry.order.id} order={entry.order} /> : <CheckoutGroup key={entry.checkoutId} boxes={entry.orders} />,
      )}
    </Stack>
  );
}
