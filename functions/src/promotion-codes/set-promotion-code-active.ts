import { promotionCodeKey, type PromotionCode } from '@ssb/contract';
import { HttpError, notFound } from '../http/errors';
import * as logs from '../logs';
import { API_TEXTS } from '../texts';
import { toApiPromotionCode } from './convert';
import { findPromotionCode, promotionCodesCollection } from './repository';
import { setPromotionCodeActive as setStripeCodeActive } from './stripe-codes';

/**
 * PUT /promotion-codes/{id} `{ active }`: Stripe first (a family's checkout asks Stripe), then our
 * record. The write sets only `active`, which nothing read decides, so it needs no transaction.
 */
export async function setPromotionCodeActive(id: string, active: boolean): Promise<PromotionCode> {
  const key = promotionCodeKey(id);
  const code = await findPromotionCode(key);
  if (!code) throw notFound(API_TEXTS.notFound.promotionCode);
  try {
    await setStripeCodeActive(code.stripePromotionCodeId, active);
  } catch (err) {
    logs.promotionCodeNotMade(`the change of code ${key}`, err);
    throw new HttpError(502, API_TEXTS.orders.paymentUnavailable);
  }
  await promotionCodesCollection().doc(key).update({ active });
  return toApiPromotionCode(key, { ...code, active });
}
