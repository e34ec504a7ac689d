import { emailKey, orderLookupMessages, orderLookupProblem, phoneKey, type Order } from '@ssb/contract';
import { badRequest, notFound } from '../http/errors';
import { lookUpUnlessLocked } from '../rate-limit/lookup-lock';
import { toLinkedOrder } from './convert';
import { guestOrders } from './queries';
import { findOrder } from './repository';
import { API_TEXTS } from '../texts';

/**
 * POST /orders/lookup: a guest's orders, found by e-mail and phone together (docs/product.md §5). A lookup
 * that finds none is a wrong phone, whether or not the e-mail has orders: after 5 in an hour the
 * e-mail's lookup is locked for the hour (rate-limit/lookup-lock.ts). Counting only e-mails with
 * orders would make the lock say which e-mails have ordered.
 */
export async function lookupGuestOrders(criteria: { email: string; phone: string }): Promise<{ orders: Order[] }> {
  const problem = orderLookupProblem(criteria);
  if (problem) throw badRequest(problem.message);
  const key = emailKey(criteria.email);
  const orders = await lookUpUnlessLocked(key, () => guestOrders(key, phoneKey(criteria.phone)), orderLookupMessages.tooMany);
  return { orders: orders.map((o) => toLinkedOrder(o.id, o.doc)) };
}

/** GET /orders/{id}/status: public, and tells nothing but the status. */
export async function orderStatus(orderId: string): Promise<{ id: string; status: Order['status'] }> {
  const order = await findOrder(orderId);
  if (!order) throw notFound(API_TEXTS.notFound.order);
  return { id: orderId, status: order.status };
}
