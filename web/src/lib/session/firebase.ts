import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { ClientConfig, currentLocale } from '@ssb/contract';
import { z } from 'zod/mini';
import { env } from '@/config/env';
import { setIdTokenSource } from '../api/id-token';

/** The API key the Auth emulator accepts; any value works there. */
const EMULATOR_API_KEY = 'demo-api-key';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  /** host:port of the local Firestore for live listeners; null in production. */
  firestoreEmulatorHost: string | null;
}

export async function fetchClientConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetchImpl('/api/client-config', { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`GET /api/client-config failed: HTTP ${response.status}`);
  }
  const parsed = ClientConfig.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error(`GET /api/client-config returned an unexpected body:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

function createAuth(app: FirebaseApp): Auth {
  // initializeAuth rather than getAuth: the app signs in with e-mail and password only, so
  // it leaves out the popup/redirect resolver (and its iframe code) that getAuth bundles.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  // The verification and password reset e-mails come in the page's language.
  auth.languageCode = currentLocale();
  return auth;
}

async function initFirebase(): Promise<FirebaseServices> {
  if (env.firebase.mode === 'production') {
    const { apiKey, authDomain, projectId } = env.firebase;
    const app = initializeApp({ apiKey, authDomain, projectId });
    return { app, auth: createAuth(app), firestoreEmulatorHost: null };
  }

  const { projectId, authEmulatorUrl, firestoreEmulatorHost } = await fetchClientConfig();
  const options: FirebaseOptions = { apiKey: EMULATOR_API_KEY, projectId };
  const app = initializeApp(options);
  const auth = createAuth(app);
  if (authEmulatorUrl) {
    connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  }
  return { app, auth, firestoreEmulatorHost };
}

let services: Promise<FirebaseServices> | undefined;

/**
 * Initialises Firebase once (in emulator mode after fetching /api/client-config) and
 * returns the same promise on every call. A failed start can be retried by calling again.
 */
export function loadFirebase(): Promise<FirebaseServices> {
  services ??= initFirebase().then(
    (ready) => {
      setIdTokenSource(async () => (ready.auth.currentUser ? ready.auth.currentUser.getIdToken() : null));
      return ready;
    },
    (error: unknown) => {
      services = undefined;
      throw error;
    },
  );
  return services;
}
