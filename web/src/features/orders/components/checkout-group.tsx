import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPackages } from '@tabler/icons-react';
import { formatMoney, type Order } from '@ssb/contract';
import { isPayable, PayNowButton } from '@/components/orders/pay-now-button';
import { MY_ORDERS_TEXTS } from '../texts';
import { checkoutPaid, checkoutTotal } from '../utils/group-by-checkout';
import { OrderCard } from './order-card';
import classes from './checkout-group.module.css';
import { useId } from 'react';

const texts = MY_ORDERS_TEXTS.checkout;

/**
 * The boxes one checkout bought, around their own order cards: one payment paid them all,
 * so its total shows once, with the number of boxes. Only a paid checkout says it was paid.
 */
export function CheckoutGroup({ boxes }: { boxes: Order[] }) {
  const headingId = useId();
  const paid = checkoutPaid(boxes);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'xs', sm: 'md' }} className={classes.group}>
      <div className={classes.header}>
        <Group gap="xs" wrap="nowrap">
          <IconPackages size={22} aria-hidden style={{ flex: 'none', color: 'var(--mantine-primary-color-filled)' }} />
          <Title id={headingId} order={3} size="h4">
            {paid ? texts.paidTitle : texts.orderedTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.boxes({ count: boxes.length })}
          </Text>
        </Group>
        <Text size="sm" className={classes.total}>
          <Text span c="dimmed" size="sm">
            {paid ? texts.totalPaid : texts.total}{' '}
          </Text>
          <Text span fw={800} size="lg">
            {formatMoney(checkoutTotal(boxes))}
          </Text>
        </Text>
      </div>
      {/* One payment pays every box: Pay now is the checkout's, while every box waits for it. */}
      {boxes.every(isPayable) && (
        <Group justify="flex-end" mb="sm">
          <PayNowButton order={boxes[0]!} boxes={boxes.length} />
        </Group>
      )}
      <Stack gap="sm">
        {boxes.map((box) => (
          <OrderCard key={box.id} order={box} headingOrder={4} payNow={false} />
        ))}
      </Stack>
    </Paper>
  );
}
