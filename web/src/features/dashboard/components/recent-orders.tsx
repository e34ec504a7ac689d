import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { IconAlertCircle, IconPackage, IconRefresh } from '@tabler/icons-react';
import { orderingRefusal, type Order } from '@ssb/contract';
import { Link } from 'react-router-dom';
import { formatOrderDate, studentNameOf } from '@/components/orders/order-status';
import { OrderStatusPill } from '@/components/orders/order-status-pill';
import { isPayable, PayNowButton } from '@/components/orders/pay-now-button';
import { reorderPath } from '@/components/orders/reorder-path';
import { paths } from '@/config/paths';
import { useSchool } from '@/lib/catalog/schools';
import { useAccountOrders } from '@/lib/live-orders/use-account-orders';
import type { SessionUser } from '@/lib/session/session';
import { formatMoney, orderNumberText } from '@ssb/contract';
import { DASHBOARD_TEXTS } from '../texts';
import classes from './dashboard-page.module.css';

const texts = DASHBOARD_TEXTS.orders;
/** How many of the newest orders the dashboard shows; My Orders has them all. */
const RECENT_ORDER_COUNT = 5;

/**
 * What to do next with an order: pay it (its payment page again, every box of its checkout); or
 * order the same list for the same child again, unless the school no longer sells, which it then
 * says instead of opening a form that would fail at the end.
 */
function OrderAction({ order }: { order: Order }) {
  const school = useSchool(isPayable(order) ? null : order.schoolId).data;
  const label = (action: string) => texts.actionLabel({ action, student: studentNameOf(order), list: order.supplyList.name });
  if (isPayable(order)) return <PayNowButton order={order} size="compact-sm" />;
  if (!school) return null;
  const closed = orderingRefusal(school, new Date());
  if (closed) {
    return (
      <Text size="sm" c="dimmed" ta="right">
        {closed}
      </Text>
    );
  }
  return (
    <Button
      component={Link}
      to={reorderPath(order)}
      size="compact-sm"
      variant="light"
      leftSection={<IconRefresh size={14} aria-hidden />}
      aria-label={label(texts.orderAgain)}
    >
      {texts.orderAgain}
    </Button>
  );
}

/** One box: its list, the student it is for (what tells a family's boxes apart) and school, total, status, number and date, and what to do next with it. */
function OrderRow({ order }: { order: Order }) {
  return (
    <li className={classes.orderRow} data-testid="recent-order">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {order.supplyList.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <span>{studentNameOf(order)}</span> · <span>{order.supplyList.school.name}</span>
          </Text>
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.supplyList.totalPrice)}
        </Text>
      </Group>
      <div className={classes.orderMeta}>
        <OrderStatusPill status={order.status} size="sm" />
        <Text size="sm" c="dimmed" ff="monospace">
          {orderNumberText(order.id)}
        </Text>
        <Text size="sm" c="dimmed">
          {formatOrderDate(order.createdAt)}
        </Text>
      </div>
      <div className={classes.orderAction}>
        <OrderAction order={order} />
      </div>
    </li>
  );
}

function Loading() {
  return (
    <Center py="lg" role="status" data-orders-loading>
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {texts.loading}
        </Text>
      </Group>
    </Center>
  );
}

/** The newest orders, live, as My Orders shows them (one listener each, shared by both screens). */
function LiveRecentOrders({ user }: { user: SessionUser }) {
  const view = useAccountOrders(user, RECENT_ORDER_COUNT);
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'error') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <Text size="sm">{texts.failed}</Text>
      </Alert>
    );
  }
  if (view.orders.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" ta="center">
        <IconPackage size={32} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>{texts.empty}</Text>
        <Text size="sm" c="dimmed">
          {texts.emptyHint}
        </Text>
      </Stack>
    );
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={texts.title}>
      {view.orders.slice(0, RECENT_ORDER_COUNT).map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </ul>
  );
}

/** The newest orders with their status, and a link to all of them on My Orders. */
export function RecentOrders({ user }: { user: SessionUser | null }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {texts.title}
        </Title>
        <Anchor component={Link} to={paths.myOrders.getHref()} size="sm" fw={600}>
          {texts.viewAll}
        </Anchor>
      </Group>
      <Suspense fallback={<Loading />}>{user ? <LiveRecentOrders user={user} /> : <Loading />}</Suspense>
    </Paper>
  );
}
