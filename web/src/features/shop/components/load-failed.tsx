import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { SHOP_TEXTS } from '../texts';

/** A failed load: the spec's message, the reason, and a retry. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      {error instanceof Error && error.message ? error.message : null}
      <Button display="flex" mt="sm" size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
        {SHOP_TEXTS.retry}
      </Button>
    </Alert>
  );
}
