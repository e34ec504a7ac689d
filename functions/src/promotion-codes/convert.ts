import { centsToDollars, type PromotionCode, type PromotionCodeBatch } from '@ssb/contract';
import type { PromotionCodeBatchDoc, PromotionCodeDoc } from './repository';

export const toApiPromotionCode = (id: string, doc: PromotionCodeDoc): PromotionCode => ({
  id,
  code: doc.code,
  percentOff: doc.percentOff,
  amountOff: doc.amountOffCents === null ? null : centsToDollars(doc.amountOffCents),
  expiresOn: doc.expiresOn,
  maxRedemptions: doc.maxRedemptions,
  timesRedeemed: doc.timesRedeemed,
  schoolId: doc.schoolId,
  active: doc.active,
  batchId: doc.batchId,
  createdAt: doc.createdAt.toDate().toISOString(),
});

export const toApiBatch = (id: string, doc: PromotionCodeBatchDoc): PromotionCodeBatch => ({
  id,
  schoolId: doc.schoolId,
  percentOff: doc.percentOff,
  count: doc.count,
  createdAt: doc.createdAt.toDate().toISOString(),
});
