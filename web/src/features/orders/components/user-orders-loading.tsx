import { Group, Loader, Text } from '@mantine/core';
import { MY_ORDERS_TEXTS } from '../texts';

/** While a signed-in person's orders (or the session that says whose they are) load. */
export function UserOrdersLoading() {
  return (
    <Group justify="center" gap="sm" py="xl" role="status">
      <Loader size="sm" />
      <Text c="dimmed">{MY_ORDERS_TEXTS.account.loading}</Text>
    </Group>
  );
}
