import { emailKey, type OrdersPage, type OrdersQuery, type PageQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { assertSelfOrAdmin, visibleOrdersFilter } from '../http/authorize';
import { badRequest, notFound } from '../http/errors';
import { findSupplyList } from '../supply-lists/repository';
import { findUser } from '../users/repository';
import { toApiOrder } from './convert';
import { ordersOfUser, queryOrders, type Page } from './queries';

export const asOrdersPage = ({ items, nextCursor }: Page): OrdersPage => ({ orders: items.map((o) => toApiOrder(o.id, o.doc)), nextCursor });

/** GET /orders: the orders the caller may see, filtered and paged. */
export async function listOrders(caller: Caller, query: OrdersQuery): Promise<OrdersPage> {
  const { limit, cursor, ...filter } = query;
  if (filter.search && (filter.userId || filter.supplyListId)) throw badRequest('search: combine a search with schoolId and status only');
  const visible = await visibleOrdersFilter(caller, filter, async (listId) => (await findSupplyList(listId))?.schoolId ?? null);
  return asOrdersPage(await queryOrders(visible, { limit, cursor }));
}

/** GET /orders/user/{id}: a person's own orders and the guest orders of the e-mail it has proven. */
export async function listOrdersOfUser(caller: Caller, userId: string, page: PageQuery): Promise<OrdersPage> {
  assertSelfOrAdmin(caller, userId);
  return asOrdersPage(await ordersOfUser(userId, await provenEmailKey(caller, userId), page));
}

/**
 * The e-mail whose guest orders join an account, or null: for the caller's own account, the
 * one its token proves right now; for an administrator looking at someone, the pair the
 * profile recorded from that person's last token. Never an e-mail and a verified flag from
 * two moments.
 */
async function provenEmailKey(caller: Caller, userId: string): Promise<string | null> {
  if (userId === caller.uid) {
    if (!caller.user) throw notFound('User not found');
    return caller.emailVerified && caller.email ? emailKey(caller.email) : null;
  }
  const user = await findUser(userId);
  if (!user) throw notFound('User not found');
  return user.emailVerified ? user.emailKey : null;
}
