import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { MAX_BATCH_CODES, VoucherBatchForm, type PromotionCodeBatch, type School } from '@ssb/contract';
import { useState, type FormEvent } from 'react';
import { reportFailure } from '@/lib/staff/staff-failures';
import { useCreateVoucherBatch } from '../api/voucher-batches';
import { ADMIN_MONEY_TEXTS } from '../money-texts';
import { AmountInput } from './amount-input';
import { SchoolFilter } from './school-filter';

const texts = ADMIN_MONEY_TEXTS.codes.batchDialog;

/**
 * Make Vouchers: how many single-use codes, the percentage each takes off, and the school (one);
 * once made, the dialog offers their CSV to print.
 */
export function VoucherBatchDialog({
  schools,
  onClose,
  onDownload,
}: {
  schools: readonly School[];
  onClose: () => void;
  onDownload: (batchId: string) => void;
}) {
  const create = useCreateVoucherBatch();
  const [made, setMade] = useState<PromotionCodeBatch | null>(null);
  const form = useForm<VoucherBatchForm>({
    initialValues: { count: '', percentOff: '100', schoolId: '' },
    validate: schemaResolver(VoucherBatchForm, { sync: true }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (create.isPending) {
      event.preventDefault();
      return;
    }
    form.onSubmit((values) =>
      create.mutate(
        { count: Number(values.count), percentOff: Number(values.percentOff), schoolId: values.schoolId },
        { onSuccess: setMade, onError: (error) => reportFailure(texts.saveFailed, error) },
      ),
    )(event);
  }

  const schoolName = (schoolId: string) => schools.find((school) => school.id === schoolId)?.name ?? schoolId;

  return (
    <Modal opened onClose={onClose} title={texts.title}>
      {made ? (
        <Stack gap="md">
          <Alert color="teal" role="status">
            {texts.made({ count: made.count, school: schoolName(made.schoolId) })}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {texts.done}
            </Button>
            <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onDownload(made.id)} data-autofocus>
              {texts.download}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {texts.intro}
            </Text>
            <SchoolFilter
              label={texts.school}
              allLabel={texts.chooseSchool}
              schools={schools}
              value={form.values.schoolId}
              onChange={(schoolId) => form.setFieldValue('schoolId', schoolId)}
              error={typeof form.errors.schoolId === 'string' ? form.errors.schoolId : undefined}
              required
            />
            <Group grow align="flex-start">
              <AmountInput unit="count" label={texts.count} required data-autofocus min="1" max={String(MAX_BATCH_CODES)} {...form.getInputProps('count')} />
              <AmountInput unit="percent" label={texts.percentOff} required min="0.01" {...form.getInputProps('percentOff')} />
            </Group>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {texts.cancel}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {texts.create}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
