import { rebuildDemand } from '../../functions/src/public';

// `npm run migrate:demand`: the one-off after deploying the kept demand counters: what each
// school's paid boxes not yet packed need, counted again from its orders a page at a time, and
// the shop's as their sum, written over what was kept, so it is safe to run again. Against the
// project of the application default credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT),
// or the local stack's Firestore when FIRESTORE_EMULATOR_HOST names it. `npm start` runs it itself on kept data.
const schools = await rebuildDemand();
console.log(`${schools} schools' demand counted from their paid boxes not yet packed.`);
// firebase-admin keeps its connection open; the run is over.
process.exit(0);
