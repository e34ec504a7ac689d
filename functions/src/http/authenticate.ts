import type { RequestHandler, Request } from 'express';
import { emailKey, roleOf, type Role } from '@ssb/contract';
import { auth } from '../lib/firebase';
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
  verifyIdToken(token: string): Promise<{ uid: string; email?: string; email_verified?: boolean }>;
  loadUser(uid: string): Promise<UserDoc | null>;
  recordEmail(uid: string, email: string, emailVerified: boolean): Promise<void>;
}

const defaultDeps: AuthDeps = {
  verifyIdToken: (token) => auth().verifyIdToken(token),
  loadUser: findUser,
  recordEmail: recordProvenEmail,
};

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function resolveCaller(token: string, deps: AuthDeps): Promise<Caller> {
  let decoded;
  try {
    decoded = await deps.verifyIdToken(token);
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
  return { uid: decoded.uid, email, emailVerified, user, role: user ? roleOf(user) : null };
}

/** Requires a valid Firebase ID token (Bearer) and attaches the caller. */
export function authenticate(deps: AuthDeps = defaultDeps): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    req.caller = await resolveCaller(token, deps);
    next();
  };
}

/** Attaches the caller when a token is sent; public endpoints stay open without one. */
export function identify(deps: AuthDeps = defaultDeps): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    if (token) req.caller = await resolveCaller(token, deps);
    next();
  };
}

export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}
