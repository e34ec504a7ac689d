import { Router } from 'express';
import { IdParam } from '@ssb/contract';
import { identify } from '../http/authenticate';
import { notFound } from '../http/errors';
import { validated } from '../http/validate';
import { toApiSchool } from '../schools/convert';
import { findSchool, schoolsCollection } from '../schools/repository';
import { toApiSupplyList } from '../supply-lists/convert';
import { productsOfLists, queryLists } from '../supply-lists/repository';
import { visibleListFilter } from '../http/authorize';

export const schoolsRouter = Router();

const MAX_SCHOOLS = 500;

schoolsRouter.get('/', async (_req, res) => {
  const snap = await schoolsCollection().orderBy('name').limit(MAX_SCHOOLS).get();
  res.json({ schools: snap.docs.map((d) => toApiSchool(d.id, d.data())) });
});

schoolsRouter.get(
  '/:id',
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    const school = await findSchool(params.id);
    if (!school) throw notFound('School not found');
    res.json({ school: toApiSchool(params.id, school) });
  }),
);

schoolsRouter.get(
  '/:id/supply-lists',
  identify(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    const school = await findSchool(params.id);
    if (!school) throw notFound('School not found');
    const lists = await queryLists(visibleListFilter(req.caller, { schoolId: params.id }));
    const products = await productsOfLists(lists.map((l) => l.doc));
    res.json({ supplyLists: lists.map((l) => toApiSupplyList(l.id, l.doc, school.name, products)) });
  }),
);
