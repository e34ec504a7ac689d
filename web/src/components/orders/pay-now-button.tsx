import { Button, Stack, Text, type MantineSize } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import type { Order } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';
import { useSession } from '@/lib/session/session';
import { studentNameOf } from './order-status';
import { PAY_NOW_TEXTS } from './pay-now-texts';

/** What Pay now needs of an order: its status, its checkout and the signed link a guest was given for it. */
export type PayableOrder = Pick<Order, 'id' | 'status' | 'checkoutId' | 'link' | 'studentFirstName' | 'studentLastName'> & { supplyList: { name: string } };

/** An order awaiting its payment, or whose payment failed, can be paid now. */
export const isPayable = (order: Pick<Order, 'status'>) => order.status === 'AWAITING_PAYMENT' || order.status === 'PAYMENT_FAILED';

/**
 * POST /api/orders/{id}/pay → `{ checkoutUrl }` for the order's checkout, every box of it: its
 * payment page while open, else a new one for the same boxes. A guest proves the order with its
 * signed link's token; a signed-in owner by the session alone.
 */
async function payNow(order: PayableOrder): Promise<string> {
  const checkoutId = order.checkoutId ?? order.id;
  const { checkoutUrl } = await api.post(routePath('POST /orders/{id}/pay', { id: checkoutId }), order.link ? { token: order.link } : {});
  return checkoutUrl;
}

/**
 * Pay now for an unpaid order (its checkout: `boxes` of them when a household's), off to the
 * payment page; nothing for one that is paid or ended, nor for a guest who holds no link to it.
 * A refusal (the school no longer takes orders, say) is said under the button.
 */
export function PayNowButton({ order, boxes = 1, size }: { order: PayableOrder; boxes?: number; size?: MantineSize | 'compact-sm' }) {
  const session = useSession();
  // A plain state rather than a query mutation: My Orders' first download does without its code.
  const [state, setState] = useState<{ going: boolean; error: string | null }>({ going: false, error: null });
  if (!isPayable(order) || (!order.link && session.status !== 'signed-in')) return null;

  async function pay() {
    setState({ going: true, error: null });
    try {
      window.location.assign(await payNow(order));
    } catch (err) {
      setState({ going: false, error: (err as Error).message });
    }
  }
  const label = boxes > 1 ? PAY_NOW_TEXTS.payNowForBoxes({ count: boxes }) : PAY_NOW_TEXTS.payNow;
  return (
    <Stack gap={4} align="flex-end">
      <Button
        onClick={() => void pay()}
        size={size}
        loading={state.going}
        leftSection={<IconCreditCard size={size === 'compact-sm' ? 14 : 16} aria-hidden />}
        aria-label={boxes > 1 ? label : PAY_NOW_TEXTS.payNowLabel({ student: studentNameOf(order), list: order.supplyList.name })}
      >
        {label}
      </Button>
      {state.error && (
        <Text size="sm" c="red.9" role="alert" ta="right">
          {state.error}
        </Text>
      )}
    </Stack>
  );
}
