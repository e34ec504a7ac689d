// `npm run reminders`: the scheduled mail jobs (the reminders before ordering windows close and
// the representatives' daily digests) run once, now, against the running local stack: `npm
// start`'s, or the tests' with `--profile e2e`. The launcher runs this same command on an
// interval (jobs.ts), as Cloud Scheduler runs the `mailJobs` function every hour.
// Usage: tsx local/jobs/mail-jobs-cli.ts [--profile dev|e2e] [--json]
import { PROJECT_ID, profiles, urls } from '../stack/profiles';
import { localSecrets } from '../stack/secrets';
import { describeReport } from './report';

const name = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : 'dev';
if (name !== 'dev' && name !== 'e2e') {
  console.error(`Unknown profile "${name}": use dev or e2e.`);
  process.exit(2);
}
const profile = profiles[name];
const stack = urls(profile.ports);

const running = await fetch(stack.health).then(
  (res) => res.ok,
  () => false,
);
if (!running) {
  console.error(`Nothing answers at ${stack.app}: start the local stack first (npm start${name === 'e2e' ? ' -- --profile e2e' : ''}).`);
  process.exit(1);
}

// The functions' code reaches the stack's Firestore, Auth and payment provider as it does under
// the emulators, with the emulators' secrets: a backorder's default cancellation refunds by Stripe
// and e-mails the order's signed link.
const secrets = localSecrets();
Object.assign(process.env, {
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${profile.ports.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${profile.ports.auth}`,
  GCLOUD_PROJECT: PROJECT_ID,
  METADATA_SERVER_DETECTION: 'none',
  FUNCTIONS_EMULATOR: 'true',
  LOCAL_STRIPE_PORT: String(profile.ports.payments),
  APP_URL: stack.app,
  STRIPE_SECRET_KEY: secrets.stripeSecretKey,
  CHECKOUT_LINK_SECRET: secrets.checkoutLinkSecret,
  CHECKOUT_LINK_SECRET_PREVIOUS: secrets.checkoutLinkSecretPrevious,
  MAIL_LINK_SECRET: secrets.mailLinkSecret,
  MAIL_LINK_SECRET_PREVIOUS: secrets.mailLinkSecretPrevious,
});
const { runMailJobs } = await import('../../functions/src/public');

const report = await runMailJobs({ now: new Date(), appUrl: stack.app, linkSecret: secrets.mailLinkSecret });
console.log(process.argv.includes('--json') ? JSON.stringify(report) : describeReport(report));
// firebase-admin keeps its connection open; the run is over.
process.exit(0);
