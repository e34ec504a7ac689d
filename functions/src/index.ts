// First: the functions' texts are compiled where they are used, in the language of what they do.
import './language';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { stripeSecretKey, stripeWebhookSecret } from './config';
import { stripe } from './lib/stripe';
import { createStripeWebhookHandler } from './webhook/stripe-webhook';
import { applyStripeEvent } from './webhook/apply-stripe-event';

export const api = onRequest({ secrets: [stripeSecretKey, stripeWebhookSecret] }, createApp());

export const stripeWebhook = onRequest({ secrets: [stripeSecretKey, stripeWebhookSecret] }, (req, res) =>
  createStripeWebhookHandler({
    stripe: stripe(),
    webhookSecret: stripeWebhookSecret.value(),
    onEvent: applyStripeEvent,
  })(req, res),
);
