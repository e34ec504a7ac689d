import { Group, Loader, Text } from '@mantine/core';

/** What a tab shows while its first answer loads. */
export function LoadingCards({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status" py="md">
      <Loader size="sm" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
