import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FULL_ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH, UpdateSchoolRequest, type School } from '@ssb/contract';
import type { FormEvent } from 'react';
import { reportFailure } from '@/lib/staff-failures';
import { useSaveSchool, type SaveSchool } from '../api/save-school';
import { ADMIN_TEXTS } from '../texts';

const texts = ADMIN_TEXTS.schools;

interface SchoolValues {
  name: string;
  fullAddress: string;
  note: string;
  deliverToSchool: boolean;
}

const initialValues = (school?: School): SchoolValues => ({
  name: school?.name ?? '',
  fullAddress: school?.fullAddress ?? '',
  note: school?.note ?? '',
  deliverToSchool: school?.deliverToSchool ?? true,
});

/** A new school sends its name and address (spec §7); an edit sends every field of the form. */
function request(school: School | undefined, values: SchoolValues): SaveSchool {
  const name = values.name.trim();
  const fullAddress = values.fullAddress.trim();
  if (!school) return { body: { name, fullAddress: fullAddress || undefined } };
  return { schoolId: school.id, body: { name, fullAddress, note: values.note.trim(), deliverToSchool: values.deliverToSchool } };
}

/**
 * Spec §2 Add New School (School Name * and Address; Cancel, Create School) when `school` is
 * absent; given a school, its name, address, note for parents and delivery mode (Save School).
 * Spec §5: with no name nothing is sent and nothing is said.
 */
export function SchoolDialog({ school, onClose }: { school?: School; onClose: () => void }) {
  const saveSchool = useSaveSchool();
  const form = useForm<SchoolValues>({ initialValues: initialValues(school), validate: schemaResolver(UpdateSchoolRequest, { sync: true }) });
  const dialog = school ? texts.editDialog : texts.createDialog;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.values.name.trim() || saveSchool.isPending) return;
    form.onSubmit((values) =>
      saveSchool.mutate(request(school, values), {
        onSuccess: onClose,
        onError: (error) => reportFailure(school ? 'Saving the school' : 'Creating the school', error),
      }),
    )(event);
  }

  return (
    <Modal opened onClose={onClose} title={school ? texts.editDialog.title(school.name) : texts.createDialog.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={dialog.name} required data-autofocus maxLength={NAME_MAX_LENGTH} {...form.getInputProps('name')} />
          <Textarea
            label={dialog.address}
            placeholder={school ? undefined : texts.createDialog.addressPlaceholder}
            autosize
            minRows={2}
            maxLength={FULL_ADDRESS_MAX_LENGTH}
            {...form.getInputProps('fullAddress')}
          />
          {school && (
            <>
              <Textarea
                label={texts.editDialog.note}
                placeholder={texts.editDialog.notePlaceholder}
                autosize
                minRows={2}
                maxLength={NOTE_MAX_LENGTH}
                {...form.getInputProps('note')}
              />
              <Switch
                label={texts.editDialog.deliverToSchool}
                description={texts.editDialog.deliverToSchoolHint}
                {...form.getInputProps('deliverToSchool', { type: 'checkbox' })}
              />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {dialog.cancel}
            </Button>
            <Button type="submit" loading={saveSchool.isPending}>
              {dialog.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
