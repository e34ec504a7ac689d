import { randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { PromotionCodeBatch, PromotionCodeBatchRequest } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { db } from '../lib/firebase';
import * as logs from '../logs';
import { API_TEXTS } from '../texts';
import { schoolOfCode } from './code-terms';
import { toApiBatch } from './convert';
import { promotionCodeBatchesCollection, promotionCodesCollection, takenKeys, type PromotionCodeBatchDoc, type PromotionCodeDoc } from './repository';
import { createCoupon, createPromotionCode } from './stripe-codes';

/** Voucher codes: 10 letters and digits, none that print alike (no I, L, O, 0 or 1). */
const VOUCHER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const VOUCHER_LENGTH = 10;
/** Stripe is asked this many codes at a time: fast, and well inside its rate limit. */
const STRIPE_CONCURRENCY = 10;
/** Documents per write: inside Firestore's 500 writes of a commit. */
const WRITE_CHUNK = 250;

const newVoucherCode = () => Array.from({ length: VOUCHER_LENGTH }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]).join('');

/** `count` codes no code has yet (31¹⁰ of them: a clash is drawn again). */
async function freshCodes(count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const drawn = new Set<string>();
    while (drawn.size < count - codes.size) {
      const code = newVoucherCode();
      if (!codes.has(code)) drawn.add(code);
    }
    const taken = await takenKeys([...drawn]);
    for (const code of drawn) if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}

/** `items` mapped by `task`, `limit` at a time, in order. */
async function inChunks<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) results.push(...(await Promise.all(items.slice(start, start + limit).map(task))));
  return results;
}

/**
 * POST /promotion-codes/batch: a school's single-use vouchers, one coupon for the batch and a
 * promotion code each (one use), then the batch and its codes stored, the batch first, in writes
 * of at most 250 documents, each code with `create()`. GET /promotion-codes/batch/{id}/export
 * answers their CSV.
 */
export async function createVoucherBatch(caller: Caller, body: PromotionCodeBatchRequest): Promise<PromotionCodeBatch> {
  await schoolOfCode(body.schoolId);
  const batchRef = promotionCodeBatchesCollection().doc();
  const codes = await freshCodes(body.count);
  const metadata = { batchId: batchRef.id, schoolId: body.schoolId };

  let made: { code: string; stripeId: string }[];
  let couponId: string;
  try {
    const coupon = await createCoupon({ percentOff: body.percentOff, amountOffCents: null }, `Voucher ${body.percentOff}% off`, metadata, body.schoolId);
    couponId = coupon.id;
    made = await inChunks(codes, STRIPE_CONCURRENCY, async (code) => {
      const stripeCode = await createPromotionCode({ couponId: coupon.id, code, maxRedemptions: 1, expiresAt: null, metadata });
      return { code, stripeId: stripeCode.id };
    });
  } catch (err) {
    logs.promotionCodeNotMade(`the vouchers of batch ${batchRef.id}`, err);
    throw new HttpError(502, API_TEXTS.orders.paymentUnavailable);
  }

  const now = Timestamp.now();
  const batch: PromotionCodeBatchDoc = {
    schoolId: body.schoolId,
    percentOff: body.percentOff,
    count: body.count,
    stripeCouponId: couponId,
    createdAt: now,
    createdBy: caller.uid,
  };
  const docs = made.map(({ code, stripeId }): [string, PromotionCodeDoc] => [
    code,
    {
      code,
      percentOff: body.percentOff,
      amountOffCents: null,
      expiresOn: null,
      expiresAt: null,
      maxRedemptions: 1,
      timesRedeemed: 0,
      schoolId: body.schoolId,
      active: true,
      batchId: batchRef.id,
      stripeCouponId: couponId,
      stripePromotionCodeId: stripeId,
      createdAt: now,
      createdBy: caller.uid,
    },
  ]);
  for (let start = 0; start < docs.length; start += WRITE_CHUNK) {
    const write = db().batch();
    if (start === 0) write.create(batchRef, batch);
    for (const [key, doc] of docs.slice(start, start + WRITE_CHUNK)) write.create(promotionCodesCollection().doc(key), doc);
    await write.commit();
  }
  return toApiBatch(batchRef.id, batch);
}
