// `npm run make-admin -- <e-mail>`: makes the verified account of an address an administrator.
// Against the project GCLOUD_PROJECT names, with the application default credentials
// (GOOGLE_APPLICATION_CREDENTIALS); with `--profile dev|e2e`, against the running local stack.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { collections } from '@ssb/documents';
import { PROJECT_ID, profiles } from '../stack/profiles';
import { MAKE_ADMIN_USAGE, makeAdministrator } from './make-admin';

const args = process.argv.slice(2);
const profileAt = args.indexOf('--profile');
const profileName = profileAt >= 0 ? args[profileAt + 1] : undefined;
const email = args.find((arg, at) => !arg.startsWith('--') && !(profileAt >= 0 && at === profileAt + 1));

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (!email) fail(MAKE_ADMIN_USAGE);
if (profileName !== undefined && profileName !== 'dev' && profileName !== 'e2e') fail(`Unknown profile "${profileName}": use dev or e2e.`);

let projectId: string;
if (profileName === 'dev' || profileName === 'e2e') {
  const { ports } = profiles[profileName];
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
  });
  projectId = PROJECT_ID;
} else {
  // Named, never guessed from the credentials: an administrator is made in the project meant.
  projectId = process.env.GCLOUD_PROJECT ?? fail('Set GCLOUD_PROJECT to the project to make the administrator in (and GOOGLE_APPLICATION_CREDENTIALS).');
}

// The functions' own code finds this app (getApps()[0]) and changes the role as the API does.
const app = initializeApp({ projectId });
const { writeUser } = await import('../../functions/src/public');
let exitCode = 0;
try {
  const uid = await makeAdministrator(email!, {
    accountOf: async (address) => {
      try {
        const { uid, emailVerified, disabled } = await getAuth(app).getUserByEmail(address);
        return { uid, emailVerified, disabled };
      } catch (err) {
        if ((err as { code?: string }).code === 'auth/user-not-found') return null;
        throw err;
      }
    },
    hasProfile: async (uid) => (await getFirestore(app).collection(collections.users.name).doc(uid).get()).exists,
    promote: async (uid) => {
      await writeUser(uid, { role: { type: 'ADMIN', schoolId: null } });
    },
  });
  console.log(
    `${email} (${uid}) is an administrator of ${projectId}. The API grants it from their next request; their live order views follow once their browser refreshes its sign-in (signing out and in does it at once).`,
  );
} catch (err) {
  console.error((err as Error).message);
  exitCode = 1;
} finally {
  await deleteApp(app);
}
// firebase-admin may keep a connection open; the run is over.
process.exit(exitCode);
