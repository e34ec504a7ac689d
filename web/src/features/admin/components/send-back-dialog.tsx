import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REVIEW_NOTE_MAX_LENGTH, staffMessages, type SupplyList } from '@ssb/contract';
import { notify } from '@/lib/ui/notify';
import { reportFailure } from '@/lib/staff/staff-failures';
import { useSendBackList } from '../api/send-back-list';
import { ADMIN_TEXTS } from '../texts';

const texts = ADMIN_TEXTS.supplyLists.sendBack;

/**
 * Send back (docs/decisions.md §32): a list waiting for review goes back to its representative
 * with a note they read beside the list and in an e-mail. The note is required, as the API says.
 */
export function SendBackDialog({ list, onClose }: { list: SupplyList; onClose: () => void }) {
  const sendBack = useSendBackList();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const text = note.trim();
    if (!text) {
      setError(staffMessages.reviewNoteRequired);
      return;
    }
    // Through the promise: the list sent back leaves "Waiting for review", and its card with this dialog.
    sendBack.mutateAsync({ listId: list.id, note: text }).then(
      () => {
        notify({ color: 'teal', message: texts.saved({ name: list.name }) });
        onClose();
      },
      (failure: unknown) => reportFailure(texts.failed({ name: list.name }), failure),
    );
  }

  return (
    <Modal opened onClose={onClose} title={texts.title({ name: list.name })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{texts.intro}</Text>
          <Textarea
            label={texts.note}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            autosize
            minRows={3}
            maxLength={REVIEW_NOTE_MAX_LENGTH}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={sendBack.isPending}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
