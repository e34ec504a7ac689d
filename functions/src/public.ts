// What the local tools (the benchmark, the mail jobs' CLI, the migrations) may use of the
// functions without the Firebase runtime: the API app, the webhook handler and the scheduled
// mail jobs, as index.ts wires them into onRequest and onSchedule, and the migrations' work.
export { createApp } from './app';
export { createStripeWebhookHandler } from './webhook/stripe-webhook';
export { applyStripeEvent } from './webhook/apply-stripe-event';
export { runMailJobs, type MailJobContext, type MailJobsReport } from './mail-jobs/run-mail-jobs';
export { rebuildPickTotals } from './fulfilment/rebuild-pick-totals';
export { migrateCheckouts } from './orders/migrate-checkouts';
