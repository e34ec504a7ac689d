import { List } from '@mantine/core';
import { itemChangeLine, type ItemChangeView } from '@ssb/contract';

/**
 * What a box is sent otherwise than ordered (a backorder's substitute, or a removal with its
 * refund), one line each, as My Orders, the staff's order page and the packing slip say it.
 */
export function ItemChanges({ changes }: { changes: readonly ItemChangeView[] | undefined }) {
  if (!changes?.length) return null;
  return (
    <List size="sm" mt="xs" data-testid="item-changes">
      {changes.map((change, index) => (
        <List.Item key={index}>{itemChangeLine(change)}</List.Item>
      ))}
    </List>
  );
}
