import { Container, Stack, Text, Title } from '@mantine/core';
import { DocumentTitle } from '@/components/ui/document-title';
import { useSession } from '@/lib/session';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { MY_ORDERS_TEXTS } from '../texts';
import { GuestOrders } from './guest-orders';
import { PaymentReturnBanner } from './payment-return-banner';
import { UserOrders } from './user-orders';

/**
 * /my-orders (spec §2): the payment-return banner, then the orders: a signed-in person's
 * own, or the guest lookup.
 */
export function MyOrdersPage() {
  const { banner, dismiss } = usePaymentReturn();
  const session = useSession();
  const account = session.status === 'signed-in' ? session.user : null;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <DocumentTitle title={MY_ORDERS_TEXTS.title} />
      <Stack gap="lg">
        {banner && <PaymentReturnBanner payment={banner} onDismiss={dismiss} />}
        <div>
          <Title order={1}>{MY_ORDERS_TEXTS.title}</Title>
          <Text c="dimmed" mt="xs">
            {MY_ORDERS_TEXTS.intro}
          </Text>
        </div>
        {account ? <UserOrders user={account} /> : session.status === 'loading' ? null : <GuestOrders />}
      </Stack>
    </Container>
  );
}
