import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { ApiError } from '@/lib/api/api-client';
import { useReceipt } from '../api/get-receipt';
import type { OrderLink } from '../hooks/use-payment-return';
import { MY_ORDERS_TEXTS } from '../texts';
import { OrderEntries } from './order-list';

const texts = MY_ORDERS_TEXTS.receipt;

/**
 * Under the payment banner: the order the family just paid for (every box of its checkout),
 * with the address its receipt went to, so nobody types their e-mail and phone again to see it;
 * or the order an e-mail's link, or a payment not completed, names, to see and pay now. A link
 * past its 7 days says so, above the lookup the guest uses instead; one that shows nothing else
 * (an altered one) leaves the page as it was.
 */
export function PaidReceipt({ link }: { link: OrderLink }) {
  const receipt = useReceipt(link);
  if (receipt.isPending) return <Skeleton h={220} radius="lg" role="status" aria-label={texts.loading} />;
  if (receipt.error instanceof ApiError && receipt.error.status === 410) {
    return (
      <Alert variant="light" color="yellow" radius="lg" icon={<IconClockExclamation aria-hidden />}>
        {texts.expired}
      </Alert>
    );
  }
  if (!receipt.data?.length) return null;
  const email = receipt.data[0]!.user.email;
  const paid = link.from === 'paid';
  return (
    <Stack gap="sm" component="section" aria-labelledby="paid-receipt-heading">
      <Title id="paid-receipt-heading" order={2} size="h3">
        {paid ? texts.heading({ count: receipt.data.length }) : texts.linkedHeading({ count: receipt.data.length })}
      </Title>
      {paid && (
        <Text size="sm" c="dimmed">
          {texts.sentTo({ email })}
        </Text>
      )}
      <OrderEntries orders={receipt.data} />
    </Stack>
  );
}
