import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { useSession } from '@/lib/session/session';
import { GUEST_VIEW_ATTRIBUTE, probablySignedIn } from '@/lib/session/session-start';
import { useReceipt } from '../api/get-receipt';
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
 * /my-orders (docs/product.md §2): the payment-return banner, the order the tab's signed link names
 * (kept for the tab), then the orders: a signed-in person's own, or the guest lookup. The lookup
 * shows before Firebase Auth has answered unless someone probably is signed in, so a guest (for
 * whom the page is prerendered) can type at once; under an order its link found, it waits behind a
 * button.
 */
export function MyOrdersPage() {
  const { banner, dismiss, link } = usePaymentReturn();
  const session = useSession();
  const account = session.status === 'signed-in' ? session.user : null;
  const guest = session.status === 'signed-out' || (session.status === 'loading' && !probablySignedIn());
  // A signed-in parent's live list shows the order it came back from at its top; a guest's needs
  // the link, and an e-mail's link opens its order for anyone.
  const receipt = link && (guest || link.from === 'email') ? link : null;
  const linked = useReceipt(receipt);
  const [lookingUp, setLookingUp] = useState(false);
  // Under the order a link found, the lookup waits behind a button; until the link has answered,
  // it is not shown, so that nothing typed into it vanishes when the order arrives.
  const lookupHidden = receipt !== null && (linked.isPending || (linked.data?.length ?? 0) > 0) && !lookingUp;

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
            {lookupHidden ? (
              !linked.isPending && (
                <Group justify="center">
                  <Button variant="light" leftSection={<IconSearch size={16} aria-hidden />} onClick={() => setLookingUp(true)}>
                    {MY_ORDERS_TEXTS.receipt.otherOrders}
                  </Button>
                </Group>
              )
            ) : (
              <GuestOrders />
            )}
          </div>
        ) : (
          <UserOrdersLoading />
        )}
      </Stack>
    </Container>
  );
}
