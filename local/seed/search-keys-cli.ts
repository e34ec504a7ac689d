import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { refreshSearchKeys, searchKeys, type SearchedCollection } from './search-keys';

// `npm run migrate:school-search` / `npm run migrate:order-search`: the one-off after deploying
// the shop's school search or All Orders' search (its argument names the collection), against the
// project of the application default credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT),
// or the local stack's Firestore when FIRESTORE_EMULATOR_HOST names it. `npm start` runs both itself.
const collection = process.argv[2] as SearchedCollection;
if (!(collection in searchKeys)) {
  console.error(`Usage: search-keys-cli.ts ${Object.keys(searchKeys).join('|')}`);
  process.exit(2);
}
const app = initializeApp();
try {
  const changed = await refreshSearchKeys(getFirestore(app), collection);
  console.log(`${changed} ${collection} given their search keys.`);
} finally {
  await deleteApp(app);
}
