import { centsToDollars, type TimelineEntry } from '@ssb/contract';
import type { MailDoc, OrderChange, OrderDoc, RefundDoc } from '@ssb/documents';
import { ACTORS } from '@ssb/documents';

/** Who made a change, as the reader may see it: a staff reader gets an e-mail address or an actor; a family, nothing. */
export type NameActor = ((by: string) => string) | null;

const iso = (at: { toDate(): Date }) => at.toDate().toISOString();

function entryOf(change: OrderChange): Omit<TimelineEntry, 'by'> {
  const at = iso(change.at);
  switch (change.event) {
    case 'placed':
      return { at, event: 'placed', to: change.to };
    case 'paid':
      return { at, event: 'paid', from: change.from ?? undefined, to: change.to };
    case 'handOver':
      return { at, event: 'pickedUp', from: change.from ?? undefined, to: change.to };
    case 'undoHandOver':
      return { at, event: 'pickUpUndone', from: change.from ?? undefined, to: change.to };
    default:
      return { at, event: 'statusChanged', from: change.from ?? undefined, to: change.to };
  }
}

/**
 * An order's timeline, oldest first, from what the product records: the changes kept on the order
 * (`history`; an order stored before it was kept shows its placing and payment from its own
 * times), its refund record and the e-mails written about it. `nameActor` names who made each
 * change for a staff reader; a family's reader gets the changes without who.
 */
export function orderTimeline(order: OrderDoc, refund: RefundDoc | null, mails: MailDoc[], nameActor: NameActor): TimelineEntry[] {
  const who = (by: string) => (nameActor ? { by: nameActor(by) } : {});
  const changes: TimelineEntry[] = order.history.length
    ? order.history.map((change) => ({ ...entryOf(change), ...who(change.by) }))
    : [{ at: iso(order.createdAt), event: 'placed' }, ...(order.paidAt ? [{ at: iso(order.paidAt), event: 'paid' as const }] : [])];
  const refunded: TimelineEntry[] =
    refund && refund.amountCents > 0
      ? [{ at: iso(refund.createdAt), event: 'refunded', amount: centsToDollars(refund.amountCents), ...who(refund.requestedBy ?? ACTORS.stripe) }]
      : [];
  const emailed = mails.map((mail): TimelineEntry => ({ at: iso(mail.createdAt), event: 'emailed', subject: mail.message.subject }));
  // A stable sort: what happened at the same instant keeps the order it was recorded in.
  return [...changes, ...refunded, ...emailed]
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.i - b.i)
    .map(({ entry }) => entry);
}
