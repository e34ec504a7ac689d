import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMoney, orderNumberText, type Order } from '@ssb/contract';
import { ADMIN_TEXTS } from '../texts';

const texts = ADMIN_TEXTS.orders;

/** The confirmation before a paid order is cancelled: the status dropdown would otherwise act at once, and cancelling refunds the payment. */
export function CancelPaidOrderDialog({ order, onConfirm, onClose }: { order: Order; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={texts.cancelPaid.title}>
      <Stack gap="md">
        <Text size="sm">{texts.cancelPaid.message({ orderNumber: orderNumberText(order.id), amount: formatMoney(order.supplyList.totalPrice) })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {texts.cancelPaid.keep}
          </Button>
          <Button
            color="red"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {texts.cancelPaid.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
