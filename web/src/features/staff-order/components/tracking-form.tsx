import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CARRIER_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH, TrackingRequest, type Order } from '@ssb/contract';
import { reportFailure } from '@/lib/staff/staff-failures';
import { useSetTracking } from '../api/set-tracking';
import { STAFF_ORDER_TEXTS } from '../texts';

const texts = STAFF_ORDER_TEXTS.tracking;

/**
 * An administrator's small form to add or change a box's tracking (docs/decisions.md §27); saving
 * e-mails the family the link. Loaded when the page shows it: its schema stays out of the route.
 */
export default function TrackingForm({ order }: { order: Order }) {
  const setTracking = useSetTracking();
  const form = useForm({
    initialValues: { carrier: order.tracking?.carrier ?? '', trackingNumber: order.tracking?.trackingNumber ?? '' },
    validate: schemaResolver(TrackingRequest, { sync: true }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => setTracking.mutate({ orderId: order.id, body }, { onError: (error) => reportFailure(texts.failed, error) }))}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput label={texts.carrier} placeholder="USPS, UPS, FedEx" maxLength={CARRIER_MAX_LENGTH} {...form.getInputProps('carrier')} />
        <TextInput label={texts.number} maxLength={TRACKING_NUMBER_MAX_LENGTH} {...form.getInputProps('trackingNumber')} />
        <Button type="submit" mt={25} loading={setTracking.isPending}>
          {order.tracking ? texts.change : texts.add}
        </Button>
      </Group>
    </form>
  );
}
