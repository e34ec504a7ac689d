import { rebuildPickTotals } from '../../functions/src/public';

// `npm run migrate:pick-totals`: the one-off after deploying the kept pick totals: each school's
// totals counted again from its boxes (orders paid, not yet handed out), a page of orders at a
// time, and written over what was kept, so it is safe to run again. Against the project of the
// application default credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT), or the local
// stack's Firestore when FIRESTORE_EMULATOR_HOST names it. `npm start` runs it itself on kept data.
const schools = await rebuildPickTotals();
console.log(`${schools} schools' pick totals counted from their boxes.`);
// firebase-admin keeps its connection open; the run is over.
process.exit(0);
