import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { isPaidStatus, type OrderStatus } from '@ssb/contract';
import { mailboxDigest, mailTimes, type MailDoc, type OrderDoc } from '@ssb/documents';
import { schoolsCollection } from '../schools/repository';
import { mailCollection } from './repository';
import { newsToAnnounce, type FamilyNewsKind } from './family-news';
import { renderFamilyMail, type NewsBox, type NewsGift } from './render';

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
 * News a mailbox hears at most once a day, however many orders bring it: a failed checkout asks
 * nothing of the address's owner, and anyone can start one with any address and cancel it.
 */
const ONCE_A_DAY: ReadonlySet<FamilyNewsKind> = new Set(['paymentFailed']);

/**
 * The id of the once-a-day message of `kind` to the mailbox `email` reaches (its spellings with a
 * +tag or Gmail's dots are one) on `day` (UTC, YYYY-MM-DD): a second such message that day has
 * the same id, and is not written.
 */
export const dailyMailIdOf = (kind: FamilyNewsKind, email: string, day: string): string => `${kind}-${day}-${mailboxDigest(email)}`;

/**
 * The e-mails of one transaction's status moves. Each move is handed over as it is written; at
 * the end of the transaction the moves are grouped (the boxes of one checkout that moved the same
 * way, to the same address, make one message) and each message is created in the same
 * transaction. Everything a message says is on the orders being moved; the one read it makes,
 * with the transaction's others, is whether a once-a-day message already went to the mailbox.
 */
export class Outbox {
  private readonly groups = new Map<string, Group>();
  /** The once-a-day messages' ids, and whether each was already sent today, as read in the transaction. */
  private readonly sentToday = new Map<string, boolean>();
  private readonly reads = new Map<string, Promise<void>>();
  /** The delivery date of each school a confirmation names a box to (docs/decisions.md §27), as read in the transaction. */
  private readonly deliveryDates = new Map<string, string | null>();
  private readonly schoolReads = new Map<string, Promise<void>>();
  /** The gifts paid with a checkout's boxes in this transaction, by checkout. */
  private readonly gifts = new Map<string, NewsGift>();
  private readonly day: string;

  constructor(now = new Date()) {
    this.day = now.toISOString().slice(0, 10);
  }

  /**
   * Reads, before the transaction's first write, what a move of `order` to `to` will need: for
   * news that goes out once a day, whether its mailbox had it already today.
   */
  async prepare(tx: Transaction, order: OrderDoc, to: OrderStatus): Promise<void> {
    const kind = newsToAnnounce(order, to);
    if (kind === 'confirmed' && order.delivery.toSchool) await this.readDeliveryDate(tx, order.schoolId);
    if (!kind || !ONCE_A_DAY.has(kind)) return;
    const id = dailyMailIdOf(kind, order.contact.email, this.day);
    const read = this.reads.get(id) ?? tx.get(mailCollection().doc(id)).then((snap) => void this.sentToday.set(id, snap.exists));
    this.reads.set(id, read);
    await read;
  }

  private async readDeliveryDate(tx: Transaction, schoolId: string): Promise<void> {
    const read =
      this.schoolReads.get(schoolId) ??
      tx.get(schoolsCollection().doc(schoolId)).then((snap) => void this.deliveryDates.set(schoolId, snap.data()?.deliveryDate ?? null));
    this.schoolReads.set(schoolId, read);
    await read;
  }

  /**
   * Takes a move's news, if it has any the order has not told yet (`newsToAnnounce`), and
   * answers it: the writer records it on the order in the same write (`announced`), so the
   * next time it is not news.
   */
  add(move: WrittenMove): FamilyNewsKind | null {
    const kind = newsToAnnounce(move.before, move.after.status);
    if (!kind) return null;
    const key = [kind, move.after.checkoutId, move.after.emailKey].join('\n');
    const group = this.groups.get(key) ?? { kind, moves: [] };
    group.moves.push(move);
    this.groups.set(key, group);
    return kind;
  }

  /** A gift paid with the boxes of `checkoutId`: their confirmation thanks the family for it. */
  addGift(checkoutId: string, gift: NewsGift): void {
    this.gifts.set(checkoutId, gift);
  }

  /** Whether the once-a-day message `id` is still to be sent today; once it is answered yes, it is no. */
  private firstToday(id: string): boolean {
    const sent = this.sentToday.get(id);
    if (sent === undefined) throw new Error(`The outbox was not prepared for the message ${id}`);
    this.sentToday.set(id, true);
    return !sent;
  }

  /**
   * Creates every message in `tx`; nothing when no move had news, nor for once-a-day news its
   * mailbox had today. Each links to its checkout's page, `orderPage(checkoutId)`.
   */
  write(tx: Transaction, orderPage: (checkoutId: string) => string): void {
    const now = Timestamp.now();
    for (const { kind, moves } of this.groups.values()) {
      const [first] = moves;
      if (!first) continue;
      const daily = ONCE_A_DAY.has(kind);
      const id = daily ? dailyMailIdOf(kind, first.after.contact.email, this.day) : mailIdOf(first.after.checkoutId, kind, moves);
      if (daily && !this.firstToday(id)) continue;
      const boxes: NewsBox[] = moves.map((move) => ({
        orderId: move.orderId,
        order: move.after,
        refundedCents: move.refundedCents,
        paid: isPaidStatus(move.before.status) || move.before.paymentIntentId !== null,
        deliveryDate: this.deliveryDates.get(move.after.schoolId) ?? null,
      }));
      const doc: MailDoc = {
        to: first.after.contact.email,
        message: renderFamilyMail(kind, boxes, orderPage(first.after.checkoutId), this.gifts.get(first.after.checkoutId) ?? null),
        kind,
        orderIds: moves.map((move) => move.orderId),
        ...mailTimes(now),
      };
      tx.create(mailCollection().doc(id), doc);
    }
  }
}
