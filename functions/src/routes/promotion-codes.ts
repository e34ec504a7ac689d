import { Router } from 'express';
import { CreatePromotionCodeRequest, IdParam, PromotionCodeBatchRequest, PromotionCodesQuery, UpdatePromotionCodeRequest } from '@ssb/contract';
import { authenticate, callerOf } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { validated } from '../http/validate';
import { sendCsv } from '../fulfilment/csv';
import { createPromotionCode } from '../promotion-codes/create-promotion-code';
import { createVoucherBatch } from '../promotion-codes/create-voucher-batch';
import { exportVoucherBatch } from '../promotion-codes/export-voucher-batch';
import { listPromotionCodes } from '../promotion-codes/list-promotion-codes';
import { setPromotionCodeActive } from '../promotion-codes/set-promotion-code-active';

/** Codes and vouchers: administrators only. */
export const promotionCodesRouter = Router();
promotionCodesRouter.use(authenticate(), requireAdmin());

promotionCodesRouter.post(
  '/',
  validated({ body: CreatePromotionCodeRequest }, async ({ body }, req, res) => {
    res.status(201).json({ promotionCode: await createPromotionCode(callerOf(req), body) });
  }),
);

promotionCodesRouter.get(
  '/',
  validated({ query: PromotionCodesQuery }, async ({ query }, _req, res) => {
    res.json(await listPromotionCodes(query));
  }),
);

promotionCodesRouter.post(
  '/batch',
  validated({ body: PromotionCodeBatchRequest }, async ({ body }, req, res) => {
    res.status(201).json({ batch: await createVoucherBatch(callerOf(req), body) });
  }),
);

promotionCodesRouter.get(
  '/batch/:id/export',
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    await sendCsv(res, await exportVoucherBatch(params.id));
  }),
);

promotionCodesRouter.put(
  '/:id',
  validated({ params: IdParam, body: UpdatePromotionCodeRequest }, async ({ params, body }, _req, res) => {
    res.json({ promotionCode: await setPromotionCodeActive(params.id, body.active) });
  }),
);
