import { EmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';

/** 'No Schools Available Yet', 'No Supply Lists Available'. */
export function ShopEmptyState({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState py="xl" variant="light" color="gray" icon={<IconMoodEmpty aria-hidden />}>
      <EmptyState.Title order={3}>{title}</EmptyState.Title>
      <EmptyState.Description>{description}</EmptyState.Description>
    </EmptyState>
  );
}
