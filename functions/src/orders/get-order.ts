import type { OrderResponse } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { canSeeOrder } from '../http/authorize';
import { forbidden, notFound } from '../http/errors';
import { toApiOrder } from './convert';
import { findOrder } from './repository';
import { API_TEXTS } from '../texts';

/** GET /orders/{id}: for its owner, its school's representatives and administrators. */
export async function getOrder(caller: Caller, orderId: string): Promise<OrderResponse> {
  const order = await findOrder(orderId);
  if (!order) throw notFound(API_TEXTS.notFound.order);
  if (!canSeeOrder(caller, order)) throw forbidden(API_TEXTS.access.ownOrders);
  return { order: toApiOrder(orderId, order) };
}
