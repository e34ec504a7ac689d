// What the edge cache saves (`npm run bench`): Firestore reads per 1,000 anonymous shop visits,
// each visit as the app makes it (the schools, then one school's lists), with and without a
// cache in front of the API that does what Hosting's CDN does with the API's answers.

/** Hosting's CDN, as far as the API's answers go: keeps a 200 while `s-maxage` allows, keyed on the address and the `Vary` headers. */
class EdgeCache {
  private readonly entries = new Map<string, { body: string; storedAt: number; maxAgeMs: number }>();

  async get(url: string, now: number): Promise<string> {
    // An anonymous visitor sends no Authorization and one language: the key is the address.
    const kept = this.entries.get(url);
    if (kept && now - kept.storedAt < kept.maxAgeMs) return kept.body;
    const res = await fetch(url);
    const body = await res.text();
    const sMaxAge = /(?:^|,\s*)s-maxage=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1];
    const shared = /(?:^|,\s*)public(?:,|$)/.test(res.headers.get('cache-control') ?? '');
    if (res.status === 200 && shared && sMaxAge) this.entries.set(url, { body, storedAt: now, maxAgeMs: Number(sMaxAge) * 1000 });
    return body;
  }
}

export interface ShopVisits {
  visits: number;
  /** Over how long the visits come, evenly spaced (simulated time: the cache's clock). */
  overMinutes: number;
  /** How many schools the visitors choose among, in turn. */
  schools: number;
}

/** The documents read for `visits` anonymous shop visits, straight to the API or through the edge cache. */
export async function shopVisitReads(
  options: { base: string; reads: { total: number }; schoolId: (i: number) => string; withCache: boolean } & ShopVisits,
): Promise<number> {
  const cache = new EdgeCache();
  const spacingMs = (options.overMinutes * 60_000) / options.visits;
  const before = options.reads.total;
  for (let visit = 0; visit < options.visits; visit++) {
    const now = visit * spacingMs;
    const school = options.schoolId(visit % options.schools);
    for (const path of ['/api/schools', `/api/schools/${school}/supply-lists`]) {
      const url = `${options.base}${path}`;
      if (options.withCache) await cache.get(url, now);
      else await (await fetch(url)).text();
    }
  }
  return options.reads.total - before;
}
