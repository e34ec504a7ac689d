import { migrateSchoolAddresses } from '../../functions/src/public';

// `npm run migrate:school-addresses`: the one-off after deploying schools' structured addresses:
// each school stored before gets its address read from its one-line `fullAddress`, a page of
// schools at a time, safe to run again; the schools whose line does not read as one (or that have
// none) are listed, for an administrator to give them theirs in the school's dialog. Against the
// project of the application default credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT),
// or the local stack's Firestore when FIRESTORE_EMULATOR_HOST names it. `npm start` runs it itself
// on kept data.
const { migrated, withoutAddress } = await migrateSchoolAddresses();
console.log(`${migrated} schools given their address.`);
if (withoutAddress.length) {
  console.log(`${withoutAddress.length} schools still without one (give each its address in its dialog):`);
  for (const school of withoutAddress) console.log(`  ${school.id}\t${school.name}\t${JSON.stringify(school.fullAddress)}`);
}
// firebase-admin keeps its connection open; the run is over.
process.exit(0);
