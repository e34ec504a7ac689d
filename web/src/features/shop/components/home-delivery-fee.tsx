import { Group, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { homeDeliveryText } from '@ssb/contract';
import { useShippingSettings } from '@/lib/catalog/shipping';

/**
 * What shipping a box home costs ("Home delivery: $9.00, free on orders of $50.00 or more"),
 * said before the family types anything so that the fee is no surprise at the end; nothing
 * while the settings load, when they fail (the checkout still charges what the API says), or
 * when no fee is set.
 */
export function HomeDeliveryFee({ mt, mb }: { mt?: string; mb?: string }) {
  const settings = useShippingSettings();
  const line = settings.data ? homeDeliveryText(settings.data) : null;
  if (!line) return null;
  return (
    <Group gap={6} mt={mt} mb={mb} wrap="nowrap" align="flex-start" data-testid="home-delivery-fee">
      <IconTruckDelivery size={18} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
      <Text size="sm" fw={600}>
        {line}
      </Text>
    </Group>
  );
}
