import { Router } from 'express';
import { AddRepresentativeRequest, CreateSchoolRequest, IdParam, PageQuery, RepresentativeParams, StatsTimeZoneQuery, UpdateSchoolRequest } from '@ssb/contract';
import { authenticate, callerOf, identify } from '../http/authenticate';
import { notFound } from '../http/errors';
import { sendCsv } from '../fulfilment/csv';
import { listPackingSlips } from '../fulfilment/packing-slips';
import { pickList, pickListExport } from '../fulfilment/pick-list';
import { validated } from '../http/validate';
import { addRepresentative } from '../schools/add-representative';
import { toApiSchool, toStaffSchool } from '../schools/convert';
import { createSchool } from '../schools/create-school';
import { listRepresentatives } from '../schools/list-representatives';
import { removeRepresentative } from '../schools/remove-representative';
import { schoolStats } from '../schools/school-stats';
import { findSchool, schoolsCollection } from '../schools/repository';
import { updateSchool } from '../schools/update-school';
import { toApiSupplyList } from '../supply-lists/convert';
import { productsOfLists, queryLists } from '../supply-lists/repository';
import { canManageSchool, isAdmin, requireAdmin, visibleListFilter } from '../http/authorize';

export const schoolsRouter = Router();

const MAX_SCHOOLS = 500;

/** Administrators see every school's counters (all lists, representatives); everyone else what the shop shows. */
schoolsRouter.get('/', identify(), async (req, res) => {
  const snap = await schoolsCollection().orderBy('name').limit(MAX_SCHOOLS).get();
  const convert = isAdmin(req.caller) ? toStaffSchool : toApiSchool;
  res.json({ schools: snap.docs.map((d) => convert(d.id, d.data())) });
});

schoolsRouter.get(
  '/:id',
  identify(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    const school = await findSchool(params.id);
    if (!school) throw notFound('School not found');
    const convert = canManageSchool(req.caller, params.id) ? toStaffSchool : toApiSchool;
    res.json({ school: convert(params.id, school) });
  }),
);

schoolsRouter.post(
  '/',
  authenticate(),
  requireAdmin(),
  validated({ body: CreateSchoolRequest }, async ({ body }, _req, res) => {
    res.status(201).json({ school: await createSchool(body) });
  }),
);

schoolsRouter.put(
  '/:id',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: UpdateSchoolRequest }, async ({ params, body }, _req, res) => {
    res.json({ school: await updateSchool(params.id, body) });
  }),
);

schoolsRouter.get(
  '/:id/representatives',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json(await listRepresentatives(params.id));
  }),
);

schoolsRouter.post(
  '/:id/representatives',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: AddRepresentativeRequest }, async ({ params, body }, _req, res) => {
    res.json(await addRepresentative(params.id, body.email));
  }),
);

schoolsRouter.delete(
  '/:id/representatives/:userId',
  authenticate(),
  requireAdmin(),
  validated({ params: RepresentativeParams }, async ({ params }, _req, res) => {
    res.json(await removeRepresentative(params.id, params.userId));
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

// Fulfilment: what the school's boxes hold, and the boxes themselves.

schoolsRouter.get(
  '/:id/pick-list',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await pickList(callerOf(req), params.id));
  }),
);

schoolsRouter.get(
  '/:id/pick-list/export',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    await sendCsv(res, await pickListExport(callerOf(req), params.id));
  }),
);

schoolsRouter.get(
  '/:id/packing-slips',
  authenticate(),
  validated({ params: IdParam, query: PageQuery }, async ({ params, query }, req, res) => {
    res.json(await listPackingSlips(callerOf(req), params.id, query));
  }),
);
