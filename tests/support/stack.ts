import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, profiles, urls } from '../../local/stack/profiles';
import { localSecrets } from '../../local/stack/secrets';

/** The e2e stack the Playwright config starts: its ports, URLs and local secrets. */
export const ports = profiles.e2e.ports;
export const stack = urls(ports);
export const secrets = localSecrets();

/** Direct Firestore access for assertions about what the API wrote (or did not write). */
export function testDb() {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  const app = getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: PROJECT_ID }, 'tests');
  return getFirestore(app);
}

export async function closeTestDb() {
  const app = getApps().find((a) => a.name === 'tests');
  if (app) await deleteApp(app);
}
