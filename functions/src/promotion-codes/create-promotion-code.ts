import { Timestamp } from 'firebase-admin/firestore';
import { dollarsToCents, moneyMessages, promotionCodeKey, type CreatePromotionCodeRequest, type PromotionCode } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { conflict, HttpError } from '../http/errors';
import { isAlreadyExists } from '../lib/firebase';
import * as logs from '../logs';
import { API_TEXTS } from '../texts';
import { expiryOf, schoolOfCode } from './code-terms';
import { toApiPromotionCode } from './convert';
import { findPromotionCode, promotionCodesCollection, type PromotionCodeDoc } from './repository';
import { createCoupon, createPromotionCode as createStripeCode, isCodeTaken, setPromotionCodeActive } from './stripe-codes';

/**
 * POST /promotion-codes: the Stripe coupon and promotion code first, then our record, created
 * with `create()` under the code's key, so that of two requests for the same letters one wins
 * and the other is 409 (its Stripe code is turned off again). Nothing is stored when Stripe
 * refuses or fails (502).
 */
export async function createPromotionCode(caller: Caller, body: CreatePromotionCodeRequest): Promise<PromotionCode> {
  const key = promotionCodeKey(body.code);
  const exists = () => conflict(moneyMessages.codes.exists({ code: body.code }));
  const school = body.schoolId === undefined ? null : await schoolOfCode(body.schoolId);
  const expiresAt = expiryOf(body.expiresOn, school);
  if (await findPromotionCode(key)) throw exists();

  const off = { percentOff: body.percentOff ?? null, amountOffCents: body.amountOff === undefined ? null : dollarsToCents(body.amountOff) };
  const metadata = { promotionCode: key, ...(body.schoolId ? { schoolId: body.schoolId } : {}) };
  let stripeIds: { coupon: string; promotionCode: string };
  try {
    const coupon = await createCoupon(off, body.code, metadata, body.schoolId ?? null);
    const stripeCode = await createStripeCode({ couponId: coupon.id, code: body.code, maxRedemptions: body.maxRedemptions ?? null, expiresAt, metadata });
    stripeIds = { coupon: coupon.id, promotionCode: stripeCode.id };
  } catch (err) {
    if (isCodeTaken(err)) throw exists();
    logs.promotionCodeNotMade(`the code ${key}`, err);
    throw new HttpError(502, API_TEXTS.orders.paymentUnavailable);
  }

  const doc: PromotionCodeDoc = {
    code: body.code,
    ...off,
    expiresOn: body.expiresOn ?? null,
    expiresAt: expiresAt ? Timestamp.fromDate(expiresAt) : null,
    maxRedemptions: body.maxRedemptions ?? null,
    timesRedeemed: 0,
    schoolId: body.schoolId ?? null,
    active: true,
    batchId: null,
    stripeCouponId: stripeIds.coupon,
    stripePromotionCodeId: stripeIds.promotionCode,
    createdAt: Timestamp.now(),
    createdBy: caller.uid,
  };
  try {
    await promotionCodesCollection().doc(key).create(doc);
  } catch (err) {
    if (!isAlreadyExists(err)) throw err;
    logs.promotionCodeRaceLost(key, stripeIds.promotionCode);
    await setPromotionCodeActive(stripeIds.promotionCode, false);
    throw exists();
  }
  return toApiPromotionCode(key, doc);
}
