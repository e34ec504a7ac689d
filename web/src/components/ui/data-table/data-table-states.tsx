import { Group, Loader, Text } from '@mantine/core';

/** The first page is on its way. */
export function LoadingState({ text }: { text: string }) {
  return (
    <Group justify="center" gap="xs" py="lg" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Text ta="center" c="dimmed" py="lg">
      {text}
    </Text>
  );
}
