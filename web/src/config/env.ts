// zod/mini: this runs at start-up on every route, and the mini build keeps zod's full API
// (~16 kB gzip) out of that bundle. Feature code may use 'zod' in its own lazy chunks.
import { z } from 'zod/mini';

// Vite leaves unset variables undefined and `VAR=` as ''. Treat both as "not set".
const optional = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value?.trim() ? value.trim() : undefined)),
);

const rawEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: optional,
  VITE_FIREBASE_AUTH_DOMAIN: optional,
  VITE_FIREBASE_PROJECT_ID: optional,
});

type FirebaseEnv =
  /** A production build: the Firebase web config comes from the build environment. */
  | { mode: 'production'; apiKey: string; authDomain: string; projectId: string }
  /** A local build: the project id and the Auth emulator come from GET /api/client-config. */
  | { mode: 'emulator' };

export interface Env {
  firebase: FirebaseEnv;
}

/**
 * Parses the build environment. Throws (and so stops the app from starting) when it is
 * inconsistent: with an API key set, the auth domain and project id are required too.
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = rawEnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid build environment:\n${z.prettifyError(parsed.error)}`);
  }
  const { VITE_FIREBASE_API_KEY: apiKey, VITE_FIREBASE_AUTH_DOMAIN: authDomain, VITE_FIREBASE_PROJECT_ID: projectId } = parsed.data;

  if (!apiKey) return { firebase: { mode: 'emulator' } };

  const missing = [
    ['VITE_FIREBASE_AUTH_DOMAIN', authDomain],
    ['VITE_FIREBASE_PROJECT_ID', projectId],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (!authDomain || !projectId) {
    throw new Error(`Invalid build environment: VITE_FIREBASE_API_KEY is set but ${missing.join(' and ')} is not.`);
  }
  return { firebase: { mode: 'production', apiKey, authDomain, projectId } };
}

export const env: Env = parseEnv(import.meta.env);
