import { z } from 'zod/mini';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  service: z.string(),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** What the browser needs to reach Firebase Auth when it runs against the local emulators. */
export const ClientConfig = z.object({
  projectId: z.string().check(z.minLength(1)),
  authEmulatorUrl: z.nullable(z.url()),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
