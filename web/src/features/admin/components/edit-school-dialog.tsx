import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FULL_ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH, UpdateSchoolRequest, type School } from '@ssb/contract';
import type { FormEvent } from 'react';
import { useUpdateSchool } from '../api/update-school';
import { ADMIN_TEXTS } from '../texts';
import { reportFailure } from '@/lib/staff-failures';

const texts = ADMIN_TEXTS.schools.editDialog;

/** A school's name, address, note for parents and delivery mode. Opened with a school; the form starts from it. */
export function EditSchoolDialog({ school, onClose }: { school: School; onClose: () => void }) {
  const updateSchool = useUpdateSchool();
  const form = useForm({
    initialValues: { name: school.name, fullAddress: school.fullAddress, note: school.note, deliverToSchool: school.deliverToSchool },
    validate: schemaResolver(UpdateSchoolRequest, { sync: true }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec §5: a school without a name is not sent, and nothing is said.
    if (!form.values.name.trim() || updateSchool.isPending) return;
    form.onSubmit(({ name, fullAddress, note, deliverToSchool }) =>
      updateSchool.mutate({ schoolId: school.id, body: { name: name.trim(), fullAddress: fullAddress.trim(), note: note.trim(), deliverToSchool } }, { onSuccess: onClose, onError: (error) => reportFailure('Saving the school', error) }),
    )(event);
  }

  return (
    <Modal opened onClose={onClose} title={texts.title(school.name)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={texts.name} required maxLength={NAME_MAX_LENGTH} {...form.getInputProps('name')} />
          <Textarea label={texts.address} autosize minRows={2} maxLength={FULL_ADDRESS_MAX_LENGTH} {...form.getInputProps('fullAddress')} />
          <Textarea label={texts.note} placeholder={texts.notePlaceholder} autosize minRows={2} maxLength={NOTE_MAX_LENGTH} {...form.getInputProps('note')} />
          <Switch label={texts.deliverToSchool} description={texts.deliverToSchoolHint} {...form.getInputProps('deliverToSchool', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={updateSchool.isPending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
