import { Router } from 'express';
import { IdParam, StatsTimeZoneQuery } from '@ssb/contract';
import { authenticate, callerOf, identify } from '../http/authenticate';
import { notFound } from '../http/errors';
import { validated } from '../http/validate';
import { toApiSchool } from '../schools/convert';
import { schoolStats } from '../schools/school-stats';
import { findSchool, schoolsCollection } from '../schools/repository';
import { toApiSupplyList } from '../supply-lists/convert';
import { productsOfLists, queryLists } from '../supply-lists/repository';
import { canManageSchool, visibleListFilter } from '../http/authorize';

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
    const staff = canManageSchool(req.caller, params.id);
    res.json({ supplyLists: lists.map((l) => toApiSupplyList(l.id, l.doc, school.name, products, { staff })) });
  }),
);

schoolsRouter.get(
  '/:id/stats',
  authenticate(),
  validated({ params: IdParam, query: StatsTimeZoneQuery }, async ({ params, query }, req, res) => {
    res.json({ stats: await schoolStats(callerOf(req), params.id, query.timeZone) });
  }),
);
