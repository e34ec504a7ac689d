import { Badge, Group, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { formatLongDate, type SupplyList } from '@ssb/contract';
import { SHOP_TEXTS } from '../texts';

const texts = SHOP_TEXTS.lists;

/** "Verified by {school}" and the day its representative approved the list; nothing for a list not approved. */
export function VerifiedBy({ list, mt }: { list: SupplyList; mt?: string | number }) {
  if (!list.approval) return null;
  return (
    <Group gap="xs" mt={mt} wrap="wrap" data-testid="verified-by">
      <Badge variant="light" color="teal" tt="none" leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}>
        {texts.verifiedBy({ school: list.school.name })}
      </Badge>
      <Text size="xs" c="dimmed">
        {texts.verifiedOn({ date: formatLongDate(new Date(list.approval.at)) })}
      </Text>
    </Group>
  );
}
