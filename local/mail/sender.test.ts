import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { startFirestoreStandIn } from '../firestore/stand-in';
import { freePort } from '../stack/ports';
import { deliveryMessages, LEASE_MS, type OutgoingMail } from './delivery';
import { startMailSender, type MailSender, type MailTransport } from './sender';

const config = { mailCollection: 'mail', defaultFrom: 'School Supply Box <orders@example.com>', defaultReplyTo: undefined };
const message = { subject: 'Your order', text: 'Thanks', html: '<p>Thanks</p>' };

/** An SMTP server stand-in: records what it is sent, and refuses what a test tells it to. */
function recordingTransport() {
  const sent: OutgoingMail[] = [];
  let failures = 0;
  const transport: MailTransport = {
    async sendMail(mail) {
      if (failures > 0) {
        failures--;
        throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
      }
      sent.push(mail);
      return { messageId: `<${sent.length}@local>`, accepted: mail.to, rejected: [], response: '250 Message queued' };
    },
  };
  return { transport, sent, failNext: (n = 1) => (failures = n) };
}

let standIn: Awaited<ReturnType<typeof startFirestoreStandIn>>;
let app: App;
let db: Firestore;
const senders: MailSender[] = [];

beforeAll(async () => {
  standIn = await startFirestoreStandIn({ port: await freePort() });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${standIn.port}`;
  app = initializeApp({ projectId: 'demo-mail-sender' }, 'mail-sender-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await Promise.all(senders.map((sender) => sender.stop()));
  await deleteApp(app);
  await standIn.stop();
});

/** A sender on its own collection, so each test sees only its own documents. */
function senderOn(collection: string, transport: MailTransport) {
  const sender = startMailSender({ db, config: { ...config, mailCollection: collection }, transport });
  senders.push(sender);
  return sender;
}

async function settled(path: string) {
  await expect.poll(async () => (await db.doc(path).get()).get('delivery.state') as string | undefined, { timeout: 10_000 }).toMatch(/^(SUCCESS|ERROR)$/);
  return (await db.doc(path).get()).data()!;
}

describe('the local mail sender, as the Trigger Email extension', () => {
  it('sends a new document once, from the default sender, and records SUCCESS with what the server answered', async () => {
    const { transport, sent } = recordingTransport();
    senderOn('mail-new', transport);
    await db.doc('mail-new/m1').create({ to: 'pat@example.com', message, headers: { 'X-Entity-Ref-ID': 'm1' } });
    const doc = await settled('mail-new/m1');
    expect(doc.delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      leaseExpireTime: null,
      info: { messageId: '<1@local>', accepted: ['pat@example.com'], rejected: [], pending: [], response: '250 Message queued' },
    });
    expect(doc.delivery.startTime).toBeInstanceOf(Timestamp);
    expect(doc.delivery.endTime).toBeInstanceOf(Timestamp);
    expect(sent).toEqual([
      {
        from: config.defaultFrom,
        to: ['pat@example.com'],
        cc: [],
        bcc: [],
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'X-Entity-Ref-ID': 'm1' },
      },
    ]);
  });

  it('records ERROR with the error when sending fails, and sends again when the document is set back to RETRY', async () => {
    const { transport, sent, failNext } = recordingTransport();
    senderOn('mail-retry', transport);
    failNext();
    await db.doc('mail-retry/m1').create({ to: 'pat@example.com', message });
    expect((await settled('mail-retry/m1')).delivery).toMatchObject({ state: 'ERROR', attempts: 1, error: 'Error: connect ECONNREFUSED 127.0.0.1:1025' });
    expect(sent).toEqual([]);

    await db.doc('mail-retry/m1').update({ 'delivery.state': 'RETRY' });
    await expect.poll(async () => (await db.doc('mail-retry/m1').get()).get('delivery.state'), { timeout: 10_000 }).toBe('SUCCESS');
    expect((await db.doc('mail-retry/m1').get()).get('delivery')).toMatchObject({ attempts: 2, error: null });
    expect(sent).toHaveLength(1);
  });

  it('ends in ERROR a document with nothing it could send', async () => {
    const { transport } = recordingTransport();
    senderOn('mail-bad', transport);
    await db.doc('mail-bad/m1').create({ to: [], message });
    expect((await settled('mail-bad/m1')).delivery).toMatchObject({ state: 'ERROR', error: `Error: ${deliveryMessages.noRecipient}` });
  });

  it('at start, sends nothing already done, ends a lease that ran out in ERROR and leaves one still running alone', async () => {
    const now = Date.now();
    await db.doc('mail-start/done').create({ to: 'pat@example.com', message, delivery: { state: 'SUCCESS', attempts: 1 } });
    await db
      .doc('mail-start/stale')
      .create({ to: 'pat@example.com', message, delivery: { state: 'PROCESSING', leaseExpireTime: Timestamp.fromMillis(now - 1) } });
    await db
      .doc('mail-start/running')
      .create({ to: 'pat@example.com', message, delivery: { state: 'PROCESSING', leaseExpireTime: Timestamp.fromMillis(now + LEASE_MS) } });
    await db.doc('mail-start/waiting').create({ to: 'pat@example.com', message, delivery: { state: 'PENDING', attempts: 0 } });
    const { transport, sent } = recordingTransport();
    senderOn('mail-start', transport);

    expect((await settled('mail-start/stale')).delivery).toMatchObject({ state: 'ERROR', error: deliveryMessages.leaseExpired });
    expect((await settled('mail-start/waiting')).delivery.state).toBe('SUCCESS');
    expect(sent).toHaveLength(1);
    expect((await db.doc('mail-start/running').get()).get('delivery.state')).toBe('PROCESSING');
    expect((await db.doc('mail-start/done').get()).get('delivery.attempts')).toBe(1);
  });

  it('two senders on one collection send each document once: a document is taken in a transaction', async () => {
    const first = recordingTransport();
    const second = recordingTransport();
    senderOn('mail-two', first.transport);
    senderOn('mail-two', second.transport);
    const ids = Array.from({ length: 6 }, (_, i) => `m${i}`);
    await Promise.all(ids.map((id) => db.doc(`mail-two/${id}`).create({ to: `${id}@example.com`, message })));
    for (const id of ids) expect((await settled(`mail-two/${id}`)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect([...first.sent, ...second.sent].map((mail) => mail.to[0]).sort()).toEqual(ids.map((id) => `${id}@example.com`));
  });

  it('sends a burst of documents a few at a time, each once, the last written first, and stopping waits only for those under way', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const slow: MailTransport = {
      async sendMail(mail) {
        most = Math.max(most, ++inFlight);
        await new Promise((done) => setTimeout(done, 20));
        inFlight--;
        sent.push(mail.to[0]!);
        return { messageId: '<x@local>', accepted: mail.to, rejected: [], response: '250 Message queued' };
      },
    };
    const sender = senderOn('mail-burst', slow);
    const ids = Array.from({ length: 40 }, (_, i) => `m${i}`);
    const batch = db.batch();
    for (const id of ids) batch.create(db.doc(`mail-burst/${id}`), { to: `${id}@example.com`, message });
    await batch.commit();
    // A family's e-mail written after the burst does not wait for all of it.
    await db.doc('mail-burst/late').create({ to: 'late@example.com', message });
    await settled('mail-burst/late');
    expect(sent.length).toBeLessThan(ids.length);
    for (const id of ids) expect((await settled(`mail-burst/${id}`)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(sent.sort()).toEqual([...ids.map((id) => `${id}@example.com`), 'late@example.com'].sort());
    expect(most).toBeLessThanOrEqual(8);

    const more = Array.from({ length: 40 }, (_, i) => `n${i}`);
    const second = db.batch();
    for (const id of more) second.create(db.doc(`mail-burst/${id}`), { to: `${id}@example.com`, message });
    await second.commit();
    await expect.poll(() => inFlight, { timeout: 10_000 }).toBeGreaterThan(0);
    await sender.stop();
    expect(sent.length).toBeLessThan(ids.length + 1 + more.length);
  });
});
