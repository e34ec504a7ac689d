import { Alert, Badge, Box, Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCalendarOff, IconChecklist } from '@tabler/icons-react';
import type { SupplyList } from '@ssb/contract';
import { SHOP_TEXTS } from '../texts';
import { itemCountOf, listPreview, priceText } from '../utils/list-preview';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import classes from './chosen-list-card.module.css';
import { VerifiedBy } from './verified-by';

const texts = SHOP_TEXTS.lists;

interface ChosenListCardProps {
  list: SupplyList;
  /** Why the list cannot be ordered now (its school's ordering window), shown instead of 'Place an Order'. */
  closedReason: string | null;
  /** '{amount} of this box goes to {school}', when its school earns a share of each box. */
  shareLine?: string | null;
  onChooseDifferentList: () => void;
  onPlaceOrder: () => void;
}

/** The chosen list: name, 'Complete List Price', item count, the first three products with their thumbnails and 'and N more items'. */
export function ChosenListCard({ list, closedReason, shareLine, onChooseDifferentList, onPlaceOrder }: ChosenListCardProps) {
  const preview = listPreview(list);
  const price = priceText(list);

  return (
    <Paper withBorder radius="lg" className={classes.card} component="article" aria-labelledby="chosen-list-name">
      <div className={classes.top}>
        <Box miw={0}>
          <Title id="chosen-list-name" order={3} size="h4" className={classes.wrap}>
            {list.name}
          </Title>
          <Badge mt={6} variant="light" color="indigo" tt="none" leftSection={<IconChecklist size={14} aria-hidden />}>
            {texts.itemCount({ count: itemCountOf(list) })}
          </Badge>
          <VerifiedBy list={list} mt={6} />
        </Box>
        {price && (
          <div className={classes.price}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {texts.completeListPrice}
            </Text>
            <Text fz={28} fw={800} lh={1.1} c="indigo.8">
              {price}
            </Text>
          </div>
        )}
      </div>
      {shareLine && (
        <Text size="sm" c="indigo.9" fw={600} mt="xs">
          {shareLine}
        </Text>
      )}

      <List size="sm" spacing={6} mt="md" listStyleType="none" className={classes.items}>
        {preview.items.map(({ name, thumbnailUrl }, index) => (
          <List.Item key={`${index}-${name}`} icon={<ProductThumbnail name={name} url={thumbnailUrl} />}>
            {name}
          </List.Item>
        ))}
      </List>
      {preview.more > 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          {texts.moreItems({ count: preview.more })}
        </Text>
      )}

      {closedReason && (
        <Alert color="gray" variant="light" mt="lg" icon={<IconCalendarOff aria-hidden />} classNames={{ message: classes.closedReason }}>
          {closedReason}
        </Alert>
      )}
      <Group className={classes.actions} mt="lg" gap="sm">
        <Button variant="default" onClick={onChooseDifferentList}>
          {texts.chooseDifferentList}
        </Button>
        {!closedReason && (
          <Button onClick={onPlaceOrder} rightSection={<IconArrowRight size={16} aria-hidden />}>
            {texts.placeOrder}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
