import { Router } from 'express';
import { IdParam, SupplyListsQuery } from '@ssb/contract';
import { identify } from '../http/authenticate';
import { notFound } from '../http/errors';
import { validated } from '../http/validate';
import { toApiSupplyList } from '../supply-lists/convert';
import { findSupplyList, productsOfLists, queryLists, schoolNamesOfLists } from '../supply-lists/repository';
import { canSeeList, visibleListFilter } from './catalog-access';

export const supplyListsRouter = Router();

supplyListsRouter.get(
  '/',
  identify(),
  validated({ query: SupplyListsQuery }, async ({ query }, req, res) => {
    const lists = await queryLists(visibleListFilter(req.caller, query));
    const docs = lists.map((l) => l.doc);
    const [schoolNames, products] = await Promise.all([schoolNamesOfLists(docs), productsOfLists(docs)]);
    res.json({
      supplyLists: lists.map((l) => toApiSupplyList(l.id, l.doc, schoolNames.get(l.doc.schoolId) ?? '', products)),
    });
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
