import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { collections } from '@ssb/documents';
import { startPaymentProvider } from '../payments/server';
import { startMailCatcher } from '../mail/catcher';
import { startLocalMailSender, type MailSender } from '../mail/sender';
import { runMailJobsEvery, type MailJobsTimer } from '../jobs/jobs';
import { demoAccounts, DEMO_PASSWORD } from '../seed/demo-data';
import { refreshSearchKeys } from '../seed/search-keys';
import { seedDemoData } from '../seed/seed';
import { prepareDemoPhotos } from '../seed/demo-photos';
import { buildIfStale } from './build-if-stale';
import { startEdge } from './edge';
import { startEmulators } from './firebase-emulators';
import { officialFirestoreAvailable } from './official-firestore';
import { assertPortsFree } from './ports';
import { PROJECT_ID, ROOT, STORAGE_BUCKET, urls, type Profile } from './profiles';
import { localSecrets } from './secrets';
import { startFirestoreStandIn } from '../firestore/stand-in';
import { startStorageStandIn } from '../storage/server';

const READY_TIMEOUT_MS = 120_000;

// The launcher's own admin SDK (the seed, the mail sender) talks to the local emulators only:
// no probing for a cloud metadata server, whose refusal it would log again and again.
process.env.METADATA_SERVER_DETECTION ??= 'none';

export interface LocalStack {
  stop(): Promise<void>;
}

const log = (line: string) => console.log(`[local] ${line}`);

async function waitForHealth(url: string, failed: Promise<unknown>, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void failed.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
  throw new Error(
    `${url} did not answer 200 ${exited ? '(the emulators exited)' : `within ${READY_TIMEOUT_MS / 1000} s`}.\nLast lines of ${logFile}:\n${tail}`,
  );
}

async function seed(profile: Profile, demoPhotos: Promise<() => Promise<void>> | null): Promise<boolean> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${profile.ports.auth}`;
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const seedStarted = Date.now();
    const { seeded } = await seedDemoData(getFirestore(app), getAuth(app));
    if (seeded) await (await (demoPhotos ?? prepareDemoPhotos()))();
    if (seeded) log(`demo data seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    // Data kept from a run before the shop's search or All Orders': its schools and orders get their search keys.
    if (!seeded) for (const collection of ['schools', 'orders'] as const) await refreshSearchKeys(getFirestore(app), collection);
    // And from a run before the pick totals were kept (none stored yet): its schools' totals are
    // counted from their boxes, once; the API keeps them from then on.
    if (!seeded && (await getFirestore(app).collection(collections.pickTotals.name).limit(1).get()).empty) {
      await (await import('../../functions/src/public')).rebuildPickTotals();
    }
    // And from a run before demand was kept (none stored yet): it is counted from the paid boxes not yet packed, once.
    if (!seeded && (await getFirestore(app).collection(collections.demand.name).limit(1).get()).empty) {
      await (await import('../../functions/src/public')).rebuildDemand();
    }
    // And from a run before every order had a checkout: those orders are given theirs (a page at a time; none left, nothing written).
    if (!seeded) await (await import('../../functions/src/public')).migrateCheckouts();
    // And from a run before orders said what went back of their payment: the refunded ones are told.
    if (!seeded) await (await import('../../functions/src/public')).migrateRefunds();
    // And from a run before schools had their address as its parts: those whose line reads as one are given theirs.
    if (!seeded) await (await import('../../functions/src/public')).migrateSchoolAddresses();
    // And from a run before orders kept their shipment: the packed ones are given their null, so a school's shipment finds them.
    if (!seeded) await (await import('../../functions/src/public')).migrateShipmentIds();
    // And from a run before the boxes ready to ship were counted (none stored yet): each school's are counted from its orders, once.
    if (!seeded && (await getFirestore(app).collection(collections.readyToShip.name).limit(1).get()).empty) {
      await (await import('../../functions/src/public')).rebuildReadyToShip();
    }
    return seeded;
  } finally {
    await deleteApp(app);
  }
}

