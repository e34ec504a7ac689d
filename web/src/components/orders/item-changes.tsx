import { Text } from '@mantine/core';
import { itemChangeLine, type ItemChangeView } from '@ssb/contract';

/**
 * What a box is sent otherwise than ordered (a backorder's substitute, or a removal with its
 * refund), one line each, as My Orders, the staff's order page and the packing slip say it.
 * A plain list: the screens that show it load no list component for it.
 */
export function ItemChanges({ changes }: { changes: readonly ItemChangeView[] | undefined }) {
  if (!changes?.length) return null;
  return (
    <ul data-testid="item-changes" style={{ margin: 'var(--mantine-spacing-xs) 0 0', paddingInlineStart: 'var(--mantine-spacing-lg)' }}>
      {changes.map((change, index) => (
        <Text component="li" size="sm" key={index}>
          {itemChangeLine(change)}
        </Text>
      ))}
    </ul>
  );
}
