import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { rateLimitsCollection } from './repository';
import { db } from '../lib/firebase';
import { HttpError } from '../http/errors';

export interface Limit {
  /** What is limited, e.g. "lookup:email:a@b.c"; hashed before it is stored. */
  key: string;
  max: number;
  windowMs: number;
}

/** A fixed window: the count restarts once the window that began with the first request has passed. */
export function nextWindow(
  current: { windowStart: number; count: number } | null,
  now: number,
  limit: Pick<Limit, 'max' | 'windowMs'>,
): { windowStart: number; count: number } | 'exceeded' {
  if (!current || now - current.windowStart >= limit.windowMs) return { windowStart: now, count: 1 };
  if (current.count >= limit.max) return 'exceeded';
  return { windowStart: current.windowStart, count: current.count + 1 };
}

/** Where a limit's window is stored: under its key hashed, so no address or e-mail is stored. */
export const windowRef = (key: string) => rateLimitsCollection().doc(createHash('sha256').update(key).digest('hex'));

/** Counts one request against every limit, or throws 429 if any is used up (nothing is counted then). */
export async function consume(limits: Limit[], message: string, now = Date.now()): Promise<void> {
  const refs = limits.map((l) => windowRef(l.key));
  await db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const next = limits.map((limit, i) => {
      const data = snaps[i]?.data();
      return nextWindow(data ? { windowStart: data.windowStart.toMillis(), count: data.count } : null, now, limit);
    });
    if (next.includes('exceeded')) throw new HttpError(429, message);
    next.forEach((window, i) => {
      if (window === 'exceeded') return;
      tx.set(refs[i]!, {
        windowStart: Timestamp.fromMillis(window.windowStart),
        count: window.count,
        // For a Firestore TTL policy on rateLimits.expiresAt, so old windows clean themselves up.
        expiresAt: Timestamp.fromMillis(window.windowStart + limits[i]!.windowMs),
      });
    });
  });
}
