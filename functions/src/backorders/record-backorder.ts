import { Timestamp } from 'firebase-admin/firestore';
import { backorderMessages, centsToDollars, formatMoney, type BackorderRequest, type BackorderResponse } from '@ssb/contract';
import type { ProductBackorderDoc } from '@ssb/documents';
import { badRequest, notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { productsCollection } from '../products/repository';
import { API_TEXTS } from '../texts';
import { notifyBoxes } from './notify-boxes';

/** Today's date, UTC: a revised date must be after it. */
export const todayUtc = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * POST /products/{id}/backorder: the item cannot ship on time. The product records its delay
 * (the first, a second…) with the revised date and the substitute offered, then every paid,
 * unpacked box holding it is told (notify-boxes.ts). The same call again (same date and
 * substitute) is the same delay, so a retry or a concurrent call tells nobody twice; another
 * date or substitute is a new delay.
 */
export async function recordBackorder(productId: string, body: BackorderRequest, now = new Date()): Promise<BackorderResponse> {
  if (body.revisedDate <= todayUtc(now)) throw badRequest(backorderMessages.revisedDatePast);
  const substituteProductId = body.substituteProductId ?? null;
  if (substituteProductId === productId) throw badRequest(backorderMessages.substituteSame);
  const ref = productsCollection().doc(productId);
  const { backorder, substituteName } = await db().runTransaction(async (tx) => {
    const [product, substitute] = await Promise.all([
      tx.get(ref).then((snap) => snap.data()),
      substituteProductId ? tx.get(productsCollection().doc(substituteProductId)).then((snap) => snap.data() ?? null) : null,
    ]);
    if (!product) throw notFound(API_TEXTS.notFound.product);
    if (product.priceCents === null) throw badRequest(backorderMessages.noPrice);
    if (substituteProductId && !substitute) throw badRequest(backorderMessages.substituteMissing);
    if (substitute && (substitute.priceCents ?? -1) < product.priceCents) {
      throw badRequest(backorderMessages.substituteCheaper({ price: formatMoney(centsToDollars(product.priceCents)) }));
    }
    const current = product.backorder;
    if (current && current.revisedDate === body.revisedDate && current.substituteProductId === substituteProductId) {
      return { backorder: current, substituteName: substitute?.name ?? null };
    }
    const next: ProductBackorderDoc = { delay: (current?.delay ?? 0) + 1, revisedDate: body.revisedDate, substituteProductId, at: Timestamp.now() };
    tx.update(ref, { backorder: next });
    return { backorder: next, substituteName: substitute?.name ?? null };
  });
  const { notified, boxes } = await notifyBoxes(productId, backorder, substituteName);
  return { productId, delay: backorder.delay, revisedDate: backorder.revisedDate, substituteProductId, notified, boxes };
}
