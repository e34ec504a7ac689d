import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconBell, IconCircleCheck } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { EMAIL_MAX_LENGTH, formatCalendarDate, formatList, ReminderRequest, reminderMessages, remindersAhead, type School } from '@ssb/contract';
import { useRequestReminder } from '../api/request-reminder';
import { REMINDER_TEXTS as texts } from '../reminder-texts';

interface ReminderFormValues {
  email: string;
  consent: boolean;
}

/**
 * The e-mail and the explicit consent a reminder needs, sent as the API's own schema has it. The
 * box's label is the contract's consent, in the page's language: the API records those words.
 */
export function ReminderForm({ school, closesOn }: { school: School; closesOn: string }) {
  const reminder = useRequestReminder();
  const form = useForm({
    initialValues: { email: '', consent: false } as ReminderFormValues,
    validate: schemaResolver(ReminderRequest, { sync: true }),
    transformValues: (values) => ReminderRequest.parse(values),
  });
  const date = formatCalendarDate(closesOn);

  if (reminder.isSuccess) {
    const when = formatList(remindersAhead(school, new Date()).map((days) => texts.daysBefore({ days })));
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        {texts.done({ email: reminder.data.reminder.email, when, date })}
      </Alert>
    );
  }

  const focusFirstProblem = (errors: Record<string, unknown>, _values: ReminderFormValues, event?: FormEvent<HTMLFormElement>) => {
    const first = Object.keys(errors)[0];
    if (first) event?.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <form noValidate onSubmit={form.onSubmit((request) => reminder.mutate({ schoolId: school.id, request }), focusFirstProblem)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {texts.intro({ school: school.name, date })}
        </Text>
        <TextInput
          {...form.getInputProps('email')}
          name="email"
          label={texts.email}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          withAsterisk
        />
        <Checkbox {...form.getInputProps('consent', { type: 'checkbox' })} name="consent" label={reminderMessages.consent({ school: school.name })} />
        {reminder.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={texts.failed} role="alert">
            {reminder.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="light" leftSection={<IconBell size={16} aria-hidden />} loading={reminder.isPending}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
