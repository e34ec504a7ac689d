// Stripe answers a repeated Idempotency-Key with the saved response instead of running the
// request again. The SDK puts a key on every POST and resends it when a pooled connection
// closes under a request, so without this a resent create would open a second session for
// the same order, and that orphan would later expire with the order's metadata.

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type IdempotencyLookup = { kind: 'new' } | { kind: 'replay'; body: unknown } | { kind: 'conflict' };

export interface IdempotencyCache {
  /** `fingerprint` identifies the request (method, path, parameters); a reused key must match it. */
  lookup(key: string, fingerprint: string): IdempotencyLookup;
  remember(key: string, fingerprint: string, body: unknown): void;
}

interface SavedResponse {
  fingerprint: string;
  body: unknown;
  savedAt: number;
}

export function createIdempotencyCache(now: () => number): IdempotencyCache {
  // Insertion order is age order, so pruning stops at the first entry still alive.
  const saved = new Map<string, SavedResponse>();

  function prune(): void {
    for (const [key, entry] of saved) {
      if (now() - entry.savedAt < KEY_LIFETIME_MS) return;
      saved.delete(key);
    }
  }

  return {
    lookup(key, fingerprint) {
      prune();
      const entry = saved.get(key);
      if (!entry) return { kind: 'new' };
      if (entry.fingerprint !== fingerprint) return { kind: 'conflict' };
      return { kind: 'replay', body: entry.body };
    },
    remember(key, fingerprint, body) {
      saved.set(key, { fingerprint, body, savedAt: now() });
    },
  };
}
