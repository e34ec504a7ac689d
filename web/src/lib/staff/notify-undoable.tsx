import { Button, Group, Text } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { notify } from '../ui/notify';

interface UndoableToast extends Omit<NotificationData, 'message'> {
  message: string;
  /** The button's text ("Undo"). */
  undoLabel: string;
  /** Takes the change back; the toast closes first, so Undo is pressed once. */
  onUndo: () => void;
}

/** A "saved" toast with Undo beside its message: the staff dashboards confirm a change they can take back. */
export function notifyUndoable({ message, undoLabel, onUndo, ...toast }: UndoableToast): string {
  const id = notify({
    ...toast,
    message: (
      // The message shrinks beside Undo, so Undo stays whole at 375 px.
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" flex={1} miw={0}>
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          flex="none"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
  return id;
}
