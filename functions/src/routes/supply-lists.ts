import { Router } from 'express';
import {
  CreateSupplyListRequest,
  IdParam,
  RemoveListProductsRequest,
  SaveListProductsRequest,
  SetListPriceRequest,
  SendBackListRequest,
  SupplyListsQuery,
  UpdateSupplyListRequest,
} from '@ssb/contract';
import { authenticate, callerOf, identify } from '../http/authenticate';
import { edgeCached } from '../http/edge-cache';
import { validated } from '../http/validate';
import { setListPublished } from '../supply-lists/publish-list';
import { requireAdmin } from '../http/authorize';
import { createList } from '../supply-lists/create-list';
import { deleteList } from '../supply-lists/delete-list';
import { getSupplyList } from '../supply-lists/get-supply-list';
import { listPublishedLists, listSupplyLists } from '../supply-lists/list-supply-lists';
import { removeListProducts, saveListProducts } from '../supply-lists/save-list-products';
import { approveList } from '../supply-lists/approve-list';
import { setListPrice } from '../supply-lists/set-list-price';
import { sendBackList } from '../supply-lists/send-back-list';
import { submitForReview } from '../supply-lists/submit-for-review';
import { updateList } from '../supply-lists/update-list';

export const supplyListsRouter = Router();

supplyListsRouter.get(
  '/',
  edgeCached(Object.keys(SupplyListsQuery.shape)),
  identify(),
  validated({ query: SupplyListsQuery }, async ({ query }, req, res) => {
    res.json(await listSupplyLists(req.caller, query));
  }),
);

supplyListsRouter.get(
  '/:id',
  edgeCached(),
  identify(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ supplyList: await getSupplyList(req.caller, params.id) });
  }),
);

// The school dashboard's writes (docs/product.md §2, §4): its representatives and administrators only,
// the locks enforced by the use cases.

supplyListsRouter.post(
  '/',
  authenticate(),
  validated({ body: CreateSupplyListRequest }, async ({ body }, req, res) => {
    res.status(201).json({ supplyList: await createList(callerOf(req), body) });
  }),
);

supplyListsRouter.put(
  '/:id',
  authenticate(),
  validated({ params: IdParam, body: UpdateSupplyListRequest }, async ({ params, body }, req, res) => {
    res.json({ supplyList: await updateList(callerOf(req), params.id, body) });
  }),
);

supplyListsRouter.delete(
  '/:id',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    await deleteList(callerOf(req), params.id);
    res.status(204).end();
  }),
);

supplyListsRouter.post(
  '/:id/products',
  authenticate(),
  validated({ params: IdParam, body: SaveListProductsRequest }, async ({ params, body }, req, res) => {
    res.json({ supplyList: await saveListProducts(callerOf(req), params.id, body.productMappings) });
  }),
);

supplyListsRouter.delete(
  '/:id/products',
  authenticate(),
  validated({ params: IdParam, body: RemoveListProductsRequest }, async ({ params, body }, req, res) => {
    res.json({ supplyList: await removeListProducts(callerOf(req), params.id, body.productIds) });
  }),
);

// The school's representative verifies the list: the shop shows "Verified by {school}" (see supply-lists/approve-list.ts).
supplyListsRouter.put(
  '/:id/approve',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ supplyList: await approveList(callerOf(req), params.id) });
  }),
);

supplyListsRouter.put(
  '/:id/publish',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json({ supplyList: await setListPublished(params.id, true) });
  }),
);

// An administrator sends a draft waiting for review back to its representative, with a note.
supplyListsRouter.post(
  '/:id/send-back',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: SendBackListRequest }, async ({ params, body }, _req, res) => {
    res.json({ supplyList: await sendBackList(params.id, body.note) });
  }),
);

// A representative asks the administrators to publish a draft.
supplyListsRouter.post(
  '/:id/review',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ supplyList: await submitForReview(callerOf(req), params.id) });
  }),
);

supplyListsRouter.put(
  '/:id/unpublish',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json({ supplyList: await setListPublished(params.id, false) });
  }),
);

supplyListsRouter.put(
  '/:id/price',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: SetListPriceRequest }, async ({ params, body }, _req, res) => {
    res.json({ supplyList: await setListPrice(params.id, body.totalPrice) });
  }),
);

/** GET /supplies, the API test page's name for the published lists. */
export const suppliesRouter = Router();

suppliesRouter.get('/', edgeCached(), async (_req, res) => {
  res.json({ supplyLists: await listPublishedLists() });
});
