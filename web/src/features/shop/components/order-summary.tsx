import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconNote, IconSchool } from '@tabler/icons-react';
import type { School, SupplyList } from '@ssb/contract';
import { SHOP_TEXTS } from '../texts';
import { itemCountOf, priceText } from '../utils/list-preview';
import classes from './order-summary.module.css';

const texts = SHOP_TEXTS.order;

/** Step 2's summary: list and school name, item count, the list's note, price, and every item with its quantity. */
export function OrderSummary({ school, list }: { school: School; list: SupplyList }) {
  const price = priceText(list);
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-summary-heading">
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={4}>
        {texts.summaryHeading}
      </Text>
      <Title id="order-summary-heading" order={2} size="h3" className={classes.wrap}>
        {list.name}
      </Title>
      <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
        <IconSchool size={18} aria-hidden className={classes.icon} />
        <Text c="dimmed" className={classes.wrap}>
          {school.name}
        </Text>
      </Group>
      <Group gap="xs" mt="sm">
        <Badge variant="light" color="indigo" tt="none">
          {SHOP_TEXTS.lists.itemCount(itemCountOf(list))}
        </Badge>
        <Badge
          variant="light"
          color={school.deliverToSchool ? 'teal' : 'orange'}
          tt="none"
          leftSection={school.deliverToSchool ? <IconSchool size={12} aria-hidden /> : <IconHome size={12} aria-hidden />}
        >
          {school.deliverToSchool ? texts.deliveryToSchool(school.name) : texts.deliveryToHome}
        </Badge>
      </Group>

      {list.note && (
        <Group gap="xs" mt="md" p="sm" wrap="nowrap" align="flex-start" className={classes.note}>
          <IconNote size={18} aria-hidden className={classes.icon} />
          <Text size="sm" className={classes.wrap}>
            {list.note}
          </Text>
        </Group>
      )}

      <Text fw={700} mt="lg" mb="xs">
        {texts.itemsHeading}
      </Text>
      <Stack component="ul" gap={6} m={0} p={0} className={classes.items}>
        {list.productsMappings.map((mapping) => (
          <Group key={mapping.productId} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" className={classes.wrap}>
              {mapping.product.name}
            </Text>
            <Text size="sm" fw={600} c="dimmed" className={classes.quantity}>
              {texts.quantity(mapping.quantity)}
            </Text>
          </Group>
        ))}
      </Stack>

      {price && (
        <>
          <Divider my="md" />
          <Group justify="space-between" align="baseline">
            <Text fw={700}>{SHOP_TEXTS.lists.completeListPrice}</Text>
            <Text fz={24} fw={800} c="indigo.8">
              {price}
            </Text>
          </Group>
        </>
      )}
    </Paper>
  );
}
