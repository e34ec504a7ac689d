import type { Query } from 'firebase-admin/firestore';
import type { OrderStatsQuery, OrderStatsResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { visibleStatsScope } from '../http/authorize';
import { badRequest, notFound } from '../http/errors';
import { productsCollection } from '../products/repository';
import { schoolsCollection } from '../schools/repository';
import { findSupplyList, supplyListsCollection } from '../supply-lists/repository';
import { orderStats } from './order-stats';
import { API_TEXTS } from '../texts';

/** A whole collection's size from one `count()` aggregation (billed one read per 1,000 documents), never its documents. */
const countAll = async <T>(query: Query<T>) => (await query.count().get()).data().count;

/**
 * GET /orders/stats/overview: statistics of all orders (administrators, with the counts of
 * schools, lists and products for the Overview tiles), of a school or of a list. A
 * representative is pinned to its own school.
 */
export async function getOrderStats(caller: Caller, query: OrderStatsQuery): Promise<OrderStatsResponse['stats']> {
  let listSchoolId: string | null = null;
  if (query.supplyListId) {
    const list = await findSupplyList(query.supplyListId);
    if (!list) throw notFound(API_TEXTS.notFound.list);
    listSchoolId = list.schoolId;
  }
  const scope = visibleStatsScope(caller, query, listSchoolId);
  if (query.schoolId && listSchoolId && listSchoolId !== query.schoolId) throw badRequest(`supplyListId: ${API_TEXTS.orders.listOfAnotherSchool}`);
  if (scope.schoolId || scope.supplyListId) return orderStats(scope, query.timeZone);

  const [stats, schools, supplyLists, products] = await Promise.all([
    orderStats(scope, query.timeZone),
    countAll(schoolsCollection()),
    countAll(supplyListsCollection()),
    countAll(productsCollection()),
  ]);
  return { ...stats, counts: { schools, supplyLists, products } };
}
