import type { RequestHandler } from 'express';

/**
 * The public catalogue's answers to anonymous visitors, as the CDN in front of Firebase Hosting
 * may keep them: a minute at the edge (`s-maxage`), so a price or a publish shows within a
 * minute, and never in the browser (`max-age=0`: the app's query cache keeps what it shows).
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * Marks a public GET as cacheable at the edge when it carries no sign-in: a signed-in caller's
 * answer may hold what only they see (drafts, counters, their own schools first), so it is
 * `private, no-store`. The cache keys on the headers that change an answer (`Vary`). An error
 * the server did not mean (5xx) is never kept (errors.ts).
 */
export function edgeCached(): RequestHandler {
  return (req, res, next) => {
    res.set('Cache-Control', req.headers.authorization ? 'private, no-store' : CATALOGUE_CACHE_CONTROL);
    res.vary('Authorization');
    res.vary('Accept-Language');
    next();
  };
}
