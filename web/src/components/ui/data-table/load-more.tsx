import { Button, Stack, Text } from '@mantine/core';
import type { DataTablePagination, DataTableTexts } from './types';

/** "Load more" under a list the server pages with a cursor (useCursorPages), and how many remain when the server says. */
export function LoadMore({ pagination, shown, texts }: { pagination: DataTablePagination; shown: number; texts: Pick<DataTableTexts, 'loadMore' | 'shown'> }) {
  return (
    <Stack gap={4} align="center">
      <Button variant="default" loading={pagination.loadingMore} onClick={pagination.onLoadMore}>
        {texts.loadMore}
      </Button>
      {pagination.total !== undefined && (
        <Text size="sm" c="dimmed">
          {texts.shown({ shown, total: pagination.total, remaining: Math.max(0, pagination.total - shown) })}
        </Text>
      )}
    </Stack>
  );
}
