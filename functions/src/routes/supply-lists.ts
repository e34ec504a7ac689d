import { Router } from 'express';
import { IdParam, SetListPriceRequest, SupplyListsQuery } from '@ssb/contract';
import { authenticate, identify, type Caller } from '../http/authenticate';
import { notFound } from '../http/errors';
import { validated } from '../http/validate';
import { toApiSupplyList, toStaffSupplyList } from '../supply-lists/convert';
import { setListPublished } from '../supply-lists/publish-list';
import { findSupplyList, productsOfLists, queryLists, schoolNamesOfLists, type SupplyListDoc } from '../supply-lists/repository';
import { setListPrice } from '../supply-lists/set-list-price';
import { canManageSchool, canSeeList, requireAdmin, visibleListFilter } from '../http/authorize';

export const supplyListsRouter = Router();

/** Lists in the API's shape, reading each school and product they use once; the school's staff also see each list's order count. */
async function apiLists(lists: { id: string; doc: SupplyListDoc }[], caller?: Caller) {
  const docs = lists.map((l) => l.doc);
  const [schoolNames, products] = await Promise.all([schoolNamesOfLists(docs), productsOfLists(docs)]);
  return lists.map((l) => (canManageSchool(caller, l.doc.schoolId) ? toStaffSupplyList : toApiSupplyList)(l.id, l.doc, schoolNames.get(l.doc.schoolId) ?? '', products));
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
    const convert = canManageSchool(req.caller, list.schoolId) ? toStaffSupplyList : toApiSupplyList;
    res.json({ supplyList: convert(params.id, list, schoolNames.get(list.schoolId) ?? '', products) });
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
