import { PAGE_LIMIT, type Product, type School, type SupplyList } from '@ssb/contract';
import { productsPage, schoolsPage, supplyListsPage } from '@/lib/staff/list-pages';
import { queryKeys } from '@/lib/api/query-keys';
import { useCursorPages } from '@/lib/ui/use-cursor-pages';

// The admin tabs' lists, a page of the server's at a time (by name) with "Load more": a
// district's thousands of lists never arrive, or stop, at once. A tab's search box looks through
// the cards loaded, so each page is the largest the API gives (200).
const pageSize = { limit: PAGE_LIMIT.max };

/** GET /api/supply-lists?schoolId&awaitingReview → `{ supplyLists, nextCursor }`: every school's lists, or one school's, drafts included. */
export function useListPages(filters: { schoolId?: string; awaitingReview?: boolean }) {
  const params = { ...pageSize, awaitingReview: filters.awaitingReview || undefined, schoolId: filters.schoolId };
  return useCursorPages<SupplyList>(queryKeys.staffListPages(params), (cursor) => supplyListsPage(params, cursor));
}

/** GET /api/products → `{ products, nextCursor }`: with how many lists use each. */
export const useProductPages = () => useCursorPages<Product>(queryKeys.productPages(), (cursor) => productsPage(pageSize, cursor));

/** GET /api/schools → `{ schools, nextCursor }`: with their counters. */
export const useSchoolPages = () => useCursorPages<School>(queryKeys.schoolPages(), (cursor) => schoolsPage(pageSize, cursor));
