import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CARRIER_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH, TrackingRequest, type Order } from '@ssb/contract';
import { reportFailure } from '@/lib/staff/staff-failures';
import { useSetTracking } from '../api/set-tracking';
import { STAFF_ORDER_TEXTS } from '../texts';

const texts = STAFF_ORDER_TEXTS.tracking;

/**
 * A box sent home (docs/decisions.md §27): its tracking as added, with the carrier's page, and for
 * an administrator a small form to add it or change it; saving e-mails the family the link.
 */
export function TrackingForm({ order, editable }: { order: Order; editable: boolean }) {
  const setTracking = useSetTracking();
  const form = useForm({
    initialValues: { carrier: order.tracking?.carrier ?? '', trackingNumber: order.tracking?.trackingNumber ?? '' },
    validate: schemaResolver(TrackingRequest, { sync: true }),
  });
  const { tracking } = order;
  return (
    <Stack gap={6} mt="xs">
      {tracking && (
        <Text size="sm">
          {texts.current({ carrier: tracking.carrier, trackingNumber: tracking.trackingNumber })}{' '}
          {tracking.url && (
            <Anchor href={tracking.url} target="_blank" rel="noopener noreferrer" size="sm">
              {texts.track}
            </Anchor>
          )}
        </Text>
      )}
      {editable && (
        <form
          noValidate
          onSubmit={form.onSubmit((body) => setTracking.mutate({ orderId: order.id, body }, { onError: (error) => reportFailure(texts.failed, error) }))}
        >
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput label={texts.carrier} placeholder="USPS, UPS, FedEx" maxLength={CARRIER_MAX_LENGTH} {...form.getInputProps('carrier')} />
            <TextInput label={texts.number} maxLength={TRACKING_NUMBER_MAX_LENGTH} {...form.getInputProps('trackingNumber')} />
            <Button type="submit" mt={25} loading={setTracking.isPending}>
              {tracking ? texts.change : texts.add}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
