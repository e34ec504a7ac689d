import { Router } from 'express';
import {
  CreatePurchaseOrderRequest,
  IdParam,
  PurchaseOrderFromDemandRequest,
  PurchaseOrdersQuery,
  ReceiptRequest,
  SetPurchaseOrderStatusRequest,
} from '@ssb/contract';
import { authenticate, callerOf } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { validated } from '../http/validate';
import { sendCsv } from '../fulfilment/csv';
import { createPurchaseOrder } from '../purchase-orders/create-purchase-order';
import { createPurchaseOrderFromDemand } from '../purchase-orders/create-from-demand';
import { exportPurchaseOrder } from '../purchase-orders/export-purchase-order';
import { getPurchaseOrder, listPurchaseOrders } from '../purchase-orders/get-purchase-order';
import { receivePurchaseOrder } from '../purchase-orders/receive-purchase-order';
import { setPurchaseOrderStatus } from '../purchase-orders/set-purchase-order-status';

/** Purchase orders: administrators only. */
export const purchaseOrdersRouter = Router();
purchaseOrdersRouter.use(authenticate(), requireAdmin());

purchaseOrdersRouter.post(
  '/',
  validated({ body: CreatePurchaseOrderRequest }, async ({ body }, req, res) => {
    res.status(201).json({ purchaseOrder: await createPurchaseOrder(callerOf(req), body) });
  }),
);

purchaseOrdersRouter.post(
  '/from-demand',
  validated({ body: PurchaseOrderFromDemandRequest }, async ({ body }, req, res) => {
    res.status(201).json({ purchaseOrder: await createPurchaseOrderFromDemand(callerOf(req), body.supplierId) });
  }),
);

purchaseOrdersRouter.get(
  '/',
  validated({ query: PurchaseOrdersQuery }, async ({ query }, _req, res) => {
    res.json(await listPurchaseOrders(query));
  }),
);

// Before '/:id': an id never holds a dot, so "PO-0001.csv" is this route's.
purchaseOrdersRouter.get(
  '/:id.csv',
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    await sendCsv(res, await exportPurchaseOrder(params.id));
  }),
);

purchaseOrdersRouter.get(
  '/:id',
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json({ purchaseOrder: await getPurchaseOrder(params.id) });
  }),
);

purchaseOrdersRouter.put(
  '/:id/status',
  validated({ params: IdParam, body: SetPurchaseOrderStatusRequest }, async ({ params, body }, _req, res) => {
    res.json({ purchaseOrder: await setPurchaseOrderStatus(params.id, body.status) });
  }),
);

purchaseOrdersRouter.post(
  '/:id/receipts',
  validated({ params: IdParam, body: ReceiptRequest }, async ({ params, body }, req, res) => {
    res.status(201).json({ purchaseOrder: await receivePurchaseOrder(callerOf(req), params.id, body) });
  }),
);
