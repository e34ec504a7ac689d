import { defineSecret } from 'firebase-functions/params';
import type { LinkKeys } from './lib/signed-link';
import * as logs from './logs';

/** The one home for configuration: secrets in production, local defaults under the emulators. */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
/** Checks Stripe's webhook events, and nothing else: Stripe holds it too. */
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
/** Signs the links e-mails carry that act without a sign-in (a reminder's unsubscribe). */
export const mailLinkSecret = defineSecret('MAIL_LINK_SECRET');
export const mailLinkSecretPrevious = defineSecret('MAIL_LINK_SECRET_PREVIOUS');
/** Signs the links of the payment page's return addresses (the receipt, the cancel link). */
export const checkoutLinkSecret = defineSecret('CHECKOUT_LINK_SECRET');
export const checkoutLinkSecretPrevious = defineSecret('CHECKOUT_LINK_SECRET_PREVIOUS');

const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/** An HMAC-SHA256 key shorter than its 32-byte output is weaker than the signature it makes. */
export const MIN_SIGNING_KEY_BYTES = 32;

/** What a signing key's configuration gets wrong, to refuse it with; null when it may be used. */
export function signingKeyProblem(name: string, key: string, production: boolean): string | null {
  const bytes = Buffer.byteLength(key, 'utf8');
  if (!production || bytes >= MIN_SIGNING_KEY_BYTES) return null;
  return `${name} is ${bytes} bytes long; a signing key needs at least ${MIN_SIGNING_KEY_BYTES} (openssl rand -base64 48)`;
}

interface KeyValues {
  /** The secret's name, e.g. CHECKOUT_LINK_SECRET; the previous key is `{name}_PREVIOUS`, accepted until `{name}_PREVIOUS_UNTIL`. */
  name: string;
  current: string;
  previous: string;
  /** An ISO 8601 instant, or empty when no rotation is under way. */
  previousUntil: string | undefined;
}

/**
 * A kind of link's keys from their configured values, or an error saying what is wrong with
 * them. The previous key counts only while `{name}_PREVIOUS_UNTIL` is to come.
 */
export function linkKeysOf(values: KeyValues, options: { production: boolean; now: Date }): LinkKeys {
  const problem = (message: string | null) => {
    if (!message) return;
    logs.signingKeyRefused(message);
    throw new Error(message);
  };
  problem(signingKeyProblem(values.name, values.current, options.production));
  const until = values.previousUntil?.trim();
  if (!until) return { current: values.current, previous: null };
  const untilDate = new Date(until);
  problem(Number.isNaN(untilDate.getTime()) ? `${values.name}_PREVIOUS_UNTIL is not an ISO 8601 instant: ${until}` : null);
  if (untilDate <= options.now) return { current: values.current, previous: null };
  problem(signingKeyProblem(`${values.name}_PREVIOUS`, values.previous, options.production));
  return { current: values.current, previous: { key: values.previous, until: untilDate } };
}

// Each kind of link's key and the key it replaced. A secret given to a function is in its
// environment under its name (what `.value()` reads); the others are not.
const linkSecrets = {
  checkout: [checkoutLinkSecret, checkoutLinkSecretPrevious],
  mail: [mailLinkSecret, mailLinkSecretPrevious],
} as const;

const valuesOf = ([current, previous]: (typeof linkSecrets)[keyof typeof linkSecrets], env: NodeJS.ProcessEnv): KeyValues => ({
  name: current.name,
  current: env[current.name] ?? '',
  previous: env[previous.name] ?? '',
  previousUntil: env[`${current.name}_PREVIOUS_UNTIL`],
});

/** The keys a receipt or cancel link is signed (`current`) and checked with. */
export const checkoutLinkKeys = (now = new Date(), env: NodeJS.ProcessEnv = process.env) =>
  linkKeysOf(valuesOf(linkSecrets.checkout, env), { production: !isEmulator, now });

/** The keys an e-mail's link is signed (`current`) and checked with. */
export const mailLinkKeys = (now = new Date(), env: NodeJS.ProcessEnv = process.env) =>
  linkKeysOf(valuesOf(linkSecrets.mail, env), { production: !isEmulator, now });

/**
 * Refuses to start, in production, a function given a signing key too short or a rotation that
 * does not parse: it throws as the bundle loads, before anything is served. A function is given
 * only the secrets it lists; the keys of others are checked when they are first used.
 */
export function checkSigningKeysAtStart(env: NodeJS.ProcessEnv = process.env, now = new Date()): void {
  // Deploying loads the bundle without any secret, to read what it declares.
  if (isEmulator || env.FUNCTIONS_CONTROL_API === 'true') return;
  for (const secrets of Object.values(linkSecrets)) {
    if (env[secrets[0].name] !== undefined) linkKeysOf(valuesOf(secrets, env), { production: true, now });
  }
}

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

/**
 * Guest lookups of one e-mail that may find no order within an hour before its lookup is locked
 * for the hour: 5 in production. The end-to-end stack raises it (LOOKUP_WRONG_PHONES_LIMIT), as
 * its browser tests look up the one demo guest with a wrong phone several times.
 */
export function lookupLockAfter(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumber(env.LOOKUP_WRONG_PHONES_LIMIT, 5);
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
