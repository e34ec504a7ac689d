import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatMoney, PAYOUT_REFERENCE_MAX_LENGTH, PayoutRequest } from '@ssb/contract';
import { useRef, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/api-client';
import { logFailure } from '@/lib/staff/staff-failures';
import { notify } from '@/lib/ui/notify';
import { useRecordPayout } from '../api/fundraising';
import { FUNDRAISING_TEXTS } from '../fundraising-texts';

const texts = FUNDRAISING_TEXTS.payout;

const today = () => new Date().toLocaleDateString('en-CA');

interface PayoutFields {
  amount: string;
  paidOn: string;
  reference: string;
}

const asRequest = (values: PayoutFields) => ({ ...values, amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount) });
const checkRequest = schemaResolver(PayoutRequest, { sync: true });

/**
 * An administrator's payout to the school (POST /schools/{id}/payouts): checked by the contract's
 * PayoutRequest; a payout above the balance is refused (409) and the reason shows in the form.
 */
export function PayoutForm({ schoolId }: { schoolId: string }) {
  const record = useRecordPayout(schoolId);
  // One key per payout asked for until one is recorded: the same payout sent again is the same
  // key, and a corrected one (another amount or day) a key of its own, as the API requires.
  const keys = useRef(new Map<string, string>());
  const keyOf = (body: PayoutRequest) => {
    const request = JSON.stringify(body);
    const key = keys.current.get(request) ?? crypto.randomUUID();
    keys.current.set(request, key);
    return key;
  };
  const form = useForm<PayoutFields>({
    initialValues: { amount: '', paidOn: today(), reference: '' },
    validate: (values) => checkRequest(asRequest(values)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit((values) => {
      const body = asRequest(values);
      record.mutate(
        { body, key: keyOf(body) },
        {
          onSuccess: ({ entry }) => {
            keys.current.clear();
            notify({ color: 'green', message: texts.recorded({ amount: formatMoney(entry.amount) }) });
            form.reset();
          },
          onError: (error) => {
            // A refusal (409) shows in the form; anything else is said once, in the corner.
            logFailure('Recording a payout', error);
            if (!(error instanceof ApiError && error.status === 409)) notify({ color: 'red', message: texts.failed({ reason: error.message }) });
          },
        },
      );
    })(event);
  }

  const refusal = record.error instanceof ApiError && record.error.status === 409 ? record.error.message : null;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="payout-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="payout-heading">
            {texts.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              leftSection="$"
              label={texts.amount}
              required
              {...form.getInputProps('amount')}
            />
            <TextInput type="date" label={texts.paidOn} max={today()} required {...form.getInputProps('paidOn')} />
            <TextInput
              label={texts.reference}
              description={texts.referenceHint}
              maxLength={PAYOUT_REFERENCE_MAX_LENGTH}
              {...form.getInputProps('reference')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </SimpleGrid>
          {refusal && (
            <Alert color="red" role="alert" p="xs">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
