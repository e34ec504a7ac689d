import { Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { EMAIL_MAX_LENGTH, InviteRepresentativeRequest, type School } from '@ssb/contract';
import type { KeyboardEvent } from 'react';
import { ApiError } from '@/lib/api/api-client';
import { notify } from '@/lib/ui/notify';
import { useInviteRepresentative } from '../api/invitations';
import { useRepresentatives } from '../api/get-representatives';
import { useRemoveRepresentative } from '../api/remove-representative';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';
import { InvitationsList } from './invitations-list';
import { PersonRow } from './person-row';

const texts = ADMIN_TEXTS.schools.representativesDialog;

/**
 * A school's representatives: who they are, removing one; and the addresses invited, which wait
 * for their owners to follow the invitation's one-time link (the only way to the role, whoever
 * holds the address), with a way to invite one and to withdraw one. The server's answer to an
 * e-mail it cannot use (an administrator's) is shown under the field: it tells the administrator
 * what to do. The field wraps, so a long address is seen whole.
 */
export function RepresentativesDialog({ school, onClose }: { school: School; onClose: () => void }) {
  const representatives = useRepresentatives(school.id);
  useLoggedFailure('representatives', representatives.error);
  const invite = useInviteRepresentative();
  const remove = useRemoveRepresentative();
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(InviteRepresentativeRequest, { sync: true }) });

  const submit = form.onSubmit(({ email }) => {
    if (invite.isPending) return;
    const request = { schoolId: school.id, email: email.trim() };
    invite.mutate(request, {
      onSuccess: () => {
        form.reset();
        notify({ color: 'teal', classNames: { description: classes.breakable }, message: texts.invitationSent({ email: request.email }) });
      },
      onError: (error) => {
        console.error('Inviting a representative failed', error);
        if (error instanceof ApiError && error.status < 500) form.setFieldError('email', error.message);
      },
    });
  });

  // An address is one line: Enter submits, as in a one-line field.
  function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <Modal opened onClose={onClose} title={texts.title({ name: school.name })}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
        {representatives.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{texts.loading}</Text>
          </Group>
        ) : (representatives.data ?? []).length === 0 ? (
          <Text size="sm">{texts.none}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {representatives.data!.map((rep) => (
              <PersonRow
                key={rep.id}
                action={{
                  label: texts.remove,
                  ariaLabel: texts.removeLabel({ email: rep.email }),
                  loading: remove.isPending && remove.variables.userId === rep.id,
                  onClick: () =>
                    remove.mutate({ schoolId: school.id, userId: rep.id }, { onError: (error) => console.error('Removing a representative failed', error) }),
                }}
              >
                <Text size="sm" fw={600}>
                  {[rep.firstName, rep.lastName].filter(Boolean).join(' ') || rep.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {rep.email}
                </Text>
              </PersonRow>
            ))}
          </Stack>
        )}
        <InvitationsList schoolId={school.id} />
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Textarea
              label={texts.email}
              description={texts.emailHint}
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              autosize
              minRows={1}
              maxLength={EMAIL_MAX_LENGTH}
              classNames={{ input: classes.breakable }}
              onKeyDown={submitOnEnter}
              {...form.getInputProps('email')}
            />
            <Group justify="flex-end" gap="sm">
              <Button type="submit" loading={invite.isPending}>
                {texts.invite}
              </Button>
            </Group>
          </Stack>
        </form>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
