import { emailKey, orderLookupProblem, phoneKey, type Order } from '@ssb/contract';
import { badRequest, notFound } from '../http/errors';
import { toApiOrder } from './convert';
import { guestOrders } from './queries';
import { findOrder } from './repository';
import { API_TEXTS } from '../texts';

/** POST /orders/lookup: a guest's orders, found by e-mail and phone together (spec §5). */
export async function lookupGuestOrders(criteria: { email: string; phone: string }): Promise<{ orders: Order[] }> {
  const problem = orderLookupProblem(criteria);
  if (problem) throw badRequest(problem.message);
  const orders = await guestOrders(emailKey(criteria.email), phoneKey(criteria.phone));
  return { orders: orders.map((o) => toApiOrder(o.id, o.doc)) };
}

/** GET /orders/{id}/status: public, and tells nothing but the status. */
export async function orderStatus(orderId: string): Promise<{ id: string; status: Order['status'] }> {
  const order = await findOrder(orderId);
  if (!order) throw notFound(API_TEXTS.notFound.order);
  return { id: orderId, status: order.status };
}
