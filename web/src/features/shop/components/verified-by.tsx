import { Badge, Group, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { formatLongDate, type SupplyList } from '@ssb/contract';
import { SHOP_TEXTS } from '../texts';

const texts = SHOP_TEXTS.lists;
const WRAPPING = { label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** "Verified by {school}" and the day its representative approved the list; nothing for a list not approved. */
export function VerifiedBy({ list, mt }: { list: SupplyList; mt?: string | number }) {
  if (!list.approval) return null;
  return (
    <Group gap="xs" mt={mt} wrap="wrap" data-testid="verified-by">
      {/* A school's long name wraps rather than being cut: the badge says whose list it is. */}
      <Badge
        variant="light"
        color="teal"
        tt="none"
        h="auto"
        py={4}
        maw="100%"
        styles={WRAPPING}
        leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
      >
        {texts.verifiedBy({ school: list.school.name })}
      </Badge>
      <Text size="xs" c="dimmed">
        {texts.verifiedOn({ date: formatLongDate(new Date(list.approval.at)) })}
      </Text>
    </Group>
  );
}
