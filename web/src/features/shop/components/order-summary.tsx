import { Alert, Badge, Checkbox, Divider, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconHome, IconNote, IconSchool } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { centsToDollars, deliversToSchoolNow, formatMoney, isLateOrdering, type ProductMapping, type School, type SupplyList } from '@ssb/contract';
import { SHOP_TEXTS } from '../texts';
import { ORDER_TEXTS } from '../order-texts';
import type { BoxPrice } from '../utils/box-price';
import { deliveredByText, itemCountOf, priceText } from '../utils/list-preview';
import classes from './order-summary.module.css';
import { HomeDeliveryFee } from './home-delivery-fee';
import { ItemThumbnail, LargePhoto } from './item-photo';
import { VerifiedBy } from './verified-by';

const texts = ORDER_TEXTS.order;

interface OrderSummaryProps {
  school: School;
  list: SupplyList;
  /** The optional items the family already has. */
  skipped: readonly string[];
  onSkipChange: (productId: string, skip: boolean) => void;
  /** The box's price with those items left out. */
  boxPrice: BoxPrice;
  /** The API's breakdown of the checkout (shipping, code, tax), under the price once it is known. */
  breakdown?: ReactNode;
}

/**
 * Step 2's summary: list and school name, item count, the list's note, price, and every item
 * with its thumbnail (a tap opens its larger photo), description and quantity; an optional item has 'I already have this', which takes it out of the
 * box and its price off the box's.
 */
export function OrderSummary({ school, list, skipped, onSkipChange, boxPrice, breakdown }: OrderSummaryProps) {
  const price = priceText(list);
  const [shown, setShown] = useState<ProductMapping['product'] | null>(null);
  const now = new Date();
  const toSchool = deliversToSchoolNow(school, now);
  const late = isLateOrdering(school, now) ? school.lateOrders : null;
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
          {SHOP_TEXTS.lists.itemCount({ count: itemCountOf(list) })}
        </Badge>
        <Badge
          variant="light"
          color={toSchool ? 'teal' : 'orange'}
          tt="none"
          leftSection={toSchool ? <IconSchool size={12} aria-hidden /> : <IconHome size={12} aria-hidden />}
        >
          {toSchool ? (deliveredByText(school) ?? texts.deliveryToSchool({ schoolName: school.name })) : texts.deliveryToHome}
        </Badge>
      </Group>
      <VerifiedBy list={list} mt="xs" />
      {late && (
        <Text size="sm" fw={600} mt="xs" c="#b3470c" data-testid="late-orders">
          {SHOP_TEXTS.schools.window.lateOrders({ fee: formatMoney(late.fee) })}
        </Text>
      )}
      {!toSchool && <HomeDeliveryFee mt="xs" />}

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
      {list.optionalCount > 0 && (
        <Text size="sm" c="dimmed" mb="xs">
          {texts.alreadyHaveHint}
        </Text>
      )}
      <Stack component="ul" gap="sm" m={0} p={0} className={classes.items}>
        {list.productsMappings.map((mapping) => {
          const isSkipped = skipped.includes(mapping.productId);
          return (
            <li key={mapping.productId}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Group wrap="nowrap" gap="sm" align="flex-start" className={classes.wrap}>
                  <ItemThumbnail product={mapping.product} onOpen={() => setShown(mapping.product)} />
                  <div className={classes.wrap}>
                    <Text size="sm" className={classes.wrap} td={isSkipped ? 'line-through' : undefined} c={isSkipped ? 'dimmed' : undefined}>
                      {mapping.product.name}
                    </Text>
                    {mapping.product.description && (
                      <Text size="xs" c="dimmed" className={classes.wrap}>
                        {mapping.product.description}
                      </Text>
                    )}
                  </div>
                </Group>
                <Text size="sm" fw={600} c="dimmed" className={classes.quantity}>
                  <span aria-hidden>{texts.quantity({ quantity: mapping.quantity })}</span>
                  <VisuallyHidden>{texts.quantityWords({ quantity: mapping.quantity })}</VisuallyHidden>
                </Text>
              </Group>
              {mapping.optional && (
                <Checkbox
                  size="sm"
                  ml={60}
                  mt={4}
                  mb={4}
                  label={texts.alreadyHave}
                  aria-label={texts.alreadyHaveItem({ product: mapping.product.name })}
                  checked={isSkipped}
                  onChange={(event) => onSkipChange(mapping.productId, event.currentTarget.checked)}
                />
              )}
            </li>
          );
        })}
      </Stack>
      <LargePhoto product={shown} onClose={() => setShown(null)} />

      {/* Read out again as items are left out and put back. */}
      {price && (
        <div aria-live="polite" aria-atomic>
          <Divider my="md" />
          <Group justify="space-between" align="baseline">
            <Text fw={700}>{SHOP_TEXTS.lists.completeListPrice}</Text>
            <Text fz={skipped.length ? 'lg' : 24} fw={800} c={skipped.length ? 'dimmed' : 'indigo.8'}>
              {price}
            </Text>
          </Group>
          {'totalCents' in boxPrice && boxPrice.skippedCents > 0 && (
            <>
              <Group justify="space-between" align="baseline" mt={4}>
                <Text size="sm">{texts.skippedLine({ count: skipped.length })}</Text>
                <Text size="sm" fw={700} className={classes.quantity}>
                  −{formatMoney(centsToDollars(boxPrice.skippedCents))}
                </Text>
              </Group>
              <Group justify="space-between" align="baseline" mt={4}>
                <Text fw={700}>{texts.boxPrice}</Text>
                <Text fz={24} fw={800} c="indigo.8" data-testid="box-price">
                  {formatMoney(centsToDollars(boxPrice.totalCents))}
                </Text>
              </Group>
            </>
          )}
          {breakdown && (
            <>
              <Divider my="md" />
              {breakdown}
            </>
          )}
        </div>
      )}
      {'problem' in boxPrice && (
        <Alert mt="md" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {boxPrice.problem}
        </Alert>
      )}
    </Paper>
  );
}
