import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CreateSchoolRequest, FULL_ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '@ssb/contract';
import type { FormEvent } from 'react';
import { useCreateSchool } from '../api/create-school';
import { ADMIN_TEXTS } from '../texts';
import { reportFailure } from '@/lib/staff-failures';

const texts = ADMIN_TEXTS.schools.createDialog;

/** Spec §2 Add New School: School Name * and Address; spec §5: with no name nothing is sent and nothing is said. */
export function CreateSchoolDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const createSchool = useCreateSchool();
  const form = useForm({
    initialValues: { name: '', fullAddress: '' },
    validate: schemaResolver(CreateSchoolRequest, { sync: true }),
  });

  function close() {
    form.reset();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.values.name.trim() || createSchool.isPending) return;
    form.onSubmit(({ name, fullAddress }) =>
      createSchool.mutate({ name: name.trim(), fullAddress: fullAddress.trim() || undefined }, { onSuccess: close, onError: (error) => reportFailure('Creating the school', error) }),
    )(event);
  }

  return (
    <Modal opened={opened} onClose={close} title={texts.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={texts.name} required data-autofocus maxLength={NAME_MAX_LENGTH} {...form.getInputProps('name')} />
          <Textarea
            label={texts.address}
            placeholder={texts.addressPlaceholder}
            autosize
            minRows={2}
            maxLength={FULL_ADDRESS_MAX_LENGTH}
            {...form.getInputProps('fullAddress')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={createSchool.isPending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
