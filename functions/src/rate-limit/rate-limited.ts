import type { RequestHandler } from 'express';
import { emailKey } from '@ssb/contract';
import { rateLimits } from '../config';
import { clientAddressOf } from '../http/client-address';
import { consume } from './rate-limit';

const TEN_MINUTES = 10 * 60 * 1000;

export interface RateLimitPolicy {
  /** What is limited, e.g. "checkout"; each action has buckets of its own. */
  action: string;

  /** The 429 message. */
  message: string;
}

/**
 * Counts the request against its client's bucket and its e-mail's bucket (the body's
 * `email`, when it has one) before anything else runs, so invalid attempts count too.
 * The limits are the configured ones (config.ts).
 */
export function rateLimited(policy: RateLimitPolicy): RequestHandler {
  return async (req, _res, next) => {
    const { perClient, perEmail } = rateLimits();
    const limits = [{ key: `${policy.action}:ip:${clientAddressOf(req)}`, max: perClient, windowMs: TEN_MINUTES }];
    const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string' && email.trim()) {
      limits.push({ key: `${policy.action}:email:${emailKey(email)}`, max: perEmail, windowMs: TEN_MINUTES });
    }
    await consume(limits, policy.message);
    next();
  };
}
