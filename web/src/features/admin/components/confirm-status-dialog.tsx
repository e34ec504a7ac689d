import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { centsToDollars, dollarsToCents, formatMoney, orderNumberText, type Order } from '@ssb/contract';
import { ADMIN_TEXTS } from '../texts';
import { formatOrderDate, ORDER_STATUS_LABELS } from '@/components/orders/order-status';

const texts = ADMIN_TEXTS.orders;

/**
 * The changes the status dropdown and the Complete button would otherwise make at once, asked
 * first: cancelling a paid order refunds what is left of it; completing one never paid hands out
 * a box nobody paid for (the administrator may still set any status). A refunded order is not
 * one never paid: it stays cancelled, as the API keeps it, and the dialog only says so.
 */
export type StatusConfirmation = { kind: 'cancelPaid' | 'completeUnpaid' | 'refundedStaysCancelled'; order: Order };

/** What a cancellation would refund now: the total, less what went back already. */
const leftToRefund = (order: Order) => centsToDollars(dollarsToCents(order.supplyList.totalPrice) - dollarsToCents(order.refunded?.amount ?? 0));

function wordsOf({ kind, order }: StatusConfirmation): { title: string; message: string; keep: string; confirm?: string } {
  const orderNumber = orderNumberText(order.id);
  switch (kind) {
    case 'cancelPaid':
      return { ...texts.cancelPaid, message: texts.cancelPaid.message({ orderNumber, amount: formatMoney(leftToRefund(order)) }) };
    case 'completeUnpaid':
      return { ...texts.completeUnpaid, message: texts.completeUnpaid.message({ orderNumber, status: ORDER_STATUS_LABELS[order.status] }) };
    case 'refundedStaysCancelled': {
      const amount = formatMoney(order.refunded?.amount ?? 0);
      const date = order.refunded ? formatOrderDate(order.refunded.at) : '';
      return { ...texts.refundedStaysCancelled, message: texts.refundedStaysCancelled.message({ orderNumber, amount, date }) };
    }
  }
}

export function ConfirmStatusDialog({ confirmation, onConfirm, onClose }: { confirmation: StatusConfirmation; onConfirm: () => void; onClose: () => void }) {
  const { kind } = confirmation;
  const words = wordsOf(confirmation);
  return (
    <Modal opened onClose={onClose} title={words.title}>
      <Stack gap="md">
        <Text size="sm">{words.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {words.keep}
          </Button>
          {words.confirm && (
            <Button
              color={kind === 'cancelPaid' ? 'red' : 'green'}
              onClick={() => {
                onClose();
                onConfirm();
              }}
            >
              {words.confirm}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
