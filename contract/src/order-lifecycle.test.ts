import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from './enums';
import { orderStatusNames } from './order-status-names';
import { bulkStatusTargets, isPaidStatus, lifecycleMessages, orderCountDelta, transition, type OrderEvent, type Transition } from './order-lifecycle';

const [AWAITING, PAID, FAILED, PREPARING, COMPLETED, CANCELLED] = [
  'AWAITING_PAYMENT',
  'PAYMENT_SUCCESS',
  'PAYMENT_FAILED',
  'PREPARING',
  'COMPLETED',
  'CANCELLED',
] as const;

const move = (to: OrderStatus): Transition => ({ kind: 'move', to });
const unchanged: Transition = { kind: 'unchanged' };
const refused = (reason: string): Transition => ({ kind: 'refused', reason });

/** Every event the lifecycle knows, each administrator status and bulk target included. */
const events: OrderEvent[] = [
  { type: 'paid' },
  { type: 'paymentFailed' },
  { type: 'payAgain' },
  { type: 'refundedInFull' },
  { type: 'cancel' },
  ...orderStatuses.flatMap((to) => [false, true].map((refunded): OrderEvent => ({ type: 'set', to, refunded }))),
  ...bulkStatusTargets.map((to): OrderEvent => ({ type: 'bulkMove', to })),
  { type: 'handOver' },
  { type: 'undoHandOver', handedOver: null },
  ...orderStatuses.flatMap((from) => [false, true].map((today): OrderEvent => ({ type: 'undoHandOver', handedOver: { from, today } }))),
];

/** What the lifecycle must answer, written out status by status: the table a reader checks. */
function expected(from: OrderStatus, event: OrderEvent): Transition {
  switch (event.type) {
    case 'paid':
      return {
        [AWAITING]: move(PAID),
        [PAID]: unchanged,
        [FAILED]: { kind: 'refundPayment' },
        [PREPARING]: unchanged,
        [COMPLETED]: unchanged,
        [CANCELLED]: { kind: 'refundPayment' },
      }[from] as Transition;
    case 'paymentFailed':
      return from === AWAITING ? move(FAILED) : unchanged;
    case 'payAgain':
      return {
        [AWAITING]: unchanged,
        [PAID]: refused(lifecycleMessages.alreadyPaid),
        [FAILED]: move(AWAITING),
        [PREPARING]: refused(lifecycleMessages.alreadyPaid),
        [COMPLETED]: refused(lifecycleMessages.alreadyPaid),
        [CANCELLED]: refused(lifecycleMessages.cancelledNotPaid),
      }[from];
    case 'refundedInFull':
    case 'cancel':
      return from === CANCELLED ? unchanged : move(CANCELLED);
    case 'set':
      if (event.refunded && event.to !== CANCELLED) return refused(lifecycleMessages.refundedStaysCancelled);
      return from === event.to ? unchanged : move(event.to);
    case 'bulkMove': {
      const sources: OrderStatus[] = event.to === PREPARING ? [PAID] : [PAID, PREPARING];
      if (from === event.to) return refused(lifecycleMessages.alreadyThere({ status: orderStatusNames[event.to] }));
      return sources.includes(from)
        ? move(event.to)
        : refused(lifecycleMessages.notMovedInBulk({ status: orderStatusNames[from], target: orderStatusNames[event.to] }));
    }
    case 'handOver':
      return from === COMPLETED
        ? unchanged
        : [PAID, PREPARING].includes(from as never)
          ? move(COMPLETED)
          : refused(lifecycleMessages.notHandedOver({ status: orderStatusNames[from] }));
    case 'undoHandOver':
      if (from !== COMPLETED || !event.handedOver || ![PAID, PREPARING, COMPLETED].includes(event.handedOver.from as never)) {
        return refused(lifecycleMessages.undoNotHandedOver);
      }
      if (!event.handedOver.today) return refused(lifecycleMessages.undoTooLate);
      return event.handedOver.from === COMPLETED ? unchanged : move(event.handedOver.from);
  }
}

