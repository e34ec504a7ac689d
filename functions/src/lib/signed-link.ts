import { createHmac, timingSafeEqual } from 'node:crypto';

// Links the API sends out that act without a sign-in (Stripe's return and cancel URLs, an
// e-mail's unsubscribe link) carry a signature of what they act on: only the server's key makes
// one, so nobody can act on an order or an address they were not sent a link for. `purpose`
// keeps the signatures of one kind of link from opening another, and each kind of link has a key
// of its own (config.ts), so a key that leaks opens only its own links.

/**
 * The keys a kind of link is checked with: links are signed with `current`; after a rotation the
 * key it replaced is still accepted until `previous.until`, so links sent before it keep working
 * for a stated time.
 */
export interface LinkKeys {
  current: string;
  previous: { key: string; until: Date } | null;
}

export function linkSignature(purpose: string, subject: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url');
}

/** The keys a signature may be made with at `now`: the current one, and the previous one until its time is up. */
export const acceptedKeys = (keys: string | LinkKeys, now: Date): string[] =>
  typeof keys === 'string' ? [keys] : [keys.current, ...(keys.previous && now < keys.previous.until ? [keys.previous.key] : [])];

export function isValidLinkSignature(purpose: string, subject: string, signature: string, keys: string | LinkKeys, now = new Date()): boolean {
  const given = Buffer.from(signature);
  // Every accepted key is tried, so the time taken tells nothing of which one matched.
  return acceptedKeys(keys, now).reduce((valid, key) => {
    const expected = Buffer.from(linkSignature(purpose, subject, key));
    return (given.length === expected.length && timingSafeEqual(given, expected)) || valid;
  }, false);
}

// A link that expires signs its expiry with its subject, so the expiry cannot be moved.
const withExpiry = (subject: string, expiresAtS: number) => `${subject}|${expiresAtS}`;

/** The token of a link that opens until `expiresAt`: `{expiry in Unix seconds}.{signature}`. */
export function expiringLinkToken(purpose: string, subject: string, key: string, expiresAt: Date): string {
  const expiresAtS = Math.floor(expiresAt.getTime() / 1000);
  return `${expiresAtS}.${linkSignature(purpose, withExpiry(subject, expiresAtS), key)}`;
}

/**
 * What a link's token is worth at `now`. A token is `expired` only when its signature is
 * right, so only the person the link was sent to learns that it has expired.
 */
export function checkExpiringLinkToken(purpose: string, subject: string, token: string, keys: LinkKeys, now = new Date()): 'valid' | 'expired' | 'invalid' {
  const match = /^(\d{1,12})\.([\w-]+)$/.exec(token);
  if (!match) return 'invalid';
  const expiresAtS = Number(match[1]);
  if (!isValidLinkSignature(purpose, withExpiry(subject, expiresAtS), match[2]!, keys, now)) return 'invalid';
  return now.getTime() < expiresAtS * 1000 ? 'valid' : 'expired';
}
