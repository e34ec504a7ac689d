import { Button, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowUp, IconNote, IconRefresh, IconSchool, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatMoney, formatPhone, type Order, type ProductMapping } from '@ssb/contract';
import { MY_ORDERS_TEXTS } from '../texts';
import { formatOrderDate, studentNameOf } from '@/components/orders/order-status';
import { ItemChanges } from '@/components/orders/item-changes';
import { MoneyBreakdown } from '@/components/orders/money-breakdown';
import { PayNowButton } from '@/components/orders/pay-now-button';
import { nextGradePath, reorderPath } from '@/components/orders/reorder-path';
import { OrderStatusPill } from '@/components/orders/order-status-pill';
import { orderNumberOf } from '../utils/order-display';
import { OrderSteps } from './order-steps';
import columns from '@/components/ui/columns.module.css';
import classes from './order-card.module.css';
import { useId } from 'react';

const texts = MY_ORDERS_TEXTS.card;

function ItemList({ title, items }: { title: string; items: ProductMapping[] }) {
  return (
    <>
      <Text fw={700} size="sm" mt="md" mb={4}>
        {title}
      </Text>
      <ul className={classes.items}>
        {items.map((mapping) => (
          <li key={mapping.productId} className={classes.item}>
            <Text size="sm" className={classes.wrap}>
              {mapping.product.name}
            </Text>
            <Text size="sm" fw={700} className={classes.quantity}>
              {texts.quantity({ quantity: mapping.quantity })}
            </Text>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The orders a family may follow with the next grade's box: those that went through. */
const WENT_THROUGH = new Set<Order['status']>(['PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED']);

/**
 * An unpaid order is paid now (unless its checkout's group offers it for every box); a failed
 * payment is also tried again in the shop, with that box's ticks; an order that went through can
 * be ordered again.
 */
/** A box sent home: its carrier and number, and the carrier's tracking page when it has one. */
function Tracking({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  return (
    <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start">
      <IconTruckDelivery size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <div className={classes.wrap}>
        <Text size="sm" fw={600} className={classes.wrap}>
          {texts.tracking({ carrier: tracking.carrier, trackingNumber: tracking.trackingNumber })}
        </Text>
        {tracking.url && (
          <Text component="a" href={tracking.url} target="_blank" rel="noopener noreferrer" size="sm" fw={700} c="blue.8">
            {texts.track}
          </Text>
        )}
      </div>
    </Group>
  );
}

function OrderActions({ order, payNow }: { order: Order; payNow: boolean }) {
  const failed = order.status === 'PAYMENT_FAILED';
  const action = failed ? texts.tryAgain : texts.orderAgain;
  const nextGrade = WENT_THROUGH.has(order.status) ? nextGradePath(order) : null;
  return (
    <Group justify="flex-end" align="flex-start" mt="md" gap="sm">
      {nextGrade && (
        <Button
          component={Link}
          to={nextGrade}
          variant="default"
          leftSection={<IconArrowUp size={16} aria-hidden />}
          aria-label={texts.nextGradeLabel({ student: studentNameOf(order), list: order.supplyList.name })}
        >
          {texts.nextGrade}
        </Button>
      )}
      {order.status !== 'AWAITING_PAYMENT' && (
        <Button
          component={Link}
          to={reorderPath(order)}
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          aria-label={texts.reorderLabel({ action, student: studentNameOf(order), list: order.supplyList.name })}
        >
          {action}
        </Button>
      )}
      {payNow && <PayNowButton order={order} />}
    </Group>
  );
}

/**
 * One order (docs/product.md §2 My Orders): list and school name, order number, status, date, total
 * (and under it the box's money line by line, when the order answers it), what was refunded of it and when, student, e-mail, phone, address, the list's note and every
 * item as `Nx`; then the items the family already had and left out of the box, when it left some
 * out. Its heading is a level below the group's when it stands in a checkout's group, whose own
 * Pay now pays every box (`payNow` false on its cards).
 */
export function OrderCard({ order, headingOrder = 3, payNow = true }: { order: Order; headingOrder?: 3 | 4; payNow?: boolean }) {
  // The same order can show twice on a page (the one just paid for, and the list below).
  const headingId = useId();
  const details: [string, string][] = [
    [texts.student, studentNameOf(order)],
    [texts.email, order.user.email],
    [texts.phone, formatPhone(order.user.phone)],
    [texts.address, order.user.fullAddress],
  ];

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={headingId}>
      <div className={classes.header}>
        <div className={classes.wrap}>
          <Title id={headingId} order={headingOrder} size="h4" className={classes.wrap}>
            {order.supplyList.name}
          </Title>
          <Group gap={6} mt={2} wrap="nowrap" align="flex-start">
            <IconSchool size={16} aria-hidden style={{ flex: 'none', marginTop: 3, color: 'var(--mantine-color-dimmed)' }} />
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {order.supplyList.school.name}
            </Text>
          </Group>
        </div>
        <OrderStatusPill status={order.status} />
      </div>

      <div className={classes.meta} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {texts.orderLabel}{' '}
          </Text>
          <Text span fw={700} ff="monospace" size="sm">
            {orderNumberOf(order.id)}
          </Text>
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {texts.date}{' '}
          </Text>
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </Text>
        <Text size="sm" className={classes.total}>
          <Text span c="dimmed" size="sm">
            {texts.total}{' '}
          </Text>
          <Text span fw={800} size="lg">
            {formatMoney(order.money?.total ?? order.supplyList.totalPrice)}
          </Text>
        </Text>
      </div>
      {order.money && (
        <div className={classes.money}>
          <MoneyBreakdown money={order.money} />
        </div>
      )}
      {order.refunded && (
        <Text size="sm" fw={700} mt={6} className={classes.refunded}>
          {texts.refunded({ amount: formatMoney(order.refunded.amount), date: formatOrderDate(order.refunded.at) })}
        </Text>
      )}
      {order.tracking && <Tracking tracking={order.tracking} />}
      {order.steps && <OrderSteps steps={order.steps} />}

      <Divider my="md" />

      <dl className={`${columns.twoFromSm} ${classes.details}`}>
        {details.map(([label, value]) => (
          <div key={label} className={classes.wrap}>
            <Text component="dt" size="xs" c="dimmed" fw={700} tt="uppercase">
              {label}
            </Text>
            <Text component="dd" size="sm" className={classes.wrap}>
              {value}
            </Text>
          </div>
        ))}
      </dl>

      {order.supplyList.note && (
        <Group gap="xs" mt="md" p="sm" wrap="nowrap" align="flex-start" className={classes.note}>
          <IconNote size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" className={classes.wrap}>
            <Text span fw={700} size="sm">
              {texts.note}:
            </Text>{' '}
            {order.supplyList.note}
          </Text>
        </Group>
      )}

      <ItemList title={texts.items} items={order.supplyList.productsMappings} />
      <ItemChanges changes={order.itemChanges} />
      {order.supplyList.skippedItems?.length ? <ItemList title={texts.alreadyHave} items={order.supplyList.skippedItems} /> : null}
      <OrderActions order={order} payNow={payNow} />
    </Paper>
  );
}
