import { Container, Stack, Text, Title } from '@mantine/core';
import { DocumentTitle } from '@/components/ui/document-title';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { MY_ORDERS_TEXTS } from '../texts';
import { GuestOrders } from './guest-orders';
import { PaymentReturnBanner } from './payment-return-banner';

/**
 * /my-orders (spec §2): the payment-return banner, then the orders. For now everyone gets
 * the guest lookup; the signed-in list ('Loading your orders...') takes its place later.
 */
export function MyOrdersPage() {
  const { banner, dismiss } = usePaymentReturn();

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
        <GuestOrders />
      </Stack>
    </Container>
  );
}
