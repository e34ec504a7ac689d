import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-school-supply-box';
/** The project's default Cloud Storage bucket, as the functions emulator names it to the functions (FIREBASE_CONFIG). */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

export interface Ports {
  /** Where people reach the app: the local edge (edge.ts), in front of the hosting emulator. */
  app: number;
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  payments: number;
  /** The local Cloud Storage (local/storage), which the functions reach through STORAGE_EMULATOR_HOST. */
  storage: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  /** The mail catcher's SMTP server, which the local mail sender sends to. */
  smtp: number;
  /** The mail catcher's web inbox and REST API. */
  mailInbox: number;
}

export interface Profile {
  name: 'dev' | 'e2e';
  ports: Ports;
  /** Where Firestore documents, stored files, auth users and the emulator log live. */
  dataDir: string;
  /** Keep data across runs (dev) or start from a fresh seed every time (e2e). */
  persistent: boolean;
  /**
   * Checkouts and guest lookups in ten minutes per client address and per e-mail or account
   * (production: 60 and 10), and the guest lookups of one e-mail that may find nothing in an hour
   * before its lookup is locked for the hour (production: 5).
   */
  rateLimits: { perClient: number; perEmail: number; wrongPhones: number };
  /**
   * Runs the scheduled mail jobs now and every so many ms, as Cloud Scheduler does (production:
   * hourly); null never: the tests run them when they test them (tests/support/mail-jobs.ts).
   */
  mailJobsEveryMs: number | null;
}

/** Every port moved by `offset`, so two checkouts can each run their test stack at once. */
function shifted(ports: Ports, offset: number): Ports {
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset])) as unknown as Ports;
}

// The e2e stack has ports of its own so the tests can run while `npm start` runs
// (SSB_E2E_PORT_OFFSET moves them all, for a second checkout's tests beside the first's).
export const profiles: Record<Profile['name'], Profile> = {
  dev: {
    name: 'dev',
    ports: {
      app: 5000,
      hosting: 5002,
      functions: 5001,
      auth: 9099,
      firestore: 8080,
      payments: 12111,
      storage: 9190,
      hub: 4400,
      logging: 4500,
      eventarc: 9299,
      tasks: 9499,
      smtp: 1025,
      mailInbox: 1080,
    },
    dataDir: resolve(ROOT, '.local-data'),
    persistent: true,
    rateLimits: { perClient: 60, perEmail: 10, wrongPhones: 5 },
    mailJobsEveryMs: 10 * 60_000,
  },
  e2e: {
    name: 'e2e',
    ports: shifted(
      {
        app: 5050,
        hosting: 5052,
        functions: 5051,
        auth: 9199,
        firestore: 8180,
        payments: 12211,
        storage: 9290,
        hub: 4410,
        logging: 4510,
        eventarc: 9399,
        tasks: 9599,
        smtp: 1125,
        mailInbox: 1180,
      },
      Number(process.env.SSB_E2E_PORT_OFFSET ?? 0),
    ),
    dataDir: resolve(ROOT, '.e2e-data'),
    persistent: false,
    // Every browser test connects from 127.0.0.1 and many look up the demo guest, several with a
    // wrong phone; the rate-limit tests use addresses and e-mails of their own. The wrong phones
    // stay under the e-mail's limit, so a test can tell the lock from that limit.
    rateLimits: { perClient: 400, perEmail: 40, wrongPhones: 20 },
    // A run of the jobs beside the suite reads every school, list and order the suite has added,
    // at moments no test chooses; the tests that test the jobs run them themselves.
    mailJobsEveryMs: null,
  },
};

export const urls = (ports: Ports) => ({
  app: `http://127.0.0.1:${ports.app}`,
  health: `http://127.0.0.1:${ports.app}/api/health`,
  stripeWebhook: `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/us-central1/stripeWebhook`,
  payments: `http://127.0.0.1:${ports.payments}`,
  mailInbox: `http://127.0.0.1:${ports.mailInbox}`,
});
