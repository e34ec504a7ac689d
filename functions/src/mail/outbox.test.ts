import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections, mailTimes, type MailDoc, type OrderDoc } from '@ssb/documents';
import { anOrder } from '../test/orders';
import { dailyMailIdOf, mailIdOf, Outbox, type WrittenMove } from './outbox';

const APP = 'https://shop.example.com';
/** The checkout's page, as the transaction signs its link (orders/receipt-token.ts). */
const orderPage = (checkoutId: string) => `${APP}/my-orders?orderId=${checkoutId}&receipt=signed`;

/** A transaction that records what is created in it, reads the mail ids of `sent` as there, and every school with `deliveryDate`. */
function recordingTx(sent: string[] = [], deliveryDate: string | null = null) {
  const created: { id: string; collection: string; doc: MailDoc }[] = [];
  const read: string[] = [];
  const tx = {
    create(ref: DocumentReference, doc: MailDoc) {
      created.push({ id: ref.id, collection: ref.parent.id, doc });
      return tx;
    },
    get(ref: DocumentReference) {
      read.push(ref.id);
      const school = ref.parent.id === 'schools';
      return Promise.resolve({ exists: school || sent.includes(ref.id), data: () => (school ? { deliveryDate } : undefined) });
    },
  };
  return { tx: tx as unknown as Transaction, created, read };
}

const move = (orderId: string, before: Partial<OrderDoc>, after: Partial<OrderDoc>, refundedCents = 0): WrittenMove => {
  const order = anOrder(before);
  return { orderId, before: order, after: { ...order, ...after }, refundedCents };
};

const written = (...moves: WrittenMove[]) => {
  const outbox = new Outbox();
  for (const m of moves) outbox.add(m);
  const { tx, created } = recordingTx();
  outbox.write(tx, orderPage);
  return created;
};

describe('Outbox', () => {
  it('creates one message in the mail collection, in the extension’s format, to the order’s contact', () => {
    const [mail, ...more] = written(move('ord-1', { status: 'AWAITING_PAYMENT' }, { status: 'PAYMENT_SUCCESS' }));
    expect(more).toEqual([]);
    expect(mail!.collection).toBe('mail');
    expect(mail!.doc).toMatchObject({ to: 'Pat@example.com', kind: 'confirmed', orderIds: ['ord-1'] });
    expect(Object.keys(mail!.doc.message).sort()).toEqual(['html', 'subject', 'text']);
    expect(mail!.doc.message.text).toContain(orderPage(mail!.doc.orderIds[0]!));
    // A whole document as the converter writes it, due to expire.
    expect(() => collections.mail.converter.toFirestore(mail!.doc)).not.toThrow();
    expect(mail!.doc).toMatchObject(mailTimes(mail!.doc.createdAt));
  });

  it('makes one message of the boxes of one checkout that move the same way, and one per checkout', () => {
    const created = written(
      move('ord-1', { status: 'AWAITING_PAYMENT', checkoutId: 'chk-1' }, { status: 'PAYMENT_SUCCESS' }),
      move('ord-2', { status: 'AWAITING_PAYMENT', checkoutId: 'chk-1', studentFirstName: 'Leo' }, { status: 'PAYMENT_SUCCESS' }),
      move('ord-3', { status: 'AWAITING_PAYMENT', checkoutId: 'chk-2' }, { status: 'PAYMENT_SUCCESS' }),
      move('ord-4', { status: 'AWAITING_PAYMENT' }, { status: 'PAYMENT_SUCCESS' }),
    );
    expect(created.map((mail) => mail.doc.orderIds)).toEqual([['ord-1', 'ord-2'], ['ord-3'], ['ord-4']]);
    // Each links to its checkout's page, which shows every box of it.
    ['chk-1', 'chk-2', anOrder().checkoutId].forEach((checkoutId, i) => expect(created[i]!.doc.message.text).toContain(orderPage(checkoutId)));
    expect(created[0]!.doc.message.text).toContain('Leo Rivera');
  });

  it('writes nothing for a move that tells the family nothing new', () => {
    expect(
      written(move('ord-1', { status: 'COMPLETED' }, { status: 'PREPARING' }), move('ord-2', { status: 'PAYMENT_FAILED' }, { status: 'CANCELLED' })),
    ).toEqual([]);
  });

  it('answers the news it takes, and takes none the order already told: that box is left out of its checkout’s message', () => {
    const outbox = new Outbox();
    const told = move('ord-1', { status: 'PREPARING', checkoutId: 'chk-1', announced: ['confirmed', 'preparing', 'ready'] }, { status: 'COMPLETED' });
    const untold = move('ord-2', { status: 'PREPARING', checkoutId: 'chk-1', announced: ['confirmed', 'preparing'] }, { status: 'COMPLETED' });
    expect(outbox.add(told)).toBeNull();
    expect(outbox.add(untold)).toBe('ready');
    const { tx, created } = recordingTx();
    outbox.write(tx, orderPage);
    expect(created.map((mail) => mail.doc.orderIds)).toEqual([['ord-2']]);
    expect(written(told)).toEqual([]);
  });

  it('carries the amount refunded with a cancellation', () => {
    const [mail] = written(move('ord-1', { status: 'PAYMENT_SUCCESS' }, { status: 'CANCELLED' }, 748));
    expect(mail!.doc.message.subject).toContain('cancelled and refunded');
    expect(mail!.doc.message.text).toContain('$7.48 was refunded');
  });
});

