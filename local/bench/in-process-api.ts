// The API in this process, as the benchmark measures it: the functions' Express app and the
// webhook handler on a loopback port, over a local Firestore and a payment provider of its
// own (in memory; nothing touches .local-data), and a stand-in for the Auth emulator that
// staff callers need. No emulator, no proxy: what remains is our code, firebase-admin and
// the local Firestore.
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { LocalFirestore } from '../firestore/server';
import { startPaymentProvider } from '../payments/server';
import { localSecrets } from '../stack/secrets';
import { countReads } from './read-counter';
import { countWrites } from './write-counter';
import { startAuthStandIn } from './staff-accounts';

const PROJECT = 'demo-bench';

export interface InProcessApi {
  /** The app's origin: the API is under /api, the webhook at /webhook. */
  origin: string;
  projectId: string;
  db: Firestore;
  reads: { readonly total: number };
  writes: { readonly total: number };
  /** Firebase Auth account lookups (accounts:lookup), as a token's revocation check makes them. */
  authLookups: { readonly total: number };
  /** The local payment provider, through the Stripe SDK as the functions reach it. */
  stripe: Stripe;
  webhookSecret: string;
  stop(): Promise<void>;
}

export async function startInProcessApi(): Promise<InProcessApi> {
  const firestore = await LocalFirestore.start({ port: 0 });
  const reads = countReads(firestore.service);
  const writes = countWrites(firestore.service);
  const secrets = localSecrets();
  const authStandIn = await startAuthStandIn();

  // The functions code reads its configuration from the environment, as under the emulators.
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestore.port}`,
    GCLOUD_PROJECT: PROJECT,
    FUNCTIONS_EMULATOR: 'true',
    STRIPE_SECRET_KEY: secrets.stripeSecretKey,
    STRIPE_WEBHOOK_SECRET: secrets.stripeWebhookSecret,
    CHECKOUT_LINK_SECRET: secrets.checkoutLinkSecret,
    MAIL_LINK_SECRET: secrets.mailLinkSecret,
    APP_URL: 'http://127.0.0.1:5000',
    // Staff callers sign in with unsigned tokens, which firebase-admin accepts in emulator mode (see staff-accounts.ts).
    FIREBASE_AUTH_EMULATOR_HOST: authStandIn.host,
  });
  const payments = await startPaymentProvider({
    port: 0,
    webhookUrl: 'http://127.0.0.1:9/unused',
    webhookSecret: secrets.stripeWebhookSecret,
    retry: { delaysMs: [] },
  });
  const provider = new URL(payments.url);
  process.env.LOCAL_STRIPE_PORT = provider.port;

  const { createApp, createStripeWebhookHandler, applyStripeEvent } = await import('../../functions/src/public');
  const express = (await import('express')).default;

  const stripe = new Stripe(secrets.stripeSecretKey, { host: provider.hostname, port: Number(provider.port), protocol: 'http' });
  const webhook = express();
  webhook.post('/', express.raw({ type: '*/*' }), (req, res) => {
    Object.assign(req, { rawBody: req.body });
    return createStripeWebhookHandler({ stripe, webhookSecret: secrets.stripeWebhookSecret, onEvent: applyStripeEvent })(req, res);
  });
  const root = express();
  root.use('/webhook', webhook);
  root.use(createApp());
  const server = root.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    projectId: PROJECT,
    db: getFirestore(initializeApp({ projectId: PROJECT }, 'bench')),
    reads,
    writes,
    authLookups: authStandIn.lookups,
    stripe,
    webhookSecret: secrets.stripeWebhookSecret,
    async stop() {
      server.closeAllConnections();
      server.close();
      authStandIn.close();
      await payments.close();
      await firestore.stop();
    },
  };
}
