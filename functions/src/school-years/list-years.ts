import { schoolYearName, type SchoolYearsResponse } from '@ssb/contract';
import { supplyListsCollection } from '../supply-lists/repository';
import { usersCollection } from '../users/repository';
import { firstYear, startedYears, toApiYear } from './repository';

/** A query's size from one `count()` aggregation, never its documents. */
const countOf = async (query: { count(): { get(): Promise<{ data(): { count: number } }> } }) => (await query.count().get()).data().count;

/**
 * GET /school-years: the current year and those before it, newest first (the first year, before
 * any was started, last), and what starting the next would do: the lists not archived (each
 * copied) and the signed-in families (their children move up).
 */
export async function listSchoolYears(): Promise<SchoolYearsResponse> {
  const started = await startedYears();
  const oldest = started.at(-1);
  // The first year is the one the oldest started year followed, as its lists were archived under it.
  const first = oldest
    ? { ...firstYear(), id: oldest.doc.previousId, name: schoolYearName(`${oldest.doc.previousId}-07-01`), startsOn: `${oldest.doc.previousId}-07-01` }
    : firstYear();
  const years = [...started.map(toApiYear), first];
  const [all, archived, families] = await Promise.all([
    countOf(supplyListsCollection()),
    countOf(supplyListsCollection().where('archived', '==', true)),
    countOf(usersCollection().where('type', '==', 'USER')),
  ]);
  return { current: years[0]!, years, next: { lists: all - archived, families } };
}
