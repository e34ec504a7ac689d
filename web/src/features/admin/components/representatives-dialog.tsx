import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AddRepresentativeRequest, EMAIL_MAX_LENGTH, type School } from '@ssb/contract';
import type { FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { useAddRepresentative } from '../api/add-representative';
import { useRepresentatives } from '../api/get-representatives';
import { useRemoveRepresentative } from '../api/remove-representative';
import { useLoggedFailure } from '@/lib/staff-failures';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';

const texts = ADMIN_TEXTS.schools.representativesDialog;

/**
 * A school's representatives: who they are, adding an existing account by e-mail, removing
 * one. The server's answer to an e-mail it cannot use (no such account, an administrator) is
 * shown under the field: it tells the administrator what to do.
 */
export function RepresentativesDialog({ school, onClose }: { school: School; onClose: () => void }) {
  const representatives = useRepresentatives(school.id);
  useLoggedFailure('representatives', representatives.error);
  const add = useAddRepresentative();
  const remove = useRemoveRepresentative();
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(AddRepresentativeRequest, { sync: true }) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.values.email.trim() || add.isPending) return;
    form.onSubmit(({ email }) =>
      add.mutate(
        { schoolId: school.id, email: email.trim() },
        {
          onSuccess: () => form.reset(),
          onError: (error) => {
            console.error('Adding a representative failed', error);
            if (error instanceof ApiError && error.status < 500) form.setFieldError('email', error.message);
          },
        },
      ),
    )(event);
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
              <Group component="li" key={rep.id} justify="space-between" wrap="nowrap" gap="sm">
                <div className={classes.breakable}>
                  <Text size="sm" fw={600}>
                    {[rep.firstName, rep.lastName].filter(Boolean).join(' ') || rep.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {rep.email}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={texts.removeLabel({ email: rep.email })}
                  loading={remove.isPending && remove.variables.userId === rep.id}
                  onClick={() =>
                    remove.mutate({ schoolId: school.id, userId: rep.id }, { onError: (error) => console.error('Removing a representative failed', error) })
                  }
                >
                  {texts.remove}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={texts.email}
              type="email"
              autoComplete="off"
              maxLength={EMAIL_MAX_LENGTH}
              style={{ flex: 1 }}
              miw={200}
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={add.isPending}>
              {texts.add}
            </Button>
          </Group>
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
