import { Timestamp } from 'firebase-admin/firestore';
import { lookupLockAfter } from '../config';
import { HttpError } from '../http/errors';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { windowRef } from './rate-limit';

const HOUR = 60 * 60 * 1000;

/** The lookups of one e-mail that found no order, in the hour that began with the first. */
export interface WrongPhones {
  windowStart: number;
  count: number;
  /** Set by the one that made them too many: the lookup is locked until then. */
  lockedUntil: number | null;
}

export interface LockRule {
  /** The wrong phones that lock the lookup (5 in production). */
  max: number;
  /** The window they are counted in, and how long the lock lasts: an hour. */
  windowMs: number;
}

export const isLocked = (current: WrongPhones | null, now: number): boolean => current?.lockedUntil != null && now < current.lockedUntil;

/**
 * The wrong phones once one more is counted at `now`. A fixed window: the count restarts once
 * the hour that began with the first has passed (a lock lasts at least that long, so a lock that
 * has ended always starts afresh), and the one that reaches `max` locks the lookup for the hour.
 */
export function afterWrongPhone(current: WrongPhones | null, now: number, rule: LockRule): WrongPhones {
  const fresh = !current || now - current.windowStart >= rule.windowMs;
  const count = fresh ? 1 : current.count + 1;
  return { windowStart: fresh ? now : current.windowStart, count, lockedUntil: count >= rule.max ? now + rule.windowMs : null };
}

/**
 * A guest lookup for an e-mail, unless that e-mail's lookup is locked (429 with `message`, right
 * phone or not). `find` runs inside the transaction that reads the e-mail's wrong phones, and a
 * lookup that finds nothing is counted in it, so lookups sent at once are counted one after
 * another and none gets past the lock. Keyed by the e-mail, not the client address: a guesser
 * can change addresses, not the e-mail it guesses for.
 */
export async function lookUpUnlessLocked<T>(emailKey: string, find: () => Promise<T[]>, message: string, now = Date.now()): Promise<T[]> {
  const ref = windowRef(`lookup:wrong-phone:email:${emailKey}`);
  const rule = { max: lookupLockAfter(), windowMs: HOUR };
  const { found, locked } = await db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    const current = stored ? { windowStart: stored.windowStart.toMillis(), count: stored.count, lockedUntil: stored.lockedUntil?.toMillis() ?? null } : null;
    if (isLocked(current, now)) throw new HttpError(429, message);
    const found = await find();
    if (found.length) return { found, locked: null };
    const next = afterWrongPhone(current, now, rule);
    tx.set(ref, {
      windowStart: Timestamp.fromMillis(next.windowStart),
      count: next.count,
      // For the TTL policy on rateLimits.expiresAt: kept while it counts or locks.
      expiresAt: Timestamp.fromMillis(Math.max(next.windowStart + rule.windowMs, next.lockedUntil ?? 0)),
      ...(next.lockedUntil ? { lockedUntil: Timestamp.fromMillis(next.lockedUntil) } : {}),
    });
    return { found, locked: next.lockedUntil ? next : null };
  });
  if (locked) logs.guestLookupLocked(ref.path, locked.count, new Date(locked.lockedUntil!));
  return found;
}
