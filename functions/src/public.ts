// What the local tools (the benchmark, the mail jobs' CLI, the migrations, make-admin) may use of
// the functions without the Firebase runtime: the API app, the webhook handler and the scheduled
// mail jobs, as index.ts wires them into onRequest and onSchedule, the migrations' work, and the
// one way a user's role changes, and the one way a product gets its photo (the demo's too).
export { createApp } from './app';
export { createStripeWebhookHandler } from './webhook/stripe-webhook';
export { applyStripeEvent } from './webhook/apply-stripe-event';
export { runMailJobs, type MailJobContext, type MailJobsReport } from './mail-jobs/run-mail-jobs';
export { rebuildPickTotals } from './fulfilment/rebuild-pick-totals';
export { rebuildDemand } from './purchasing/rebuild-demand';
export { migrateCheckouts } from './orders/migrate-checkouts';
export { migrateRefunds } from './orders/migrate-refunds';
export { migrateSchoolAddresses } from './schools/migrate-school-addresses';
export { migrateShipmentIds } from './shipments/migrate-shipment-ids';
export { rebuildReadyToShip } from './shipments/rebuild-ready-to-ship';
export { writeUser } from './users/change-role-or-school';
export { putProductPhoto } from './products/put-product-photo';
