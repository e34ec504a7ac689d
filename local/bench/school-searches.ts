// The shop's school search for `npm run bench` (`--only "schools?q"`): GET /schools?q= by the
// start of one school's name, a city, a ZIP code, a word every school shares and a word none
// has, as a guest, a signed-in parent with orders at many schools, and an administrator. A
// family reads at most SHOP_SCHOOL_LIMIT schools, and a signed-in one its latest orders and
// their schools besides; an administrator the schools found. None reads the schools not found.

interface Probe {
  name: string;
  request(): Promise<{ status: number; body: unknown }>;
}

/** What is typed, and what it finds among the bench's schools (big-data.ts names and places them). */
const searches = [
  ["<one school's name>", 'Bench School 00007'],
  ['<a city>', 'Riverton'],
  ['<a ZIP code>', '62707'],
  ['school (every school)', 'school'],
  ['<no school>', 'Zzyzx'],
] as const;

/** The searches of each caller; `token` is read when a probe runs (none for a guest). */
export function schoolSearchProbes(base: string, callers: { name: string; token: () => string | null }[]): Probe[] {
  return callers.flatMap(({ name, token }) =>
    searches.map(([what, q]) => ({
      name: `GET /schools?q=${what} (${name})`,
      async request() {
        const bearer = token();
        const res = await fetch(`${base}/api/schools?q=${encodeURIComponent(q)}`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
        return { status: res.status, body: (await res.json()) as unknown };
      },
    })),
  );
}