function banner(profile: Profile, seeded: boolean, officialFirestore: boolean, seconds: number, logFile: string) {
  const { app, mailInbox } = urls(profile.ports);
  const lines = [
    '',
    `  School Supply Box is running at ${app}  (ready in ${seconds.toFixed(1)} s)`,
    `  The e-mails it sends arrive at  ${mailInbox}`,
    '',
    `  Demo accounts (password: ${DEMO_PASSWORD}):`,
    ...demoAccounts.map((a) => `    ${a.email.padEnd(20)} ${a.role}`),
    '',
    `  Data: ${seeded ? 'demo data seeded' : 'kept from the last run'} (${profile.persistent ? `saved in ${profile.dataDir}` : 'fresh each run'})`,
    `  Firestore: ${officialFirestore ? 'official emulator' : 'local (local/firestore)'}; test payments: ${urls(profile.ports).payments}`,
    `  Emulator log: ${logFile}`,
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * Builds what is stale and starts Firestore, Storage, payments, the mail catcher and sender and the
 * Firebase emulators; seeds an empty database; runs the scheduled mail jobs on an interval.
 */
export async function startLocalStack(profile: Profile): Promise<LocalStack> {
  const started = Date.now();
  const { ports } = profile;
  await assertPortsFree({ ...ports });
  buildIfStale(log);

  if (!profile.persistent) rmSync(profile.dataDir, { recursive: true, force: true });
  mkdirSync(profile.dataDir, { recursive: true });
  const logFile = join(profile.dataDir, 'emulators.log');

  const officialFirestore = officialFirestoreAvailable();
  const firestore = officialFirestore
    ? undefined
    : await startFirestoreStandIn({
        port: ports.firestore,
        dataFile: profile.persistent ? join(profile.dataDir, 'firestore.json') : undefined,
        autosaveMs: 30_000,
        rulesFile: resolve(ROOT, 'firestore.rules'),
        log,
      });
  if (firestore) log(`local Firestore on 127.0.0.1:${ports.firestore} (${firestore.loaded} documents loaded; client requests judged by firestore.rules)`);

  const secrets = localSecrets();
  const payments = await startPaymentProvider({
    port: ports.payments,
    webhookUrl: urls(ports).stripeWebhook,
    webhookSecret: secrets.stripeWebhookSecret,
  });
  log(`test payments on ${payments.url}`);

  const catcher = await startMailCatcher({
    smtpPort: ports.smtp,
    webPort: ports.mailInbox,
    mailDir: join(profile.dataDir, 'mail'),
    logFile: join(profile.dataDir, 'mail-catcher.log'),
  });
  log(`mail catcher: SMTP on 127.0.0.1:${ports.smtp}, inbox at ${catcher.inboxUrl}`);

  // Its objects are files in the data dir, so a fresh e2e run starts without any and dev keeps them.
  const storage = await startStorageStandIn({ port: ports.storage, dataDir: join(profile.dataDir, 'storage') });
  log(`local Storage on ${storage.url}`);

  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  // Read by the Admin SDK's Storage (with the protocol, unlike Firestore's), in the functions and the seed alike.
  process.env.STORAGE_EMULATOR_HOST = storage.url;
  // The functions' code run here (the demo's photos, the migrations) uses the first app there is
  // (functions/src/lib/firebase.ts): this one, with the bucket the runtime's FIREBASE_CONFIG names.
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET });
  // An empty database is seeded: its photos are drawn meanwhile.
  const demoPhotos = firestore && firestore.loaded > 0 ? null : prepareDemoPhotos();
  const emulators = startEmulators({
    profile,
    withFirestore: officialFirestore,
    logFile,
    env: {
      ...process.env,
      LOCAL_STRIPE_PORT: String(ports.payments),
      APP_URL: urls(ports).app,
      // The edge below is the one proxy that appends to X-Forwarded-For (production has two).
      TRUSTED_PROXY_HOPS: '1',
      RATE_LIMIT_PER_CLIENT: String(profile.rateLimits.perClient),
      RATE_LIMIT_PER_EMAIL: String(profile.rateLimits.perEmail),
      LOOKUP_WRONG_PHONES_LIMIT: String(profile.rateLimits.wrongPhones),
      // Without these, firebase-tools opens a random discovery port and probes a metadata server.
      FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      METADATA_SERVER_DETECTION: 'none',
      // As in production: the functions runtime's own error pages (a body it cannot parse) carry no stack trace.
      NODE_ENV: 'production',
      CI: '1',
    },
  });

  const edge = await startEdge({ port: ports.app, target: ports.hosting });

  let sender: MailSender | undefined;
  let mailJobs: MailJobsTimer | undefined;
  const stop = async () => {
    await mailJobs?.stop();
    await sender?.stop();
    await edge.close();
    await emulators.stop();
    await catcher.close();
    await payments.close();
    await storage.close();
    await firestore?.stop();
  };

  try {
    log('starting the auth, functions and hosting emulators…');
    await waitForHealth(urls(ports).health, emulators.exited, logFile);
    // Firestore is up by now, the official emulator's too: the sender plays the e-mail extension on it.
    sender = startLocalMailSender({ projectId: PROJECT_ID, smtpPort: ports.smtp, log });
    const seeded = await seed(profile, demoPhotos);
    // What Cloud Scheduler does in production: the reminders and digests due, now and on an interval.
    if (profile.mailJobsEveryMs) mailJobs = runMailJobsEvery(profile, profile.mailJobsEveryMs, log);
    banner(profile, seeded, officialFirestore, (Date.now() - started) / 1000, logFile);
  } catch (err) {
    await stop();
    throw err;
  }
  return { stop };
}
