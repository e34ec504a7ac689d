import type { Request } from 'express';
import { trustedProxyHops } from '../config';
import * as logs from '../logs';

/**
 * The address of the client that opened the connection, as the proxies in front of the API
 * saw it. Each proxy appends the address of whoever connected to it to X-Forwarded-For, so
 * only the last `hops` entries were written by a proxy; anything to their left is whatever
 * the client itself sent, and must never decide its rate-limit bucket.
 *
 * In production two proxies append: Firebase Hosting (the connecting client) and Google's
 * front end in front of the function (Hosting's own address), so the client is the second
 * entry from the right. Locally the launcher's edge (local/stack/edge.ts) plays Hosting's
 * part and nothing else appends, so `TRUSTED_PROXY_HOPS=1` there.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, hops: number): string | null {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < hops) return null;
  return entries[entries.length - hops] ?? null;
}

/** The caller's address, or a shared "unknown" bucket (logged) when the proxy chain is not what it should be. */
export function clientAddressOf(req: Request): string {
  const address = clientAddress(req.headers['x-forwarded-for'], trustedProxyHops());
  if (address) return address;
  logs.clientAddressMissing(req.headers['x-forwarded-for']);
  return 'unknown';
}
