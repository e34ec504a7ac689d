import { defineSecret } from 'firebase-functions/params';

/** The one home for configuration: secrets in production, local defaults under the emulators. */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
/** Signs the links e-mails carry that act without a sign-in (a reminder's unsubscribe). */
export const mailLinkSecret = defineSecret('MAIL_LINK_SECRET');

const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

export interface StripeApiTarget {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Under the emulators the Stripe SDK talks to the local payment provider started by the launcher. */
export function stripeApiTarget(env: NodeJS.ProcessEnv = process.env): StripeApiTarget | undefined {
  if (!isEmulator) return undefined;
  const port = Number(env.LOCAL_STRIPE_PORT ?? 12111);
  return { host: '127.0.0.1', port, protocol: 'http' };
}

export function projectId(env: NodeJS.ProcessEnv = process.env): string {
  return env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? 'demo-school-supply-box';
}

/**
 * The site's public origin, for the payment page's return addresses. Never taken from request
 * headers, which a caller controls: APP_URL when set (the local launcher sets it; set it in
 * functions/.env for a custom domain), else the project's default Hosting domain.
 */
export function appUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.APP_URL ?? `https://${projectId(env)}.web.app`).replace(/\/$/, '');
}

/**
 * How many proxies in front of the API append to X-Forwarded-For (see http/client-address.ts):
 * two in production (Firebase Hosting, then Google's front end); the local launcher sets one.
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 2);
  return Number.isInteger(hops) && hops >= 1 ? hops : 2;
}

const wholeNumber = (value: string | undefined, fallback: number) => {
  const number = Number(value ?? fallback);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

/**
 * Checkouts and guest lookups allowed in ten minutes per client address and per e-mail (a
 * signed-in checkout: per account): 60 and 10 in production. The end-to-end stack raises them (RATE_LIMIT_PER_CLIENT,
 * RATE_LIMIT_PER_EMAIL), because all its browser tests connect from 127.0.0.1 and many
 * look up the one demo guest.
 */
export function rateLimits(env: NodeJS.ProcessEnv = process.env): { perClient: number; perEmail: number } {
  return { perClient: wholeNumber(env.RATE_LIMIT_PER_CLIENT, 60), perEmail: wholeNumber(env.RATE_LIMIT_PER_EMAIL, 10) };
}

/** The local Firestore the browser's listeners must use, or null in production. */
export function firestoreEmulatorHost(env: NodeJS.ProcessEnv = process.env): string | null {
  return isEmulator ? (env.FIRESTORE_EMULATOR_HOST ?? null) : null;
}

/** The auth emulator the browser must use, or null in production. */
export function authEmulatorUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST;
  return isEmulator && host ? `http://${host}` : null;
}
