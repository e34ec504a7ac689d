// First: the functions' texts are compiled where they are used, in the language of what they do.
import './language';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { createApp } from './app';
import {
  appUrl,
  checkoutLinkSecret,
  checkoutLinkSecretPrevious,
  checkSigningKeysAtStart,
  mailLinkKeys,
  mailLinkSecret,
  mailLinkSecretPrevious,
  stripeSecretKey,
  stripeWebhookSecret,
} from './config';
import * as logs from './logs';
import { runMailJobs } from './mail-jobs/run-mail-jobs';
import { stripe } from './lib/stripe';
import { createStripeWebhookHandler } from './webhook/stripe-webhook';
import { applyStripeEvent } from './webhook/apply-stripe-event';

checkSigningKeysAtStart();

// Each function is given only the secrets it uses: the API never holds the webhook's.
export const api = onRequest(
  { secrets: [stripeSecretKey, checkoutLinkSecret, checkoutLinkSecretPrevious, mailLinkSecret, mailLinkSecretPrevious] },
  createApp(),
);

// The webhook's moves e-mail the family a signed link to its order's page (CHECKOUT_LINK_SECRET signs it).
export const stripeWebhook = onRequest({ secrets: [stripeSecretKey, stripeWebhookSecret, checkoutLinkSecret] }, (req, res) =>
  createStripeWebhookHandler({
    stripe: stripe(),
    webhookSecret: stripeWebhookSecret.value(),
    onEvent: applyStripeEvent,
  })(req, res),
);

// Every hour, so that each school's day (in its own zone) is met by a run: the reminders and
// digests due then, and the backorders' defaults, whose cancellations refund by Stripe and tell
// the family by the order's signed link (Cloud Scheduler, on the Blaze plan the project already needs).
export const mailJobs = onSchedule(
  {
    schedule: '0 * * * *',
    timeZone: 'UTC',
    secrets: [mailLinkSecret, mailLinkSecretPrevious, stripeSecretKey, checkoutLinkSecret, checkoutLinkSecretPrevious],
  },
  async () => {
    logs.mailJobsRan(await runMailJobs({ now: new Date(), appUrl: appUrl(), linkSecret: mailLinkKeys().current }));
  },
);
