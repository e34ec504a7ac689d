import { defaultSchoolYear, type SchoolYear } from '@ssb/contract';
import type { SchoolYearDoc } from '@ssb/documents';
import { collection } from '../lib/collections';

export const schoolYearsCollection = collection.schoolYears;

/** The most years read at once: a program's whole history for decades. */
export const MAX_YEARS = 50;

export interface StoredYear {
  id: string;
  doc: SchoolYearDoc;
}

/** The years started, newest first. */
export async function startedYears(): Promise<StoredYear[]> {
  const snap = await schoolYearsCollection().orderBy('startsOn', 'desc').limit(MAX_YEARS).get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() }));
}

const today = () => new Date().toISOString().slice(0, 10);

/** A stored year in the API's shape. */
export const toApiYear = ({ id, doc }: StoredYear): SchoolYear => ({
  id,
  name: doc.name,
  startsOn: doc.startsOn,
  listsCopied: doc.listsCopied,
  done: doc.done,
});

/** The year before any was started, its lists all there were: nothing to copy. */
export const firstYear = (): SchoolYear => ({ ...defaultSchoolYear(today()), listsCopied: 0, done: true });

/** The current year: the latest started, else the first (the season today falls in), `started` false. */
export async function currentYear(): Promise<{ year: SchoolYear; started: boolean }> {
  const [latest] = (await schoolYearsCollection().orderBy('startsOn', 'desc').limit(1).get()).docs;
  return latest ? { year: toApiYear({ id: latest.id, doc: latest.data() }), started: true } : { year: firstYear(), started: false };
}
