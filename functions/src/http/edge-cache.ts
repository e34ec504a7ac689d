import type { Request, RequestHandler } from 'express';

/**
 * The public catalogue's answers to anonymous visitors, as the CDN in front of Firebase Hosting
 * may keep them: a minute at the edge (`s-maxage`), so a price or a publish shows within a
 * minute, and never in the browser (`max-age=0`: the app's query cache keeps what it shows).
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * The request's query string as the answer uses it: only the parameters named in `uses`, as they
 * were sent and in their order (an empty part, as in `?` or `&&`, is nothing); null when the
 * request has nothing else.
 */
export function usedQuery(url: string, uses: readonly string[]): string | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const parts = url.slice(at + 1).split('&');
  const kept = parts.filter((part) => uses.includes(parameterName(part)));
  return kept.length === parts.length ? null : kept.join('&');
}

/** A parameter's name as the query parser reads it; '' when it cannot be read. */
function parameterName(part: string): string {
  const name = part.split('=', 1)[0]!.replaceAll('+', ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return '';
  }
}

/**
 * Marks a public GET as cacheable at the edge when it carries no sign-in: a signed-in caller's
 * answer may hold what only they see (drafts, counters, their own schools first), so it is
 * `private, no-store`, and nothing it is asked with can split a cache.
 *
 * Hosting's CDN keeps an answer under its whole address, query string included, and under the
 * values of the request headers that its `Vary` names. So an anonymous request gets one key per
 * answer: a query parameter its answer does not use (not in `uses`: a tracker, a cache-buster,
 * a visitor's `limit`) is answered with a redirect (308, kept as the answers are, and no read) to
 * the address without it; and the answer, data that is the same in every language, does not
 * vary on Accept-Language. An error speaks the request's language, so no cache keeps it
 * (errors.ts).
 */
export function edgeCached(uses: readonly string[] = []): RequestHandler {
  return function edgeCache(req, res, next) {
    res.vary('Authorization');
    if (req.headers.authorization) {
      res.set('Cache-Control', 'private, no-store');
      next();
      return;
    }
    res.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
    const query = usedQuery(req.originalUrl, uses);
    if (query === null) next();
    else res.redirect(308, canonicalAddress(req, query));
  };
}

const canonicalAddress = (req: Request, query: string) => `${req.originalUrl.split('?', 1)[0]}${query ? `?${query}` : ''}`;
