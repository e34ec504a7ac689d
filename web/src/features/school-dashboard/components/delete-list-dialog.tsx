import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notify } from '@/lib/ui/notify';
import type { SupplyList } from '@ssb/contract';
import { useDeleteList } from '../api/delete-list';
import { logFailure } from '@/lib/staff/staff-failures';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';

const texts = SCHOOL_DASHBOARD_TEXTS.deleteDialog;

/** docs/product.md §8 Confirmations: 'Are you sure you want to delete this supply list?'. */
export function DeleteListDialog({ opened, list, onClose }: { opened: boolean; list?: SupplyList; onClose: () => void }) {
  const remove = useDeleteList();
  const confirm = () => {
    if (!list) return;
    remove.mutate(list, {
      // The card going is the answer; only a failure gets a notification.
      onSuccess: onClose,
      onError: (error) => {
        logFailure('Deleting a supply list', error);
        notify({ color: 'red', title: texts.failed, message: error.message });
        onClose();
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} size="sm" closeOnClickOutside={!remove.isPending}>
      <Stack gap="md">
        <Text>{texts.confirm}</Text>
        {list && <Text fw={700}>{list.name}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            {texts.cancel}
          </Button>
          <Button color="red.8" onClick={confirm} loading={remove.isPending}>
            {texts.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