describe('Outbox, for a failed checkout', () => {
  const DAY = new Date('2026-08-20T17:00:00Z');
  const failed = (orderId: string, email: string, checkoutId = orderId) =>
    move(
      orderId,
      { status: 'AWAITING_PAYMENT', checkoutId, contact: { ...anOrder().contact, email }, emailKey: email.toLowerCase() },
      { status: 'PAYMENT_FAILED' },
    );

  /** The outbox as a transaction uses it: each move prepared (read) first, then written. */
  async function writtenAfterReads(sent: string[], ...moves: WrittenMove[]) {
    return writtenWithDate(sent, null, ...moves);
  }

  async function writtenWithDate(sent: string[], deliveryDate: string | null, ...moves: WrittenMove[]) {
    const outbox = new Outbox(DAY);
    const { tx, created, read } = recordingTx(sent, deliveryDate);
    await Promise.all(moves.map((m) => outbox.prepare(tx, m.before, m.after.status)));
    for (const m of moves) outbox.add(m);
    outbox.write(tx, orderPage);
    return { created, read };
  }

  it('tells a mailbox once a day, however its address is spelt: one message under the day’s id for the mailbox, read once', async () => {
    const { created, read } = await writtenAfterReads(
      [],
      failed('ord-1', 'pat+1@example.com'),
      failed('ord-2', 'Pat+2@example.com'),
      failed('ord-3', 'pat@example.com'),
    );
    const id = dailyMailIdOf('paymentFailed', 'pat@example.com', '2026-08-20');
    expect(read).toEqual([id]);
    expect(created.map((mail) => [mail.id, mail.doc.to, mail.doc.kind])).toEqual([[id, 'pat+1@example.com', 'paymentFailed']]);
    expect(dailyMailIdOf('paymentFailed', 'pat@example.com', '2026-08-21')).not.toBe(id);
  });

  it('writes nothing when the mailbox had it today, and still tells another mailbox', async () => {
    const sent = [dailyMailIdOf('paymentFailed', 'pat@example.com', '2026-08-20')];
    const { created } = await writtenAfterReads(sent, failed('ord-1', 'pat+x@example.com'), failed('ord-2', 'sam@example.com'));
    expect(created.map((mail) => mail.doc.to)).toEqual(['sam@example.com']);
  });

  it('keeps the other news as it was: a paid order reads only its school’s delivery date and is told under its change’s id', async () => {
    const paid = move('ord-1', { status: 'AWAITING_PAYMENT' }, { status: 'PAYMENT_SUCCESS' });
    const { created, read } = await writtenAfterReads([], paid);
    expect(read).toEqual(['school-1']);
    expect(created.map((mail) => mail.id)).toEqual([mailIdOf('ord-1', 'confirmed', [paid])]);
    expect(created[0]!.doc.message.text).toContain('Delivery: to Lincoln Elementary');
  });

  it('confirms a box to a school with a delivery date with the day it arrives by, reading the school once for its boxes', async () => {
    const first = move('ord-1', { status: 'AWAITING_PAYMENT', checkoutId: 'chk' }, { status: 'PAYMENT_SUCCESS' });
    const second = move('ord-2', { status: 'AWAITING_PAYMENT', checkoutId: 'chk', studentFirstName: 'Leo' }, { status: 'PAYMENT_SUCCESS' });
    const { created, read } = await writtenWithDate([], '2026-08-24', first, second);
    expect(read).toEqual(['school-1']);
    expect(created[0]!.doc.message.text).toContain('Delivered to Lincoln Elementary by August 24, 2026');
  });

  it('reads no school for a box sent home', async () => {
    const home = move('ord-1', { status: 'AWAITING_PAYMENT', delivery: { ...anOrder().delivery, toSchool: false } }, { status: 'PAYMENT_SUCCESS' });
    const { read } = await writtenWithDate([], '2026-08-24', home);
    expect(read).toEqual([]);
  });

  it('refuses to write once-a-day news whose read was not made with the transaction’s others', () => {
    expect(() => written(failed('ord-1', 'pat@example.com'))).toThrow(/not prepared/);
  });
});

describe('mailIdOf', () => {
  const from = (status: OrderDoc['status'], millis: number) => move('ord-1', { status, updatedAt: Timestamp.fromMillis(millis) }, { status: 'PREPARING' });

  it('is the same for the same change, whatever the order of its boxes, so a second create() of it fails', () => {
    const a = move('ord-1', { checkoutId: 'chk' }, { status: 'PREPARING' });
    const b = move('ord-2', { checkoutId: 'chk' }, { status: 'PREPARING' });
    expect(mailIdOf('chk', 'preparing', [a, b])).toBe(mailIdOf('chk', 'preparing', [b, a]));
    expect(mailIdOf('chk', 'preparing', [a, b])).toMatch(/^chk-preparing-[0-9a-f]{16}$/);
  });

  it('differs for a later change of the same kind, made from another version of the order', () => {
    expect(mailIdOf('ord-1', 'preparing', [from('PAYMENT_SUCCESS', 1000)])).not.toBe(mailIdOf('ord-1', 'preparing', [from('PAYMENT_SUCCESS', 2000)]));
    expect(mailIdOf('ord-1', 'preparing', [from('PAYMENT_SUCCESS', 1000)])).not.toBe(mailIdOf('ord-1', 'preparing', [from('CANCELLED', 1000)]));
  });
});
