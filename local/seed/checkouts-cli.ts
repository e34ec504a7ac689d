import { migrateCheckouts } from '../../functions/src/public';

// `npm run migrate:checkouts`: the one-off after deploying "one checkout under every order": each
// order stored before gets its checkout (`checkouts/{orderId}`, that one box) and its `checkoutId`,
// a page of orders at a time, safe to run again. Against the project of the application default
// credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT), or the local stack's Firestore when
// FIRESTORE_EMULATOR_HOST names it. `npm start` runs it itself on kept data.
const orders = await migrateCheckouts();
console.log(`${orders} orders given their checkout.`);
// firebase-admin keeps its connection open; the run is over.
process.exit(0);
