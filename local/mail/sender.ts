import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { createTransport } from 'nodemailer';
import { deliveryInfoOf, deliveryMessages, LEASE_MS, nextStep, outgoingMailOf, type OutgoingMail } from './delivery';
import { readExtensionConfig, type ExtensionConfig } from './extension-config';

export interface MailSender {
  stop(): Promise<void>;
}

/** Documents worked on at once. */
const CONCURRENT_SENDS = 8;

/** What sends a message: nodemailer's SMTP transport to the mail catcher, or a test's stand-in. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

/**
 * What the Trigger Email extension does in production, on the local Firestore: every document
 * written to the mail collection gets a delivery record (PENDING), is taken with a lease
 * (PROCESSING), sent, and ends SUCCESS with what the SMTP server answered or ERROR with why; a
 * document set back to RETRY is sent again. The extension is a Firestore trigger, which the
 * local stack cannot run, so this listens to the collection instead: a listener's changes are
 * the writes a trigger sees. The collection is the outbox of one local database, and documents
 * that are done cost nothing but their first read.
 */
export function startMailSender(options: {
  db: Firestore;
  config: ExtensionConfig;
  transport: MailTransport;
  log?: (line: string) => void;
  now?: () => number;
}): MailSender {
  const { db, config, transport } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const working = new Set<Promise<void>>();
  let stopped = false;

  /** The extension's processWrite: one decision per write, taken in a transaction so one sender takes a document once. */
  async function processWrite(ref: DocumentReference): Promise<void> {
    const claimed = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const step = nextStep(snap.data(), now());
      switch (step.kind) {
        case 'start':
          tx.update(ref, { delivery: { startTime: Timestamp.fromMillis(now()), state: 'PENDING', attempts: 0, error: null } });
          return false;
        case 'claim':
          tx.update(ref, { 'delivery.state': 'PROCESSING', 'delivery.leaseExpireTime': Timestamp.fromMillis(now() + LEASE_MS) });
          return true;
        case 'expire':
          tx.update(ref, { 'delivery.state': 'ERROR', 'delivery.error': deliveryMessages.leaseExpired });
          return false;
        case 'none':
          return false;
      }
    });
    if (claimed) await deliver(ref);
  }

  /** The extension's deliver: sends what the document asks for and records the outcome. */
  async function deliver(ref: DocumentReference): Promise<void> {
    const data = (await ref.get()).data();
    if (data?.delivery?.state !== 'PROCESSING') return;
    const outcome: Record<string, unknown> = {
      'delivery.attempts': FieldValue.increment(1),
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.error': null,
      'delivery.leaseExpireTime': null,
    };
    try {
      const result = await transport.sendMail(outgoingMailOf(data, { from: config.defaultFrom, replyTo: config.defaultReplyTo }));
      outcome['delivery.state'] = 'SUCCESS';
      outcome['delivery.info'] = deliveryInfoOf(result as Parameters<typeof deliveryInfoOf>[0]);
      log(`mail ${ref.id} sent to ${[data.to].flat().join(', ')}`);
    } catch (error) {
      outcome['delivery.state'] = 'ERROR';
      outcome['delivery.error'] = String(error);
      log(`mail ${ref.id} not sent: ${String(error)}`);
    }
    await ref.update(outcome);
  }

  // Documents wait their turn, a few worked on at a time, as a mail provider's connections
  // allow: the mail jobs write thousands at once. The last changed goes first, so an e-mail
  // written after such a burst (a family's confirmation) and each next step of a document under
  // way (claimed after it is PENDING) are not held back by the burst. A change to a document
  // being worked on comes back after it, and stopping waits only for the few under way.
  const waiting = new Map<string, DocumentReference>();
  const newestLast: string[] = [];
  const active = new Set<string>();
  const changedMeanwhile = new Set<string>();

  function wait(ref: DocumentReference) {
    waiting.set(ref.path, ref);
    newestLast.push(ref.path);
  }

  function handle(ref: DocumentReference) {
    if (stopped) return;
    if (active.has(ref.path)) changedMeanwhile.add(ref.path);
    else wait(ref);
    startMore();
  }

  function startMore() {
    while (!stopped && active.size < CONCURRENT_SENDS && newestLast.length) {
      const path = newestLast.pop()!;
      const ref = waiting.get(path);
      // A document changed again while it waited was taken at its later place.
      if (!ref) continue;
      waiting.delete(path);
      active.add(path);
      const work = processWrite(ref)
        .catch((error: unknown) => log(`mail ${ref.id}: ${String(error)}`))
        .finally(() => {
          active.delete(path);
          working.delete(work);
          if (changedMeanwhile.delete(path)) wait(ref);
          startMore();
        });
      working.add(work);
    }
  }

  const unsubscribe = db.collection(config.mailCollection).onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) if (change.type !== 'removed') handle(change.doc.ref);
    },
    (error) => log(`the mail sender stopped listening: ${error.message}`),
  );

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      waiting.clear();
      newestLast.length = 0;
      while (working.size) await Promise.all(working);
    },
  };
}

/** The sender of the local stack: the local Firestore's mail collection, over SMTP to the mail catcher. */
export function startLocalMailSender(options: { projectId: string; smtpPort: number; log: (line: string) => void }): MailSender {
  const app = initializeApp({ projectId: options.projectId }, 'mail-sender');
  const transport = createTransport({ host: '127.0.0.1', port: options.smtpPort, secure: false, ignoreTLS: true });
  const sender = startMailSender({ db: getFirestore(app), config: readExtensionConfig(), transport, log: options.log });
  return {
    async stop() {
      await sender.stop();
      transport.close();
      await deleteApp(app);
    },
  };
}
