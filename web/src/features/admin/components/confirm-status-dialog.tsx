import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMoney, orderNumberText, type Order } from '@ssb/contract';
import { ADMIN_TEXTS } from '../texts';
import { ORDER_STATUS_LABELS } from '@/components/orders/order-status';

const texts = ADMIN_TEXTS.orders;

/**
 * The changes the status dropdown and the Complete button would otherwise make at once, asked
 * first: cancelling a paid order refunds it; completing one never paid hands out a box nobody
 * paid for (the administrator may still set any status).
 */
export type StatusConfirmation = { kind: 'cancelPaid' | 'completeUnpaid'; order: Order };

export function ConfirmStatusDialog({ confirmation, onConfirm, onClose }: { confirmation: StatusConfirmation; onConfirm: () => void; onClose: () => void }) {
  const { kind, order } = confirmation;
  const orderNumber = orderNumberText(order.id);
  const words =
    kind === 'cancelPaid'
      ? { ...texts.cancelPaid, message: texts.cancelPaid.message({ orderNumber, amount: formatMoney(order.supplyList.totalPrice) }) }
      : { ...texts.completeUnpaid, message: texts.completeUnpaid.message({ orderNumber, status: ORDER_STATUS_LABELS[order.status] }) };
  return (
    <Modal opened onClose={onClose} title={words.title}>
      <Stack gap="md">
        <Text size="sm">{words.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {words.keep}
          </Button>
          <Button
            color={kind === 'cancelPaid' ? 'red' : 'green'}
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {words.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
