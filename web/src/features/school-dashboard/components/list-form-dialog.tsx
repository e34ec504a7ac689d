import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notify } from '@/lib/ui/notify';
import { IconInfoCircle } from '@tabler/icons-react';
import { NAME_MAX_LENGTH, SupplyListForm, type SupplyList } from '@ssb/contract';
import { useCreateList } from '../api/create-list';
import { useUpdateList } from '../api/update-list';
import { logFailure } from '@/lib/staff/staff-failures';
import { SCHOOL_DASHBOARD_TEXTS } from '../texts';
import { createBody, listFormValues, updateBody, type ListFormValues } from '../utils/list-form';

const texts = SCHOOL_DASHBOARD_TEXTS.listForm;

interface Props {
  opened: boolean;
  schoolId: string;
  /** The list to edit; none to create one. */
  list?: SupplyList;
  onClose: () => void;
}

/** docs/product.md §2 Create/Edit list dialog. */
export function ListFormDialog({ opened, schoolId, list, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={list ? texts.editTitle : texts.createTitle} size="md">
      {/* The form mounts with each opening: it starts from the list as it is now, or empty. */}
      <ListForm schoolId={schoolId} list={list} onClose={onClose} />
    </Modal>
  );
}

function ListForm({ schoolId, list, onClose }: Omit<Props, 'opened'>) {
  const create = useCreateList();
  const update = useUpdateList();
  const form = useForm<ListFormValues>({
    mode: 'controlled',
    initialValues: listFormValues(list),
    validate: schemaResolver(SupplyListForm, { sync: true }),
  });
  const priceLocked = list?.published ?? false;
  const saving = create.isPending || update.isPending;

  // The card appearing or changing is the answer; only a failure gets a notification.
  const failed = (error: Error) => {
    logFailure('Saving a supply list', error);
    notify({ color: 'red', title: texts.saveFailed, message: error.message });
  };

  const submit = (values: ListFormValues) => {
    if (list) {
      update.mutate({ listId: list.id, body: updateBody(list, values) }, { onSuccess: onClose, onError: failed });
    } else {
      create.mutate(createBody(schoolId, values), { onSuccess: onClose, onError: failed });
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={texts.name}
          placeholder={texts.namePlaceholder}
          withAsterisk
          maxLength={NAME_MAX_LENGTH}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={priceLocked ? texts.priceLocked : texts.price}
          description={priceLocked ? texts.lockedHint : texts.autoHint}
          disabled={priceLocked}
          min={0}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          prefix="$"
          hideControls
          inputMode="decimal"
          key={form.key('totalPrice')}
          {...form.getInputProps('totalPrice')}
        />
        {list && (
          <Alert variant="light" color={list.published ? 'green' : 'gray'} icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
            <Text size="sm">{list.published ? texts.publishedNote : texts.draftNote}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {list ? texts.update : texts.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
