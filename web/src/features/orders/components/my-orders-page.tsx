import { Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { useSession } from '@/lib/session/session';
import { GUEST_VIEW_ATTRIBUTE, probablySignedIn } from '@/lib/session/session-start';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { MY_ORDERS_TEXTS } from '../texts';
import { GuestOrders } from './guest-orders';
import { PaidReceipt } from './paid-receipt';
import { PaymentReturnBanner } from './payment-return-banner';
import { UserOrdersLoading } from './user-orders-loading';

// The live view (reactfire, then the Firestore SDK) is for signed-in people only: a guest's
// first download leaves it out.
const UserOrders = lazy(() => import('./user-orders').then((m) => ({ default: m.UserOrders })));

/**
 * /my-orders (docs/product.md §2): the payment-return banner, then the orders: a signed-in person's
 * own, or the guest lookup. The lookup shows before Firebase Auth has answered unless someone
 * probably is signed in, so a guest (for whom the page is prerendered) can type at once.
 */
export function MyOrdersPage() {
  const { banner, dismiss } = usePaymentReturn();
  const session = useSession();
  const account = session.status === 'signed-in' ? session.user : null;
  const guest = session.status === 'signed-out' || (session.status === 'loading' && !probablySignedIn());
  // A signed-in parent's live list shows the paid order at its top; a guest's needs the lookup.
  const receipt = guest && banner?.outcome === 'paid' && banner.orderId && banner.receipt ? { orderId: banner.orderId, token: banner.receipt } : null;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <DocumentTitle title={MY_ORDERS_TEXTS.title} />
      <Stack gap="lg">
        {banner && <PaymentReturnBanner payment={banner} onDismiss={dismiss} />}
        {receipt && <PaidReceipt link={receipt} />}
        <div>
          <Title order={1}>{MY_ORDERS_TEXTS.title}</Title>
          <Text c="dimmed" mt="xs">
            {MY_ORDERS_TEXTS.intro}
          </Text>
        </div>
        {account ? (
          <Suspense fallback={<UserOrdersLoading />}>
            <UserOrders user={account} />
          </Suspense>
        ) : guest ? (
          <div {...{ [GUEST_VIEW_ATTRIBUTE]: '' }}>
            <GuestOrders />
          </div>
        ) : (
          <UserOrdersLoading />
        )}
      </Stack>
    </Container>
  );
}
