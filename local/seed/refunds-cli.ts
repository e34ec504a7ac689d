import { migrateRefunds } from '../../functions/src/public';

// `npm run migrate:refunds`: the one-off after deploying "refunds the family can see": each order
// refunded before orders said so gets its `refunded` from its refund record, a page of records at a
// time, safe to run again. Against the project of the application default credentials
// (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT), or the local stack's Firestore when
// FIRESTORE_EMULATOR_HOST names it.
const orders = await migrateRefunds();
console.log(`${orders} refunded orders told what went back.`);
// firebase-admin keeps its connection open; the run is over.
process.exit(0);
