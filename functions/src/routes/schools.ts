import { Router } from 'express';
import {
  ClassAssignmentsRequest,
  CreateSchoolRequest,
  FundraisingQuery,
  IdempotencyHeaders,
  IdParam,
  SchoolListsQuery,
  InvitationParams,
  InviteRepresentativeRequest,
  LedgerCsvQuery,
  LedgerQuery,
  ListRequestRequest,
  PageQuery,
  PayoutRequest,
  RepresentativeParams,
  SchoolsQuery,
  SponsoredOrderRequest,
  StatsTimeZoneQuery,
  TeacherRequest,
  UpdateSchoolRequest,
  PickListQuery,
} from '@ssb/contract';
import { authenticate, callerOf, identify } from '../http/authenticate';
import { edgeCached } from '../http/edge-cache';
import { sendCsv } from '../fulfilment/csv';
import { listHandedOver } from '../fulfilment/handed-over';
import { listHandover } from '../fulfilment/handover-list';
import { listPackingSlips } from '../fulfilment/packing-slips';
import { pickList, pickListExport } from '../fulfilment/pick-list';
import { getFundraising } from '../fundraising/get-fundraising';
import { getLedger, ledgerCsv } from '../fundraising/get-ledger';
import { recordPayout } from '../fundraising/record-payout';
import { validated } from '../http/validate';
import { inviteRepresentative } from '../invitations/invite';
import { listInvitations } from '../invitations/list';
import { withdrawInvitation } from '../invitations/withdraw';
import { createSchool } from '../schools/create-school';
import { getSchool } from '../schools/get-school';
import { listRepresentatives } from '../schools/list-representatives';
import { listSchools } from '../schools/list-schools';
import { removeRepresentative } from '../schools/remove-representative';
import { schoolStats } from '../schools/school-stats';
import { updateSchool } from '../schools/update-school';
import { getSponsorship } from '../sponsorship/get-sponsorship';
import { placeSponsoredOrder } from '../sponsorship/place-sponsored-order';
import { listSchoolLists } from '../supply-lists/list-supply-lists';
import { askTeacher } from '../teacher-lists/ask-teacher';
import { listRequests } from '../teacher-lists/list-requests';
import { requireAdmin } from '../http/authorize';
import { listSchoolShipments } from '../shipments/list-school-shipments';
import { speaksRequestLanguage } from '../http/language';
import { assignClasses } from '../classes/class-assignments';
import { createTeacher } from '../classes/create-teacher';
import { labelSheet } from '../classes/label-sheet';
import { listTeachers } from '../classes/list-teachers';

export const schoolsRouter = Router();

// A visitor's schools are one answer, without paging: only the search is theirs.
schoolsRouter.get(
  '/',
  edgeCached(['q']),
  identify(),
  validated({ query: SchoolsQuery }, async ({ query }, req, res) => {
    res.json(await listSchools(req.caller, query));
  }),
);

schoolsRouter.get(
  '/:id',
  edgeCached(),
  identify(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ school: await getSchool(req.caller, params.id) });
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

// Adding a representative by e-mail is an invitation too: nobody gets the role without its link.
schoolsRouter.post(
  '/:id/representatives',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: InviteRepresentativeRequest }, async ({ params, body }, req, res) => {
    res.status(201).json(await inviteRepresentative(callerOf(req), params.id, body.email));
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

// Invitations: an address waiting for its owner to follow the e-mailed link.

schoolsRouter.get(
  '/:id/invitations',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json(await listInvitations(params.id));
  }),
);

schoolsRouter.post(
  '/:id/invitations',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: InviteRepresentativeRequest }, async ({ params, body }, req, res) => {
    res.status(201).json(await inviteRepresentative(callerOf(req), params.id, body.email));
  }),
);

schoolsRouter.delete(
  '/:id/invitations/:invitationId',
  authenticate(),
  requireAdmin(),
  validated({ params: InvitationParams }, async ({ params }, _req, res) => {
    res.json(await withdrawInvitation(params.id, params.invitationId));
  }),
);

// Lists from teachers: the school's staff ask a teacher for a grade's list by e-mail (see teacher-lists/).

schoolsRouter.post(
  '/:id/list-requests',
  authenticate(),
  validated({ params: IdParam, body: ListRequestRequest }, async ({ params, body }, req, res) => {
    res.status(201).json({ listRequest: await askTeacher(callerOf(req), params.id, body) });
  }),
);

