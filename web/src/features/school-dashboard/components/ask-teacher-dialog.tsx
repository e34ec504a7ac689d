import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notify } from '@/lib/ui/notify';
import { logFailure } from '@/lib/staff/staff-failures';
import { ApiError } from '@/lib/api/api-client';
import { useAskTeacher } from '../api/teacher-requests';
import { TEACHER_REQUESTS_TEXTS as texts } from '../teacher-requests-texts';

/** "Ask a teacher for a list": the teacher's name, e-mail and grade; the API e-mails the teacher the link. */
export function AskTeacherDialog({ opened, schoolId, onClose }: { opened: boolean; schoolId: string; onClose: () => void }) {
  const ask = useAskTeacher(schoolId);
  const [fields, setFields] = useState({ teacherName: '', teacherEmail: '', grade: '' });
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setFields((shown) => ({ ...shown, [name]: value }));
    },
  });
  const send = () =>
    ask.mutate(fields, {
      onSuccess: () => {
        notify({ color: 'teal', message: texts.sent({ email: fields.teacherEmail }) });
        setFields({ teacherName: '', teacherEmail: '', grade: '' });
        onClose();
      },
      onError: (error) => logFailure('Asking a teacher for a list', error),
    });
  return (
    <Modal opened={opened} onClose={onClose} title={texts.dialogTitle} closeOnClickOutside={!ask.isPending}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{texts.dialogHint}</Text>
          <TextInput label={texts.teacherName} required maxLength={100} {...field('teacherName')} data-autofocus />
          <TextInput label={texts.teacherEmail} type="email" required maxLength={254} {...field('teacherEmail')} />
          <TextInput label={texts.grade} placeholder={texts.gradePlaceholder} required maxLength={60} {...field('grade')} />
          {ask.error && (
            <Alert color="red" title={texts.sendFailed} role="alert">
              {ask.error instanceof ApiError ? ask.error.message : String(ask.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={ask.isPending}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={ask.isPending}>
              {texts.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
