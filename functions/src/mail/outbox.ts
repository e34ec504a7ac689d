import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { mailTimes, type MailDoc, type OrderDoc } from '@ssb/documents';
import { collection } from '../lib/collections';
import { newsToAnnounce, type FamilyNewsKind } from './family-news';
import { renderFamilyMail, type NewsBox } from './render';

/** An order's status move, as written in a transaction. */
export interface WrittenMove {
  orderId: string;
  /** The order as the transaction read it: its status and `updatedAt` say which change this is. */
  before: OrderDoc;
  /** The order as the move leaves it. */
  after: OrderDoc;
  /** What was refunded for it with the move (cents). */
  refundedCents: number;
}

interface Group {
  kind: FamilyNewsKind;
  moves: WrittenMove[];
}

/**
 * The e-mail document's id: the checkout (or order), the kind of news and a digest of the
 * orders it announces, each at the version it moved from. The same change yields the same id,
 * so a change announced twice (which the transaction's reads should never let happen) fails
 * its create() instead of e-mailing twice; a later, real change of the same kind (an order
 * moved back and forward again) starts from another version and gets another id.
 */
export function mailIdOf(anchor: string, kind: FamilyNewsKind, moves: WrittenMove[]): string {
  const versions = moves
    .map((move) => `${move.orderId}:${move.before.status}:${move.before.updatedAt.toMillis()}`)
    .sort()
    .join('\n');
  return `${anchor}-${kind}-${createHash('sha256').update(versions).digest('hex').slice(0, 16)}`;
}

/**
 * The e-mails of one transaction's status moves. Each move is handed over as it is written; at
 * the end of the transaction the moves are grouped (the boxes of one checkout that moved the same
 * way, to the same address, make one message) and each message is created in the same
 * transaction. It reads nothing: everything a message says is on the orders being moved.
 */
export class Outbox {
  private readonly groups = new Map<string, Group>();

  /**
   * Takes a move's news, if it has any the order has not told yet (`newsToAnnounce`), and
   * answers it: the writer records it on the order in the same write (`announced`), so the
   * next time it is not news.
   */
  add(move: WrittenMove): FamilyNewsKind | null {
    const kind = newsToAnnounce(move.before, move.after.status);
    if (!kind) return null;
    const key = [kind, move.after.checkoutId ?? move.orderId, move.after.emailKey].join('\n');
    const group = this.groups.get(key) ?? { kind, moves: [] };
    group.moves.push(move);
    this.groups.set(key, group);
    return kind;
  }

  /** Creates every message in `tx`; nothing when no move had news. */
  write(tx: Transaction, appUrl: string): void {
    const now = Timestamp.now();
    for (const { kind, moves } of this.groups.values()) {
      const [first] = moves;
      if (!first) continue;
      const boxes: NewsBox[] = moves.map((move) => ({ orderId: move.orderId, order: move.after, refundedCents: move.refundedCents }));
      const doc: MailDoc = {
        to: first.after.contact.email,
        message: renderFamilyMail(kind, boxes, appUrl),
        kind,
        orderIds: moves.map((move) => move.orderId),
        ...mailTimes(now),
      };
      tx.create(collection.mail().doc(mailIdOf(first.after.checkoutId ?? first.orderId, kind, moves)), doc);
    }
  }
}
