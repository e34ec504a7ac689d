import { Button, Fieldset, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FULL_ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH, UpdateSchoolRequest, type School } from '@ssb/contract';
import type { ChangeEvent, FormEvent } from 'react';
import { reportFailure } from '@/lib/staff/staff-failures';
import { useSaveSchool, type SaveSchool } from '../api/save-school';
import { SCHOOL_DIALOG_TEXTS as texts } from '../school-dialog-texts';
import classes from './school-dialog.module.css';

interface SchoolValues {
  name: string;
  fullAddress: string;
  note: string;
  deliverToSchool: boolean;
  /** YYYY-MM-DD, as a date input gives it; null when left empty. */
  orderingOpensOn: string | null;
  orderingClosesOn: string | null;
  timeZone: string;
}

/** The administrator's own zone: where a new school most likely is. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const initialValues = (school?: School): SchoolValues => ({
  name: school?.name ?? '',
  fullAddress: school?.fullAddress ?? '',
  note: school?.note ?? '',
  deliverToSchool: school?.deliverToSchool ?? true,
  orderingOpensOn: school?.orderingOpensOn ?? null,
  orderingClosesOn: school?.orderingClosesOn ?? null,
  timeZone: school?.timeZone ?? browserTimeZone(),
});

/**
 * A new school sends its name and address (docs/product.md §7), how it delivers, and its window when one
 * is set; an edit sends every field of the form (empty dates as null: the window is taken away).
 */
function request(school: School | undefined, values: SchoolValues): SaveSchool {
  const name = values.name.trim();
  const fullAddress = values.fullAddress.trim();
  const { orderingOpensOn, orderingClosesOn, timeZone } = values;
  const window = { orderingOpensOn, orderingClosesOn, timeZone };
  const { deliverToSchool } = values;
  if (!school) return { body: { name, fullAddress: fullAddress || undefined, deliverToSchool, ...(orderingOpensOn || orderingClosesOn ? window : {}) } };
  return { schoolId: school.id, body: { name, fullAddress, note: values.note.trim(), deliverToSchool, ...window } };
}

/** Every zone the browser knows, with the school's own even when the list lacks it (UTC is not listed). */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * docs/product.md §2 Add New School (School Name * and Address; Cancel, Create School) when `school` is
 * absent (the new school handed to `onCreated`); given a school, its name, address and note for
 * parents (Save School).
 * Both ask how boxes reach families (a school that ships to homes is set so from the start) and
 * set the school's ordering window (docs/decisions.md §8). docs/product.md §5: with no name nothing is sent and
 * nothing is said.
 */
export function SchoolDialog({ school, onClose, onCreated }: { school?: School; onClose: () => void; onCreated?: (created: School) => void }) {
  const saveSchool = useSaveSchool();
  const form = useForm<SchoolValues>({ initialValues: initialValues(school), validate: schemaResolver(UpdateSchoolRequest, { sync: true }) });
  const dialog = school ? texts.editDialog : texts.createDialog;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.values.name.trim() || saveSchool.isPending) return;
    form.onSubmit((values) =>
      saveSchool.mutate(request(school, values), {
        onSuccess: (saved) => {
          if (!school) onCreated?.(saved);
          onClose();
        },
        onError: (error) => reportFailure(dialog.failed, error),
      }),
    )(event);
  }

  /** A date input's props: the form keeps an empty date as null. */
  function dateInput(field: 'orderingOpensOn' | 'orderingClosesOn') {
    const props = form.getInputProps(field);
    return {
      ...props,
      value: form.values[field] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, event.currentTarget.value || null),
    };
  }

  return (
    <Modal opened onClose={onClose} title={school ? texts.editDialog.title({ name: school.name }) : texts.createDialog.title}>
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
            <Textarea
              label={texts.editDialog.note}
              placeholder={texts.editDialog.notePlaceholder}
              autosize
              minRows={2}
              maxLength={NOTE_MAX_LENGTH}
              {...form.getInputProps('note')}
            />
          )}
          <Switch
            label={texts.delivery.deliverToSchool}
            description={texts.delivery.deliverToSchoolHint}
            {...form.getInputProps('deliverToSchool', { type: 'checkbox' })}
          />
          <Fieldset legend={texts.window.legend} variant="unstyled" m={0} classNames={{ legend: classes.legend }}>
            <Text size="sm" c="dimmed" mb="sm">
              {texts.window.hint}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput type="date" label={texts.window.opensOn} min="2000-01-01" max="2099-12-31" {...dateInput('orderingOpensOn')} />
              <TextInput type="date" label={texts.window.closesOn} min="2000-01-01" max="2099-12-31" {...dateInput('orderingClosesOn')} />
            </SimpleGrid>
            <NativeSelect label={texts.window.timeZone} mt="sm" data={timeZoneOptions(form.values.timeZone)} {...form.getInputProps('timeZone')} />
          </Fieldset>
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
