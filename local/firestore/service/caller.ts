import { Code, FirestoreError } from '../api/errors';
import type { Auth } from '../rules/rules-engine';

// Who sends a request, read from its Authorization header (gRPC metadata, an HTTP header,
// or the headers WebChannel packs into its handshake). As in the official emulator, ID
// tokens are decoded, not verified: the auth emulator's tokens and the unsigned ones
// @firebase/rules-unit-testing makes are both accepted. `Bearer owner`, what the admin
// SDKs send to an emulator, stands for privileged credentials and bypasses the rules, as
// service accounts do in production.

export type Caller = { kind: 'owner' } | { kind: 'client'; auth: Auth | null };

export const OWNER: Caller = { kind: 'owner' };
export const UNAUTHENTICATED: Caller = { kind: 'client', auth: null };

const unauthenticated = (why: string) => new FirestoreError(Code.UNAUTHENTICATED, `Invalid Authorization header: ${why}`);

function decodeClaims(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length < 2) throw unauthenticated('not a JWT');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    throw unauthenticated('the JWT payload is not JSON');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw unauthenticated('the JWT payload is not an object');
  return claims as Record<string, unknown>;
}

export function callerOf(authorization: string | undefined): Caller {
  if (!authorization) return UNAUTHENTICATED;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match) throw unauthenticated('expected a Bearer token');
  const token = match[1]!;
  if (token === 'owner') return OWNER;
  const claims = decodeClaims(token);
  const uid = claims.sub ?? claims.user_id;
  if (typeof uid !== 'string' || uid === '') throw unauthenticated('the ID token has no subject (sub)');
  return { kind: 'client', auth: { uid, token: claims } };
}
