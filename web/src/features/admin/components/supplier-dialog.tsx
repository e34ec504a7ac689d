import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { EMAIL_MAX_LENGTH, MAX_LEAD_TIME_DAYS, SUPPLIER_NAME_MAX_LENGTH, SupplierRequest } from '@ssb/contract';
import type { FormEvent } from 'react';
import { ApiError } from '@/lib/api/api-client';
import { reportFailure } from '@/lib/staff/staff-failures';
import { notify } from '@/lib/ui/notify';
import { useCreateSupplier } from '../api/suppliers';
import { PURCHASING_TEXTS } from '../purchasing-texts';
import { AmountInput } from './amount-input';

const texts = PURCHASING_TEXTS.suppliers;

interface SupplierFields {
  name: string;
  email: string;
  leadTimeDays: string;
}

/** The dialog's values as POST /suppliers takes them; an empty lead time is no number, so the schema refuses it rather than reading 0. */
export function supplierPayload(values: SupplierFields): SupplierRequest {
  const days = values.leadTimeDays.trim();
  return { name: values.name.trim(), email: values.email.trim(), leadTimeDays: days === '' ? Number.NaN : Number(days) };
}

// The form checks with the request's own schema, so it refuses exactly what the API would.
const checkRequest = schemaResolver(SupplierRequest, { sync: true });

/** The API names the refused field before its message ("email: …"); that message belongs under the field. */
function fieldProblem(error: unknown): { field: keyof SupplierFields; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^(name|email|leadTimeDays): (.+)$/s.exec(error.message);
  return match ? { field: match[1] as keyof SupplierFields, message: match[2]! } : null;
}

/** Add supplier: its name, the e-mail its purchase orders go to, and how many days an order takes. */
export function SupplierDialog({ onClose }: { onClose: () => void }) {
  const t = texts.dialog;
  const create = useCreateSupplier();
  const form = useForm<SupplierFields>({
    initialValues: { name: '', email: '', leadTimeDays: '' },
    validate: (values) => checkRequest(supplierPayload(values)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (create.isPending) {
      event.preventDefault();
      return;
    }
    form.onSubmit((values) =>
      create.mutate(supplierPayload(values), {
        onSuccess: (made) => {
          notify({ color: 'green', message: texts.added({ name: made.name }) });
          onClose();
        },
        onError: (error) => {
          const problem = fieldProblem(error);
          if (problem) form.setFieldError(problem.field, problem.message);
          else reportFailure(t.saveFailed, error);
        },
      }),
    )(event);
  }

  return (
    <Modal opened onClose={onClose} title={t.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t.name} required data-autofocus maxLength={SUPPLIER_NAME_MAX_LENGTH} {...form.getInputProps('name')} />
          <TextInput label={t.email} type="email" required maxLength={EMAIL_MAX_LENGTH} {...form.getInputProps('email')} />
          <AmountInput
            unit="count"
            label={t.leadTime}
            description={t.leadTimeHint}
            required
            max={String(MAX_LEAD_TIME_DAYS)}
            {...form.getInputProps('leadTimeDays')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
