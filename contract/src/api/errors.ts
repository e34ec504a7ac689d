import { z } from 'zod/mini';

/** Every failing answer of the API: a message a person can read, in the request's language. */
export const ErrorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * The statuses a route answers when it refuses, and what each means. 400, 401, 413, 415 and 500
 * follow from how a route is called (its schemas, its sign-in, its body), and so does an
 * administrators' route's 403; the rest are the route's own rules, named in the route table.
 */
export const ERROR_MEANINGS = {
  400: 'Bad input: the message names the field',
  401: 'No sign-in token, or one that is invalid, expired or revoked',
  403: 'The caller may not do this',
  404: 'Nothing has that id',
  409: 'A rule blocks it now',
  410: 'The link has expired or was used',
  413: 'The body is over 64 kB',
  415: 'The body is not JSON',
  429: 'Too many requests: try again later',
  500: 'An unexpected failure',
  502: 'The payment provider failed',
  503: 'A service the API needs is not ready (the identity service, or Stripe Tax not set up): try again later',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;