describe('transition', () => {
  it('answers every status × event as the table says', () => {
    for (const from of orderStatuses) {
      for (const event of events) expect(transition(from, event), `${from} × ${JSON.stringify(event)}`).toEqual(expected(from, event));
    }
  });

  it('when a payment event arrives, then only an order awaiting payment moves, and an ended order gets its money back', () => {
    const moved = orderStatuses.filter((s) => transition(s, { type: 'paid' }).kind === 'move');
    expect(moved).toEqual([AWAITING]);
    expect(orderStatuses.filter((s) => transition(s, { type: 'paid' }).kind === 'refundPayment')).toEqual([FAILED, CANCELLED]);
  });

  it('when staff pack or hand out boxes, then only paid orders move, and never backwards', () => {
    for (const from of [AWAITING, FAILED, CANCELLED] as const) {
      for (const to of bulkStatusTargets) expect(transition(from, { type: 'bulkMove', to }).kind, `${from} -> ${to}`).toBe('refused');
      expect(transition(from, { type: 'handOver' }).kind).toBe('refused');
    }
    expect(transition(COMPLETED, { type: 'bulkMove', to: PREPARING }).kind).toBe('refused');
  });

  it('when staff pack or hand out boxes, then the list counter never moves (paid orders stay live)', () => {
    for (const from of orderStatuses) {
      for (const event of events.filter((e) => e.type === 'bulkMove' || e.type === 'handOver' || e.type === 'undoHandOver')) {
        const result = transition(from, event);
        if (result.kind === 'move') expect(orderCountDelta(from, result.to), `${from} × ${event.type}`).toBe(0);
      }
    }
  });
});

describe('undoing a hand-over', () => {
  it('when the tick was made today, then the order goes back to the status it had before it', () => {
    expect(transition(COMPLETED, { type: 'undoHandOver', handedOver: { from: PAID, today: true } })).toEqual(move(PAID));
    expect(transition(COMPLETED, { type: 'undoHandOver', handedOver: { from: PREPARING, today: true } })).toEqual(move(PREPARING));
  });

  it('when the box was ready for pickup before its tick, then it stays completed: only the pick-up is taken back', () => {
    expect(transition(COMPLETED, { type: 'undoHandOver', handedOver: { from: COMPLETED, today: true } })).toEqual(unchanged);
    expect(transition(COMPLETED, { type: 'undoHandOver', handedOver: { from: COMPLETED, today: false } })).toEqual(refused(lifecycleMessages.undoTooLate));
  });

  it('when the tick was made on an earlier day, then it stays completed', () => {
    expect(transition(COMPLETED, { type: 'undoHandOver', handedOver: { from: PAID, today: false } })).toEqual(refused(lifecycleMessages.undoTooLate));
  });

  it('when the order was completed otherwise, or has moved on since, then there is nothing to undo', () => {
    expect(transition(COMPLETED, { type: 'undoHandOver', handedOver: null })).toEqual(refused(lifecycleMessages.undoNotHandedOver));
    expect(transition(CANCELLED, { type: 'undoHandOver', handedOver: { from: PAID, today: true } })).toEqual(refused(lifecycleMessages.undoNotHandedOver));
  });
});

describe('refusals', () => {
  it('name a status as every screen does, never by its code', () => {
    expect(transition(COMPLETED, { type: 'bulkMove', to: COMPLETED })).toEqual(refused('already Completed'));
    expect(transition(FAILED, { type: 'bulkMove', to: PREPARING })).toEqual(refused('Payment Failed orders are not moved to Preparing in bulk'));
    expect(transition(AWAITING, { type: 'handOver' })).toEqual(
      refused('This order is Awaiting Payment: only paid orders waiting for their box are handed over'),
    );
  });
});

describe('isPaidStatus', () => {
  it('when the customer has paid (paid, preparing, completed), then a cancellation refunds it', () => {
    expect(['PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'].every((s) => isPaidStatus(s as never))).toBe(true);
    expect(['AWAITING_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED'].some((s) => isPaidStatus(s as never))).toBe(false);
  });
});

describe('orderCountDelta', () => {
  const live = new Set<OrderStatus>(['AWAITING_PAYMENT', 'PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED']);
  const ended = new Set<OrderStatus>(['PAYMENT_FAILED', 'CANCELLED']);

  it('when an order is created, then it counts only in a status that may still be or was paid', () => {
    for (const to of orderStatuses) expect(orderCountDelta(null, to), to).toBe(live.has(to) ? 1 : 0);
  });

  it('for every move between two statuses: down when a live order ends, up when an ended one lives again, else unchanged', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const expected = live.has(from) && ended.has(to) ? -1 : ended.has(from) && live.has(to) ? 1 : 0;
        expect(orderCountDelta(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('when every status is either live or ended, then no status is left out', () => {
    expect(new Set([...live, ...ended])).toEqual(new Set(orderStatuses));
  });
});
