import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { orderNumberOf } from '@ssb/contract';
import type { PaymentReturn } from '../hooks/use-payment-return';
import { MY_ORDERS_TEXTS } from '../texts';

const texts = MY_ORDERS_TEXTS.paymentReturn;

/** The dismissible banner after the payment page sends the browser back (docs/product.md §4). */
export function PaymentReturnBanner({ payment, onDismiss }: { payment: PaymentReturn; onDismiss: () => void }) {
  const paid = payment.outcome === 'paid';
  return (
    <Alert
      role={paid ? 'status' : 'alert'}
      variant="light"
      color={paid ? 'green' : 'red'}
      radius="lg"
      title={paid ? texts.paidTitle : texts.failedTitle}
      icon={paid ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
      withCloseButton
      closeButtonLabel={texts.dismiss}
      onClose={onDismiss}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {paid ? texts.paidText : payment.orderId ? texts.failedTextForOrder({ orderNumber: orderNumberOf(payment.orderId) }) : texts.failedText}
    </Alert>
  );
}
