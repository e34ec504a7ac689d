// What the local tools (the benchmark) may use of the functions without the Firebase
// runtime: the API app and the webhook handler, as index.ts wires them into onRequest.
export { createApp } from './app';
export { createStripeWebhookHandler } from './webhook/stripe-webhook';
export { applyStripeEvent } from './webhook/apply-stripe-event';
