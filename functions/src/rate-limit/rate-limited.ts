import type { Request, RequestHandler } from 'express';
import { mailboxKey } from '@ssb/contract';
import { rateLimits } from '../config';
import { clientAddressOf } from '../http/client-address';
import { consume, type Limit } from './rate-limit';

const TEN_MINUTES = 10 * 60 * 1000;

export interface RateLimitPolicy {
  /** What is limited, e.g. "checkout"; each action has buckets of its own. */
  action: string;

  /** The 429 message, in the request's language. */
  message: () => string;

  /**
   * Who is counted besides the client address: the mailbox of the body's `email` (a guest; its
   * spellings with a +tag, another case or Gmail's dots are one), or the signed-in caller's
   * account (after `authenticate`), which gets as many requests as an e-mail; nobody when
   * absent (a request that names no person).
   */
  per?: 'email' | 'account';
}

/** The bucket of the person the request is for, or null when it names nobody to count. */
function personKey(req: Request, policy: RateLimitPolicy): string | null {
  if (!policy.per) return null;
  if (policy.per === 'account') return req.caller ? `${policy.action}:account:${req.caller.uid}` : null;
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? `${policy.action}:email:${mailboxKey(email)}` : null;
}

/**
 * Counts the request against its client's bucket and its person's bucket (see `per`) before
 * anything else runs, so invalid attempts count too. The limits are the configured ones (config.ts).
 */
export function rateLimited(policy: RateLimitPolicy): RequestHandler {
  return async function rateLimit(req, _res, next) {
    const { perClient, perEmail } = rateLimits();
    const limits: Limit[] = [{ key: `${policy.action}:ip:${clientAddressOf(req)}`, max: perClient, windowMs: TEN_MINUTES }];
    const person = personKey(req, policy);
    if (person) limits.push({ key: person, max: perEmail, windowMs: TEN_MINUTES });
    await consume(limits, policy.message());
    next();
  };
}
