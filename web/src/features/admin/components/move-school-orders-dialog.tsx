import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { BulkStatusTarget } from '@ssb/contract';
import { ADMIN_TEXTS } from '../texts';
import { ORDER_STATUS_LABELS } from '@/components/orders/order-status';

const texts = ADMIN_TEXTS.orders;

/** The confirmation before every paid order of a school moves at once (it may be hundreds). */
export function MoveSchoolOrdersDialog({
  schoolName,
  target,
  onConfirm,
  onClose,
}: {
  schoolName: string;
  target: BulkStatusTarget;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={texts.bulk.schoolTitle({ school: schoolName })}>
      <Stack gap="md">
        <Text size="sm">{texts.bulk.schoolMessage({ school: schoolName, status: ORDER_STATUS_LABELS[target] })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {texts.bulk.schoolCancel}
          </Button>
          <Button
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {texts.bulk.schoolConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
