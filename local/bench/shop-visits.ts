// What the edge cache saves (`npm run bench`): Firestore reads per 1,000 anonymous shop visits,
// each visit as the app makes it (the schools, then one school's lists), with and without a
// cache in front of the API that does what Hosting's CDN does with the API's answers.
import { EdgeCache } from './edge-cache';

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
  let now = 0;
  const cache = new EdgeCache(() => now);
  const spacingMs = (options.overMinutes * 60_000) / options.visits;
  const before = options.reads.total;
  for (let visit = 0; visit < options.visits; visit++) {
    now = visit * spacingMs;
    const school = options.schoolId(visit % options.schools);
    for (const path of ['/api/schools', `/api/schools/${school}/supply-lists`]) {
      const url = `${options.base}${path}`;
      if (options.withCache) await cache.get(url);
      else await (await fetch(url)).text();
    }
  }
  return options.reads.total - before;
}
