// Firebase Hosting's CDN as far as the API's answers go, for the bench and the API tests (the local
// edge keeps nothing). Hosting keys a kept answer on its whole address, the query string as sent
// included, and on the values of the request headers that the answer's `Vary` names; it keeps what
// `Cache-Control` lets a shared cache keep, and a 404 that says nothing for ten minutes
// (firebase.google.com/docs/hosting/manage-cache).

export interface EdgeAnswer {
  status: number;
  headers: Headers;
  body: string;
  /** Answered by the cache, without asking the API. */
  fromCache: boolean;
}

interface Kept {
  answer: Omit<EdgeAnswer, 'fromCache'>;
  storedAt: number;
  maxAgeMs: number;
}

const NOT_FOUND_MS = 10 * 60_000;

/** How long a shared cache may keep the answer, or 0. */
function sharedMaxAgeMs(status: number, cacheControl: string | null): number {
  if (cacheControl === null) return status === 404 ? NOT_FOUND_MS : 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  if (!directives.includes('public') || directives.includes('no-store') || directives.includes('private')) return 0;
  const seconds = (name: string) => directives.find((directive) => directive.startsWith(`${name}=`))?.slice(name.length + 1);
  return Number(seconds('s-maxage') ?? seconds('max-age') ?? 0) * 1000;
}

export class EdgeCache {
  /** Per address: the request headers its latest answer varied on, and the answers kept under their values. */
  private readonly addresses = new Map<string, { vary: string[]; kept: Map<string, Kept> }>();
  /** The requests the cache sent on to the API. */
  originRequests = 0;

  /** `clock` in milliseconds: the bench runs simulated time. */
  constructor(private readonly clock: () => number = Date.now) {}

  /** A GET through the cache; a redirect is followed as the browser's fetch follows one, each step through the cache. */
  async get(url: string, headers: Record<string, string> = {}): Promise<EdgeAnswer> {
    const sent = new Headers(headers);
    let address = url;
    for (let step = 0; step < 5; step++) {
      const answer = await this.once(address, sent);
      const location = answer.headers.get('location');
      if (answer.status < 300 || answer.status >= 400 || location === null) return answer;
      address = new URL(location, address).href;
    }
    throw new Error(`${url}: more than 5 redirects`);
  }

  private async once(url: string, sent: Headers): Promise<EdgeAnswer> {
    const now = this.clock();
    const entry = this.addresses.get(url);
    const kept = entry?.kept.get(variantKey(entry.vary, sent));
    if (kept && now - kept.storedAt < kept.maxAgeMs) return { ...kept.answer, fromCache: true };

    this.originRequests++;
    const res = await fetch(url, { headers: sent, redirect: 'manual' });
    const answer = { status: res.status, headers: res.headers, body: await res.text() };
    const vary = (res.headers.get('vary') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const maxAgeMs = vary.includes('*') ? 0 : sharedMaxAgeMs(res.status, res.headers.get('cache-control'));
    if (maxAgeMs > 0) {
      const variants = entry && sameNames(entry.vary, vary) ? entry.kept : new Map<string, Kept>();
      variants.set(variantKey(vary, sent), { answer, storedAt: now, maxAgeMs });
      this.addresses.set(url, { vary, kept: variants });
    }
    return { ...answer, fromCache: false };
  }
}

const variantKey = (vary: string[], sent: Headers) => vary.map((name) => `${name}: ${sent.get(name) ?? ''}`).join('\n');
const sameNames = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i]);
