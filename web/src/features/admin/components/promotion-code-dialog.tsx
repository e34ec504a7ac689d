import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PROMOTION_CODE_MAX_LENGTH, PromotionCodeForm, type CreatePromotionCodeRequest, type School } from '@ssb/contract';
import type { FormEvent } from 'react';
import { reportFailure } from '@/lib/staff/staff-failures';
import { notify } from '@/lib/ui/notify';
import { useCreatePromotionCode } from '../api/promotion-codes';
import { ADMIN_MONEY_TEXTS } from '../money-texts';
import { AmountInput } from './amount-input';
import { CodeInput } from './code-input';
import { SchoolFilter } from './school-filter';

const texts = ADMIN_MONEY_TEXTS.codes;

/** The dialog's values as POST /promotion-codes takes them: one of the two amounts, and what is left empty left out. */
export function promotionCodePayload(values: PromotionCodeForm): CreatePromotionCodeRequest {
  const amount = Number(values.value);
  return {
    code: values.code.trim(),
    ...(values.kind === 'percent' ? { percentOff: amount } : { amountOff: amount }),
    ...(values.expiresOn ? { expiresOn: values.expiresOn } : {}),
    ...(values.maxRedemptions ? { maxRedemptions: Number(values.maxRedemptions) } : {}),
    ...(values.schoolId ? { schoolId: values.schoolId } : {}),
  };
}

const today = () => new Date().toLocaleDateString('en-CA');

/** New Code: a code, what it takes off, and optionally its last day, its number of uses and its school. */
export function PromotionCodeDialog({ schools, onClose }: { schools: readonly School[]; onClose: () => void }) {
  const t = texts.dialog;
  const create = useCreatePromotionCode();
  const form = useForm<PromotionCodeForm>({
    initialValues: { code: '', kind: 'percent', value: '', expiresOn: '', maxRedemptions: '', schoolId: '' },
    validate: schemaResolver(PromotionCodeForm, { sync: true }),
  });
  const percent = form.values.kind === 'percent';

  function submit(event: FormEvent<HTMLFormElement>) {
    if (create.isPending) {
      event.preventDefault();
      return;
    }
    form.onSubmit((values) =>
      create.mutate(promotionCodePayload(values), {
        onSuccess: (made) => {
          notify({ color: 'green', message: texts.added({ code: made.code }) });
          onClose();
        },
        onError: (error) => reportFailure(t.saveFailed, error),
      }),
    )(event);
  }

  return (
    <Modal opened onClose={onClose} title={t.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CodeInput label={t.code} description={t.codeHint} required data-autofocus maxLength={PROMOTION_CODE_MAX_LENGTH} {...form.getInputProps('code')} />
          <SimpleGrid cols={2}>
            <NativeSelect
              label={t.kind}
              data={[
                { value: 'percent', label: t.kindPercent },
                { value: 'amount', label: t.kindAmount },
              ]}
              {...form.getInputProps('kind')}
            />
            <AmountInput unit={percent ? 'percent' : 'dollars'} label={percent ? t.percent : t.amount} required min="0.01" {...form.getInputProps('value')} />
          </SimpleGrid>
          <SchoolFilter
            label={t.school}
            allLabel={texts.everySchool}
            schools={schools}
            value={form.values.schoolId}
            onChange={(schoolId) => form.setFieldValue('schoolId', schoolId)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t.expiresOn} description={t.expiresOnHint} type="date" min={today()} max="2099-12-31" {...form.getInputProps('expiresOn')} />
            <AmountInput unit="count" label={t.maxRedemptions} description={t.maxRedemptionsHint} min="1" {...form.getInputProps('maxRedemptions')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
