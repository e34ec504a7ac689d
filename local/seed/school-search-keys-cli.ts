import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { refreshSchoolSearchKeys } from './school-search-keys';

// `npm run migrate:school-search`: the one-off after deploying the shop's search, against the
// project of the application default credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT),
// or the local stack's Firestore when FIRESTORE_EMULATOR_HOST names it. `npm start` runs it itself.
const app = initializeApp();
try {
  const changed = await refreshSchoolSearchKeys(getFirestore(app));
  console.log(`${changed} school(s) given the shop's search keys.`);
} finally {
  await deleteApp(app);
}
