import { Router } from 'express';
import { SchoolYearParam, StartSchoolYearRequest } from '@ssb/contract';
import { authenticate, callerOf } from '../http/authenticate';
import { assertStaff, requireAdmin } from '../http/authorize';
import { validated } from '../http/validate';
import { listSchoolYears } from '../school-years/list-years';
import { continueSchoolYear, startSchoolYear } from '../school-years/start-year';

/** The school years (docs/decisions.md §28): administrators start one; staff read them for the year picker. */
export const schoolYearsRouter = Router();

schoolYearsRouter.get('/', authenticate(), async (req, res) => {
  assertStaff(callerOf(req));
  res.set('Cache-Control', 'no-store').json(await listSchoolYears());
});

schoolYearsRouter.post(
  '/',
  authenticate(),
  requireAdmin(),
  validated({ body: StartSchoolYearRequest }, async ({ body }, req, res) => {
    res.status(201).json({ schoolYear: await startSchoolYear(callerOf(req), body) });
  }),
);

schoolYearsRouter.post(
  '/:id/continue',
  authenticate(),
  requireAdmin(),
  validated({ params: SchoolYearParam }, async ({ params }, _req, res) => {
    res.json({ schoolYear: await continueSchoolYear(params.id) });
  }),
);
