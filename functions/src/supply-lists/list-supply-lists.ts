import type { SupplyList, SupplyListsQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMaySeePastLists, canManageSchool, visibleListFilter } from '../http/authorize';
import { notFound } from '../http/errors';
import { findSchool } from '../schools/repository';
import { toApiSupplyList } from './convert';
import { MAX_LISTS, productsOfLists, queryLists, schoolNamesOfLists, type SupplyListDoc } from './repository';
import { API_TEXTS } from '../texts';

/** Lists in the API's shape, reading each school and product they use once; their counters for the school's staff. */
export async function apiLists(lists: { id: string; doc: SupplyListDoc }[], caller?: Caller): Promise<SupplyList[]> {
  const docs = lists.map((l) => l.doc);
  const [schoolNames, products] = await Promise.all([schoolNamesOfLists(docs), productsOfLists(docs)]);
  return lists.map((l) => toApiSupplyList(l.id, l.doc, schoolNames.get(l.doc.schoolId) ?? '', products, { staff: canManageSchool(caller, l.doc.schoolId) }));
}

/** GET /supply-lists: a page of lists by name; drafts only for administrators and the school's own representatives. */
export async function listSupplyLists(
  caller: Caller | undefined,
  { limit, cursor, ...filter }: SupplyListsQuery,
): Promise<{ supplyLists: SupplyList[]; nextCursor: string | null }> {
  const page = await queryLists(visibleListFilter(caller, filter), { limit, cursor });
  // A past year's lists are left out here (a page may come short; its cursor goes on): the year picker reads them by school.
  return {
    supplyLists: await apiLists(
      page.items.filter((l) => !l.doc.archived),
      caller,
    ),
    nextCursor: page.nextCursor,
  };
}

/** GET /supplies, the API test page's name for the published lists. */
export async function listPublishedLists(): Promise<SupplyList[]> {
  return apiLists((await queryLists({ published: true }, { limit: MAX_LISTS })).items);
}

/** GET /schools/{id}/supply-lists: the school's lists, named from the school already read. */
export async function listSchoolLists(caller: Caller | undefined, schoolId: string, year?: string): Promise<SupplyList[]> {
  if (year !== undefined) assertMaySeePastLists(caller, schoolId);
  const school = await findSchool(schoolId);
  if (!school) throw notFound(API_TEXTS.notFound.school);
  // The current year's lists, or (for its staff) the archived lists of a past year.
  const lists = (await queryLists(visibleListFilter(caller, { schoolId }), { limit: MAX_LISTS })).items.filter((l) =>
    year === undefined ? !l.doc.archived : l.doc.archived && l.doc.yearId === year,
  );
  const products = await productsOfLists(lists.map((l) => l.doc));
  const staff = canManageSchool(caller, schoolId);
  return lists.map((l) => toApiSupplyList(l.id, l.doc, school.name, products, { staff }));
}
