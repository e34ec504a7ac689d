import { rebuildReadyToShip } from '../../functions/src/public';

// `npm run migrate:ready-to-ship`: the one-off after deploying the kept counts of boxes ready to
// ship: each school's packed boxes to it in no shipment, counted again from its orders and written
// over what was kept, so it is safe to run again. Against the project of the application default
// credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT), or the local stack's Firestore when
// FIRESTORE_EMULATOR_HOST names it. `npm start` runs it itself on kept data.
const schools = await rebuildReadyToShip();
console.log(`${schools} schools with boxes ready to ship counted from their orders.`);
// firebase-admin keeps its connection open; the run is over.
process.exit(0);