schoolsRouter.get(
  '/:id/list-requests',
  authenticate(),
  validated({ params: IdParam, query: PageQuery }, async ({ params, query }, req, res) => {
    res.json(await listRequests(callerOf(req), params.id, query));
  }),
);

schoolsRouter.get(
  '/:id/supply-lists',
  edgeCached(Object.keys(SchoolListsQuery.shape)),
  identify(),
  validated({ params: IdParam, query: SchoolListsQuery }, async ({ params, query }, req, res) => {
    res.json({ supplyLists: await listSchoolLists(req.caller, params.id, query.year) });
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
  '/:id/shipments',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await listSchoolShipments(callerOf(req), params.id));
  }),
);

schoolsRouter.get(
  '/:id/pick-list',
  authenticate(),
  validated({ params: IdParam, query: PickListQuery }, async ({ params, query }, req, res) => {
    res.json(await pickList(callerOf(req), params.id, query));
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

schoolsRouter.get(
  '/:id/handover',
  authenticate(),
  validated({ params: IdParam, query: PageQuery }, async ({ params, query }, req, res) => {
    res.json(await listHandover(callerOf(req), params.id, query));
  }),
);

schoolsRouter.get(
  '/:id/handed-over',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await listHandedOver(callerOf(req), params.id));
  }),
);

// Boxes sorted by class (docs/decisions.md §28): the school's teachers, its class lists, its label sheet.

schoolsRouter.post(
  '/:id/teachers',
  authenticate(),
  validated({ params: IdParam, body: TeacherRequest }, async ({ params, body }, req, res) => {
    res.status(201).json({ teacher: await createTeacher(callerOf(req), params.id, body) });
  }),
);

// Public: the order step offers the grade's teachers to any family (names and grades only).
schoolsRouter.get(
  '/:id/teachers',
  validated({ params: IdParam }, async ({ params }, _req, res) => {
    res.json({ teachers: await listTeachers(params.id) });
  }),
);

schoolsRouter.post(
  '/:id/class-assignments',
  authenticate(),
  validated({ params: IdParam, body: ClassAssignmentsRequest }, async ({ params, body }, req, res) => {
    res.json(await assignClasses(callerOf(req), params.id, body.csv));
  }),
);

schoolsRouter.get(
  '/:id/labels.pdf',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    const pdf = await labelSheet(callerOf(req), params.id);
    speaksRequestLanguage(res);
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="labels.pdf"', 'Cache-Control': 'no-store' });
    res.send(Buffer.from(pdf));
  }),
);

// The school's share (docs/decisions.md §25): its ledger, and the payouts an administrator records.

schoolsRouter.get(
  '/:id/ledger',
  authenticate(),
  validated({ params: IdParam, query: LedgerQuery }, async ({ params, query }, req, res) => {
    res.json(await getLedger(callerOf(req), params.id, query));
  }),
);

schoolsRouter.get(
  '/:id/ledger.csv',
  authenticate(),
  validated({ params: IdParam, query: LedgerCsvQuery }, async ({ params, query }, req, res) => {
    await sendCsv(res, await ledgerCsv(callerOf(req), params.id, query));
  }),
);

schoolsRouter.get(
  '/:id/fundraising',
  authenticate(),
  validated({ params: IdParam, query: FundraisingQuery }, async ({ params, query }, req, res) => {
    res.json(await getFundraising(callerOf(req), params.id, query));
  }),
);

schoolsRouter.post(
  '/:id/payouts',
  authenticate(),
  requireAdmin(),
  validated({ params: IdParam, body: PayoutRequest, headers: IdempotencyHeaders }, async ({ params, body, headers }, req, res) => {
    res.status(201).json(await recordPayout(callerOf(req), params.id, body, headers['idempotency-key']));
  }),
);

// Sponsored boxes (docs/decisions.md §25): the pool families give to, and boxes given from it.

schoolsRouter.get(
  '/:id/sponsorship',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json(await getSponsorship(callerOf(req), params.id));
  }),
);

schoolsRouter.post(
  '/:id/sponsored-orders',
  authenticate(),
  validated({ params: IdParam, body: SponsoredOrderRequest, headers: IdempotencyHeaders }, async ({ params, body, headers }, req, res) => {
    res.status(201).json(await placeSponsoredOrder(callerOf(req), params.id, body, headers['idempotency-key']));
  }),
);
