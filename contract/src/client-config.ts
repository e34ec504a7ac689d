import { z } from 'zod/mini';

/** What the browser needs to reach the local emulators (GET /api/client-config); a module of its own, as the app shell loads it. */
export const ClientConfig = z.object({
  projectId: z.string().check(z.minLength(1)),
  authEmulatorUrl: z.nullable(z.url()),
  /** host:port of the local Firestore the browser's live listeners use, or null in production. */
  firestoreEmulatorHost: z.nullable(z.string().check(z.regex(/^[\w.-]+:\d+$/))),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
