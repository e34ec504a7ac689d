import type { RequestHandler, Request } from 'express';
import { emailKey, roleOf, type Role } from '@ssb/contract';
import { auth } from '../lib/firebase';
import * as logs from '../logs';
import { findUser, recordProvenEmail, type UserDoc } from '../users/repository';
import { unauthorized } from './errors';
import { API_TEXTS } from '../texts';

/** Who is calling: the verified token, and the stored profile with its role when one exists. */
export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  user: UserDoc | null;
  role: Role | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

export interface AuthDeps {
  /** With `checkRevoked`, also asks Firebase Auth whether the account's sessions were revoked since (one lookup). */
  verifyIdToken(token: string, checkRevoked: boolean): Promise<{ uid: string; email?: string; email_verified?: boolean }>;
  loadUser(uid: string): Promise<UserDoc | null>;
  recordEmail(uid: string, email: string, emailVerified: boolean): Promise<void>;
}

const defaultDeps: AuthDeps = {
  verifyIdToken: (token, checkRevoked) => auth().verifyIdToken(token, checkRevoked),
  loadUser: findUser,
  recordEmail: recordProvenEmail,
};

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const isRevoked = (err: unknown) => (err as { code?: string }).code === 'auth/id-token-revoked';

async function resolveCaller(token: string, deps: AuthDeps): Promise<Caller> {
  let decoded;
  try {
    decoded = await deps.verifyIdToken(token, false);
  } catch {
    throw unauthorized(API_TEXTS.http.invalidToken);
  }
  const email = decoded.email ?? null;
  const emailVerified = decoded.email_verified === true;
  let user = await deps.loadUser(decoded.uid);
  // The profile keeps the address the account proves now, so screens and exports show it (an
  // account can move to another address through the identity service). Written only when it differs.
  if (user && email && (user.email !== email || user.emailVerified !== emailVerified)) {
    await deps.recordEmail(decoded.uid, email, emailVerified);
    user = { ...user, email, emailKey: emailKey(email), emailVerified };
  }
  const role = user ? roleOf(user) : null;
  if (role === 'rep' || role === 'admin') await refuseRevoked(token, decoded.uid, deps);
  return { uid: decoded.uid, email, emailVerified, user, role };
}

/**
 * A staff member's token must not have been revoked: a removed representative, or the account
 * an invitation's link took over, is signed out at once rather than when its ID token expires
 * (an hour). It costs one Firebase Auth lookup per request of a representative or an
 * administrator; families' requests are not checked, as their tokens open only their own data.
 */
async function refuseRevoked(token: string, uid: string, deps: AuthDeps): Promise<void> {
  try {
    await deps.verifyIdToken(token, true);
  } catch (err) {
    if (isRevoked(err)) logs.revokedTokenRefused(uid);
    throw unauthorized(isRevoked(err) ? API_TEXTS.http.sessionRevoked : API_TEXTS.http.invalidToken);
  }
}

/** Requires a valid Firebase ID token (Bearer) and attaches the caller. */
export function authenticate(deps: AuthDeps = defaultDeps): RequestHandler {
  return async function authenticated(req, _res, next) {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    req.caller = await resolveCaller(token, deps);
    next();
  };
}

/** Attaches the caller when a token is sent; public endpoints stay open without one. */
export function identify(deps: AuthDeps = defaultDeps): RequestHandler {
  return async function identified(req, _res, next) {
    const token = bearerToken(req);
    if (token) req.caller = await resolveCaller(token, deps);
    next();
  };
}

export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}
