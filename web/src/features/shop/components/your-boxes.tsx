import { ActionIcon, Badge, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { centsToDollars, formatMoney, MAX_CHECKOUT_BOXES } from '@ssb/contract';
import { removeBox, roomForAnotherBox, useHouseholdBasket } from '@/lib/household/household-basket';
import { useSavedBoxes, type ResolvedBox } from '../hooks/use-saved-boxes';
import { ORDER_TEXTS } from '../order-texts';
import classes from './your-boxes.module.css';

const texts = ORDER_TEXTS.boxes;

/** The box being ordered on the order screen, shown last with the saved ones. */
export interface CurrentBox {
  childName: string;
  listName: string;
  schoolName: string;
  /** Null while its skipped items make it a box that cannot be bought. */
  totalCents: number | null;
}

interface YourBoxesProps {
  boxes: ResolvedBox[];
  current?: CurrentBox | null;
  /** In place of the total, read out as it changes: the API's breakdown of the checkout, once it is known. */
  breakdown?: ReactNode;
  /** Under the total: what to do next (step 1's hint and button). */
  children?: ReactNode;
}

export const childNameOf = (first: string, last: string) => `${first.trim()} ${last.trim()}`.trim();

/**
 * 'Your Boxes ({n})': every child's box chosen so far, with its list, school and price, each
 * removable, and what they cost together, paid once.
 */
export function YourBoxes({ boxes, current, breakdown, children }: YourBoxesProps) {
  const count = boxes.length + (current ? 1 : 0);
  const prices = [...boxes.map((resolved) => (resolved.state === 'ready' ? resolved.price.totalCents : null)), ...(current ? [current.totalCents] : [])];
  const total = prices.every((cents) => cents !== null) ? prices.reduce<number>((sum, cents) => sum + cents!, 0) : null;

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="your-boxes-heading" className={classes.panel}>
      <Title id="your-boxes-heading" order={2} size="h3" mb="sm">
        {texts.heading({ count })}
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} className={classes.list}>
        {boxes.map((resolved) => (
          <SavedBoxRow key={resolved.box.id} resolved={resolved} />
        ))}
        {current && (
          <li className={classes.row}>
            <div className={classes.what}>
              <Group gap={6}>
                <Text fw={700} className={classes.wrap}>
                  {current.childName || texts.unnamedChild}
                </Text>
                <Badge size="sm" variant="light" tt="none">
                  {texts.thisBox}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" className={classes.wrap}>
                {texts.box({ listName: current.listName, schoolName: current.schoolName })}
              </Text>
            </div>
            <Text fw={700} className={classes.price}>
              {current.totalCents === null ? '—' : formatMoney(centsToDollars(current.totalCents))}
            </Text>
          </li>
        )}
      </Stack>
      <Divider my="sm" />
      {/* Read out again as boxes come and go and their prices change. Once the API's breakdown is
          known its Total is the one total: the list prices' sum would be a second, other figure. */}
      <div aria-live="polite" aria-atomic>
        {breakdown ? (
          <>
            <Text size="xs" c="dimmed" mb="xs">
              {texts.paidOnce}
            </Text>
            {breakdown}
          </>
        ) : (
          <Group justify="space-between" align="baseline">
            <Text fw={700}>
              {texts.total}
              <Text span display="block" size="xs" fw={400} c="dimmed">
                {texts.paidOnce}
              </Text>
            </Text>
            <Text fz={22} fw={800} c="indigo.8" data-testid="boxes-total">
              {total === null ? '—' : formatMoney(centsToDollars(total))}
            </Text>
          </Group>
        )}
      </div>
      {children}
    </Paper>
  );
}

function SavedBoxRow({ resolved }: { resolved: ResolvedBox }) {
  const { box } = resolved;
  const child = childNameOf(box.studentFirstName, box.studentLastName);
  return (
    <li className={classes.row}>
      <div className={classes.what}>
        <Text fw={700} className={classes.wrap}>
          {child}
        </Text>
        {resolved.state === 'ready' && (
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {texts.box({ listName: resolved.list.name, schoolName: resolved.school.name })}
          </Text>
        )}
        {resolved.state === 'unavailable' && (
          <Badge color="red" variant="light" tt="none" mt={2}>
            {texts.unavailable}
          </Badge>
        )}
      </div>
      <Group gap="xs" wrap="nowrap" className={classes.price}>
        {resolved.state === 'loading' ? (
          <Loader size="xs" aria-label={texts.loading} />
        ) : (
          resolved.state === 'ready' && <Text fw={700}>{formatMoney(centsToDollars(resolved.price.totalCents))}</Text>
        )}
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={texts.remove({ childName: child })} onClick={() => removeBox(box.id)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}

/** Step 1 with boxes saved: them, what to do for the next child, and the way to pay for them. */
export function SavedBoxesPanel({ onCheckout }: { onCheckout: () => void }) {
  const basket = useHouseholdBasket();
  const saved = useSavedBoxes(basket.boxes);
  return (
    <YourBoxes boxes={saved}>
      <Text size="sm" c="dimmed" mt="md">
        {roomForAnotherBox(basket.boxes.length) ? texts.nextChild : texts.full({ max: MAX_CHECKOUT_BOXES })}
      </Text>
      <Group justify="flex-end" mt="sm">
        <Button onClick={onCheckout} rightSection={<IconArrowRight size={16} aria-hidden />}>
          {ORDER_TEXTS.form.continueToCheckout}
        </Button>
      </Group>
    </YourBoxes>
  );
}
