import { emailKey, type OrdersFilter, type OrdersPage, type OrdersQuery, type PageQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertSelfOrAdmin, visibleOrdersFilter } from '../http/authorize';
import { badRequest, notFound } from '../http/errors';
import { findSupplyList } from '../supply-lists/repository';
import { provenEmailKeyOf } from '../users/account-for-email';
import { findUser } from '../users/repository';
import { toApiOrder } from './convert';
import { countOrders, ordersOfUser, queryOrders, type Page } from './queries';
import { API_TEXTS } from '../texts';

export const asOrdersPage = ({ items, nextCursor }: Page): OrdersPage => ({ orders: items.map((o) => toApiOrder(o.id, o.doc)), nextCursor });

/** The filter of GET /orders (and of its export) that the caller may run. */
export async function callersOrdersFilter(caller: Caller, filter: OrdersFilter): Promise<OrdersFilter> {
  if (filter.search && (filter.userId || filter.supplyListId)) throw badRequest(`search: ${API_TEXTS.orders.searchScope}`);
  return visibleOrdersFilter(caller, filter, async (listId) => (await findSupplyList(listId))?.schoolId ?? null);
}

/** GET /orders: the orders the caller may see, filtered and paged; with the first page, how many there are. */
export async function listOrders(caller: Caller, query: OrdersQuery): Promise<OrdersPage> {
  const { limit, cursor, ...filter } = query;
  const visible = await callersOrdersFilter(caller, filter);
  const [page, total] = await Promise.all([queryOrders(visible, { limit, cursor }), cursor ? undefined : countOrders(visible)]);
  return { ...asOrdersPage(page), ...(total === undefined ? {} : { total }) };
}

/** GET /orders/user/{id}: a person's own orders and the guest orders of the e-mail it has proven. */
export async function listOrdersOfUser(caller: Caller, userId: string, page: PageQuery): Promise<OrdersPage> {
  assertSelfOrAdmin(caller, userId);
  return asOrdersPage(await ordersOfUser(userId, await provenEmailKey(caller, userId), page));
}

/**
 * The e-mail whose guest orders join an account, or null: the address the account proves right
 * now (its token's for the caller's own account; Firebase Auth's for an administrator looking at
 * someone). Never a profile's e-mail, which may name an address the account has left.
 */
async function provenEmailKey(caller: Caller, userId: string): Promise<string | null> {
  if (userId === caller.uid) {
    if (!caller.user) throw notFound(API_TEXTS.notFound.user);
    return caller.emailVerified && caller.email ? emailKey(caller.email) : null;
  }
  if (!(await findUser(userId))) throw notFound(API_TEXTS.notFound.user);
  return provenEmailKeyOf(userId);
}
