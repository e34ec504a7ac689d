import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { profiles } from '../../local/stack/profiles';
import { testDb } from './stack';

/** Requests allowed per client address and per e-mail (or account) in ten minutes, as the test stack configures them (config.ts). */
export const PER_CLIENT = profiles.e2e.rateLimits.perClient;
export const PER_EMAIL = profiles.e2e.rateLimits.perEmail;

/** The stored window of a bucket (functions/src/rate-limit: the key hashed), e.g. `lookup:ip:127.1.2.3` or `reminder:email:pat@example.com`. */
export const bucket = (key: string) => testDb().doc(`rateLimits/${createHash('sha256').update(key).digest('hex')}`);

export const countIn = async (key: string) => ((await bucket(key).get()).get('count') as number | undefined) ?? 0;

/** A bucket that has used up its requests for the current window. */
export async function usedUp(key: string, max = PER_CLIENT) {
  const now = Date.now();
  await bucket(key).set({ windowStart: Timestamp.fromMillis(now), count: max, expiresAt: Timestamp.fromMillis(now + 600_000) });
}
