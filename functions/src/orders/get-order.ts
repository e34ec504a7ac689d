import type { OrderResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { canSeeOrder } from '../http/authorize';
import { forbidden, notFound } from '../http/errors';
import { toApiOrder } from './convert';
import { findOrder } from './repository';

/** GET /orders/{id}: for its owner, its school's representatives and administrators. */
export async function getOrder(caller: Caller, orderId: string): Promise<OrderResponse> {
  const order = await findOrder(orderId);
  if (!order) throw notFound('Order not found');
  if (!canSeeOrder(caller, order)) throw forbidden('You can only see your own orders');
  return { order: toApiOrder(orderId, order) };
}
