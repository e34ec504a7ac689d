import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useAccountOrders } from '@/lib/live-orders/use-account-orders';
import type { SessionUser } from '@/lib/session/session';
import { MY_ORDERS_TEXTS } from '../texts';
import { withoutCutCheckout } from '../utils/group-by-checkout';
import { OrderList } from './order-list';
import { OrdersEmptyState } from './orders-empty-state';
import { UserOrdersLoading } from './user-orders-loading';

const texts = MY_ORDERS_TEXTS.account;
/** Orders shown at first, and added by each 'Show more orders'. */
const PAGE = 50;

/** The account's orders, live: a payment or a status change shows as it happens, with no polling. */
function LiveUserOrders({ user }: { user: SessionUser }) {
  const [max, setMax] = useState(PAGE);
  const view = useAccountOrders(user, max);

  if (view.status === 'loading') return <UserOrdersLoading />;
  if (view.status === 'error') {
    return (
      <Alert color="red" variant="light" title={texts.failed} icon={<IconAlertCircle aria-hidden />} role="alert">
        {view.error?.message}
      </Alert>
    );
  }
  if (view.orders.length === 0) return <OrdersEmptyState audience="user" />;
  return (
    <Stack gap="md">
      <OrderList orders={view.full ? withoutCutCheckout(view.orders) : view.orders} />
      {view.full && (
        <Center>
          <Button variant="default" onClick={() => setMax((shown) => shown + PAGE)}>
            {texts.showMore}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** A signed-in person's My Orders (and the payment-return page): their orders as they change. */
export function UserOrders({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={<UserOrdersLoading />}>
      <LiveUserOrders user={user} />
    </Suspense>
  );
}
