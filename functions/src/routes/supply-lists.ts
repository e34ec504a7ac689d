import { Router } from 'express';
import { IdParam, SupplyListsQuery } from '@ssb/contract';
import { identify } from '../http/authenticate';
import { notFound } from '../http/errors';
import { validated } from '../http/validate';
import { toApiSupplyList } from '../supply-lists/convert';
import { findSupplyList, productsOfLists, queryLists, schoolNamesOfLists, type SupplyListDoc } from '../supply-lists/repository';
import { canSeeList, visibleListFilter } from '../http/authorize';

export const supplyListsRouter = Router();

/** Lists in the API's shape, reading each school and product they use once. */
async function apiLists(lists: { id: string; doc: SupplyListDoc }[]) {
  const docs = lists.map((l) => l.doc);
  const [schoolNames, products] = await Promise.all([schoolNamesOfLists(docs), productsOfLists(docs)]);
  return lists.map((l) => toApiSupplyList(l.id, l.doc, schoolNames.get(l.doc.schoolId) ?? '', products));
}

supplyListsRouter.get(
  '/',
  identify(),
  validated({ query: SupplyListsQuery }, async ({ query }, req, res) => {
    res.json({ supplyLists: await apiLists(await queryLists(visibleListFilter(req.caller, query))) });
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
    res.json({ supplyList: toApiSupplyList(params.id, list, schoolNames.get(list.schoolId) ?? '', products) });
  }),
);

/** GET /supplies, the API test page's name for the published lists. */
export const suppliesRouter = Router();

suppliesRouter.get('/', async (_req, res) => {
  res.json({ supplyLists: await apiLists(await queryLists({ published: true })) });
});
