import type { OrdersPage, ScopedOrdersQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertMayManageSchool } from '../http/authorize';
import { notFound } from '../http/errors';
import { findSchool } from '../schools/repository';
import { findSupplyList } from '../supply-lists/repository';
import { asOrdersPage } from './list-orders';
import { queryOrders } from './queries';
import { API_TEXTS } from '../texts';

/** GET /orders/school/{id}: a page of the school's orders, newest first, for its representatives and administrators. */
export async function listSchoolOrders(caller: Caller, schoolId: string, { limit, cursor, status }: ScopedOrdersQuery): Promise<OrdersPage> {
  assertMayManageSchool(caller, schoolId);
  if (!(await findSchool(schoolId))) throw notFound(API_TEXTS.notFound.school);
  return asOrdersPage(await queryOrders({ schoolId, status }, { limit, cursor }));
}

/** GET /orders/supply-list/{id}: a page of one list's orders, for its school's representatives and administrators. */
export async function listSupplyListOrders(caller: Caller, listId: string, { limit, cursor, status }: ScopedOrdersQuery): Promise<OrdersPage> {
  const list = await findSupplyList(listId);
  if (!list) throw notFound(API_TEXTS.notFound.list);
  assertMayManageSchool(caller, list.schoolId);
  return asOrdersPage(await queryOrders({ supplyListId: listId, status }, { limit, cursor }));
}
