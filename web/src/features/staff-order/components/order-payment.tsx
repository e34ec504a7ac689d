import { Stack, Text } from '@mantine/core';
import { formatDateTime, formatMoney, type OrderMoney, type StaffOrderDetails } from '@ssb/contract';
import { MoneyBreakdown } from '@/components/orders/money-breakdown';
import { STAFF_ORDER_TEXTS as texts } from '../texts';
import classes from './staff-order-page.module.css';

const when = (iso: string) => formatDateTime(new Date(iso));

/** What went back, line by line: the items always, the other parts when there is some. */
function RefundParts({ parts }: { parts: NonNullable<StaffOrderDetails['payment']['refundParts']> }) {
  const lines = (['items', 'discount', 'shipping', 'tax'] as const).filter((part) => part === 'items' || parts[part] > 0);
  return (
    <Stack gap={0} data-testid="refund-parts">
      {lines.map((part) => (
        <Text size="sm" key={part}>
          {texts.payment.refundParts[part]({ amount: formatMoney(parts[part]) })}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The box's payment: what it paid line by line where its money was kept (the list price is not
 * what a box with skips, a code, shipping or tax paid), else its Box price; when it was paid,
 * and every refund.
 */
export function OrderPayment({ payment, money }: { payment: StaffOrderDetails['payment']; money?: OrderMoney }) {
  return (
    <Stack gap={4}>
      {money ? <MoneyBreakdown money={money} /> : <Text size="sm">{texts.payment.amount({ amount: formatMoney(payment.amount) })}</Text>}
      <Text size="sm">{payment.paidAt ? texts.payment.paidOn({ date: when(payment.paidAt) }) : texts.payment.notPaid}</Text>
      {payment.refunded > 0 ? (
        <>
          <Text size="sm" fw={600}>
            {texts.payment.refunded({ amount: formatMoney(payment.refunded) })}
          </Text>
          {payment.refundParts && <RefundParts parts={payment.refundParts} />}
          {payment.refunds.map((refund) => (
            <Text size="xs" c="dimmed" key={refund.id} className={classes.breakable}>
              {texts.payment.refund({ id: refund.id, amount: formatMoney(refund.amount) })}
            </Text>
          ))}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {texts.payment.noRefunds}
        </Text>
      )}
    </Stack>
  );
}
