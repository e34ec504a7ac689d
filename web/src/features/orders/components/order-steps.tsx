import { Text, Timeline } from '@mantine/core';
import type { OrderStep } from '@ssb/contract';
import { formatOrderDate } from '@/components/orders/order-status';
import { MY_ORDERS_TEXTS } from '../texts';
import classes from './order-card.module.css';

const texts = MY_ORDERS_TEXTS.steps;

/**
 * The steps a box took to the door, with when (My Orders): read from the order the list already
 * holds (its `steps`), so a list of 50 orders reads nothing more. One line a step, so it stays
 * short on a phone.
 */
export function OrderSteps({ steps }: { steps: OrderStep[] }) {
  // Its placing alone is the card's "Placed on" already.
  if (steps.length < 2) return null;
  const cancelled = steps.at(-1)?.step === 'cancelled';
  return (
    <div className={classes.steps}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={6}>
        {texts.heading}
      </Text>
      <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} color={cancelled ? 'red' : 'teal'} role="list" aria-label={texts.heading}>
        {steps.map(({ step, at }) => (
          <Timeline.Item key={step} role="listitem" className={classes.step}>
            <Text size="sm" component="span" fw={600}>
              {texts[step]}
            </Text>{' '}
            <Text size="sm" component="span" c="dimmed">
              <time dateTime={at}>{formatOrderDate(at)}</time>
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}
