import { Router } from 'express';
import { CreateSupplyListRequest, IdParam, RemoveListProductsRequest, SaveListProductsRequest, SetListPriceRequest, SupplyListsQuery, UpdateSupplyListRequest } from '@ssb/contract';
import { authenticate, callerOf, identify, type Caller } from '../http/authenticate';
import { notFound } from '../http/errors';
import { validated } from '../http/validate';
import { toApiSupplyList } from '../supply-lists/convert';
import { setListPublished } from '../supply-lists/publish-list';
import { findSupplyList, productsOfLists, queryLists, schoolNamesOfLists, type SupplyListDoc } from '../supply-lists/repository';
import { canManageSchool, canSeeList, requireAdmin, visibleListFilter } from '../http/authorize';
import { createList } from '../supply-lists/create-list';
import { deleteList } from '../supply-lists/delete-list';
import { removeListProducts, saveListProducts } from '../supply-lists/save-list-products';
import { setListPrice } from '../supply-lists/set-list-price';
import { updateList } from '../supply-lists/update-list';

export const supplyListsRouter = Router();

/** Lists in the API's shape, reading each school and product they use once; their counters for the school's staff. */
async function apiLists(lists: { id: string; doc: SupplyListDoc }[], caller?: Caller) {
  const docs = lists.map((l) => l.doc);
  const [schoolNames, products] = await Promise.all([schoolNamesOfLists(docs), productsOfLists(docs)]);
  return lists.map((l) => toApiSupplyList(l.id, l.doc, schoolNames.get(l.doc.schoolId) ?? '', products, { staff: canManageSchool(caller, l.doc.schoolId) }));
}

supplyListsRouter.get(
  '/',
  identify(),
  validated({ query: SupplyListsQuery }, async ({ query }, req, res) => {
    res.json({ supplyLists: await apiLists(await queryLists(visibleListFilter(req.caller, query)), req.caller) });
  }),
);

supplyListsRouter.get(
  '/:id',
  identify(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    const list = await findSupplyList(params.id);
    // A draft is as unknown as a missing list to anyone who may not see it.
    if (!list || !canSeeList(req.caller, list)) throw notFound('Supply list not found');
    const [schoolNames, products] = await Promise.all([schoolNamesOfLists([list]), productsOfLists([list])]);
    res.json({ supplyList: toApiSupplyList(params.id, list, schoolNames.get(list.schoolId) ?? '', products, { staff: canManageSchool(req.caller, list.schoolId) }) });
  }),
);

// The school dashboard's writes (spec §2, §4): its representatives and administrators only,
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

supplyListsRouter.put(
  '/:id/publish',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json({ supplyList: await setListPublished(params.id, true) });
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

suppliesRouter.get('/', async (_req, res) => {
  res.json({ supplyLists: await apiLists(await queryLists({ published: true })) });
});
