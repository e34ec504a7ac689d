import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { homeDeliveryText, ShippingForm, type ShippingSettings } from '@ssb/contract';
import type { FormEvent } from 'react';
import { reportFailure, useLoggedFailure } from '@/lib/staff/staff-failures';
import { notify } from '@/lib/ui/notify';
import { useSaveShippingSettings, useShippingSettings } from '../api/shipping-settings';
import { ADMIN_MONEY_TEXTS } from '../money-texts';
import { ADMIN_TEXTS } from '../texts';
import { AmountInput } from './amount-input';
import { LoadingCards } from './loading-cards';
import { SchoolYearCard } from './school-year-card';

const texts = ADMIN_MONEY_TEXTS.settings;

/** The shop's settings (docs/decisions.md §24): the fee for shipping a box home, and the school year (§28). */
export function SettingsTab() {
  const settings = useShippingSettings();
  useLoggedFailure('the shipping settings', settings.error);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {texts.heading}
      </Title>
      {settings.data ? (
        // Keyed by what is saved, so the fields start again from it after a save.
        <ShippingCard key={JSON.stringify(settings.data)} saved={settings.data} />
      ) : (
        <LoadingCards label={ADMIN_TEXTS.settings.loading} />
      )}
      <SchoolYearCard />
    </Stack>
  );
}

const asText = (dollars: number | null) => (dollars === null ? '' : dollars.toFixed(2));

/** The Shipping card: the fee, the order amount from which it is free, and the line families will see. */
function ShippingCard({ saved }: { saved: ShippingSettings }) {
  const t = texts.shipping;
  const save = useSaveShippingSettings();
  const form = useForm<ShippingForm>({
    initialValues: { homeDeliveryFee: asText(saved.homeDeliveryFee), freeOver: asText(saved.freeOver) },
    validate: schemaResolver(ShippingForm, { sync: true }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit((values) =>
      save.mutate(
        { homeDeliveryFee: Number(values.homeDeliveryFee), freeOver: values.freeOver ? Number(values.freeOver) : null },
        {
          onSuccess: () => notify({ color: 'green', message: t.saved }),
          onError: (error) => reportFailure(t.saveFailed, error),
        },
      ),
    )(event);
  }

  return (
    <Paper component="section" withBorder p="md" maw={640} aria-labelledby="shipping-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id="shipping-heading">
            {t.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <AmountInput unit="dollars" label={t.fee} required {...form.getInputProps('homeDeliveryFee')} />
            <AmountInput
              unit="dollars"
              label={t.freeOver}
              description={t.freeOverHint}
              // The hint under the field, so both fields stand level.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min="0.01"
              {...form.getInputProps('freeOver')}
            />
          </SimpleGrid>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t.preview}
            </Text>
            <Text data-testid="shipping-preview">{homeDeliveryText(saved) ?? t.noFee}</Text>
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
