import { migrateShipmentIds } from '../../functions/src/public';

// `npm run migrate:shipment-ids`: the one-off after deploying shipments: every packed order stored
// before orders kept `shipmentId` is given its null, so a school's shipment finds it. Safe to run
// again. Against the project of the application default credentials (GOOGLE_APPLICATION_CREDENTIALS,
// GCLOUD_PROJECT), or the local stack's Firestore when FIRESTORE_EMULATOR_HOST names it. `npm start`
// runs it itself on kept data.
const given = await migrateShipmentIds();
console.log(`${given} packed orders given their shipmentId.`);
// firebase-admin keeps its connection open; the run is over.
process.exit(0);
