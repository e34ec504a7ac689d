import { centsToDollars, onceOnlyTimelineEvents, timelineEventOf, type TimelineEntry } from '@ssb/contract';
import type { MailDoc, OrderChange, OrderDoc, RefundDoc } from '@ssb/documents';
import { ACTORS } from '@ssb/documents';

/** Who made a change, as the reader may see it: a staff reader gets an e-mail address or an actor; a family, nothing. */
export type NameActor = ((by: string) => string) | null;

const iso = (at: { toDate(): Date }) => at.toDate().toISOString();

function entryOf(change: OrderChange): Omit<TimelineEntry, 'by'> {
  const at = iso(change.at);
  const event = timelineEventOf(change);
  switch (event) {
    case 'placed':
      return { at, event, to: change.to };
    case 'shipped':
    case 'atSchool':
    case 'trackingAdded':
      return { at, event };
    default:
      return { at, event, from: change.from ?? undefined, to: change.to };
  }
}

/**
 * The changes worth telling, each once: of an event a box lives through once (onceOnlyTimelineEvents)
 * the first, and of any other a change the same as the one kept just before it (a retried write)
 * not again; a move made, undone and made again is three changes and shows three times.
 */
function tellOnce(history: readonly OrderChange[]): OrderChange[] {
  const seen = new Set<string>();
  let last: OrderChange | null = null;
  return history.filter((change) => {
    const event = timelineEventOf(change);
    const repeated = onceOnlyTimelineEvents.includes(event)
      ? seen.has(event)
      : last !== null && last.event === change.event && last.from === change.from && last.to === change.to;
    seen.add(event);
    last = change;
    return !repeated;
  });
}

/** The items its box was sent otherwise than ordered, each once (one per item and kind of change). */
function itemChangeEntries(order: OrderDoc): TimelineEntry[] {
  const seen = new Set<string>();
  return order.itemChanges.flatMap((change): TimelineEntry[] => {
    const key = `${change.change}:${change.productId}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const at = iso(change.at);
    return change.change === 'substituted'
      ? [{ at, event: 'substituted', item: change.name, ...(change.substitute ? { substitute: change.substitute.name } : {}) }]
      : [{ at, event: 'removed', item: change.name, ...(change.refundCents ? { amount: centsToDollars(change.refundCents) } : {}) }];
  });
}

/**
 * An order's timeline, oldest first, from what the product records: the changes kept on the order
 * (`history`, each told once: `tellOnce`; an order stored before it was kept shows its placing and
 * payment from its own times), the items sent otherwise than ordered, its refund record and the
 * e-mails written about it. `nameActor` names who made each
 * change for a staff reader; a family's reader gets the changes without who.
 */
export function orderTimeline(order: OrderDoc, refund: RefundDoc | null, mails: MailDoc[], nameActor: NameActor): TimelineEntry[] {
  const who = (by: string) => (nameActor ? { by: nameActor(by) } : {});
  const changes: TimelineEntry[] = order.history.length
    ? tellOnce(order.history).map((change) => ({ ...entryOf(change), ...who(change.by) }))
    : [{ at: iso(order.createdAt), event: 'placed' }, ...(order.paidAt ? [{ at: iso(order.paidAt), event: 'paid' as const }] : [])];
  const refunded: TimelineEntry[] =
    refund && refund.amountCents > 0
      ? [{ at: iso(refund.createdAt), event: 'refunded', amount: centsToDollars(refund.amountCents), ...who(refund.requestedBy ?? ACTORS.stripe) }]
      : [];
  const emailed = mails.map((mail): TimelineEntry => ({ at: iso(mail.createdAt), event: 'emailed', subject: mail.message.subject }));
  // A stable sort: what happened at the same instant keeps the order it was recorded in.
  return [...changes, ...itemChangeEntries(order), ...refunded, ...emailed]
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.i - b.i)
    .map(({ entry }) => entry);
}
