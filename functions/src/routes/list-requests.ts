import { Router } from 'express';
import { IdParam, ListSubmissionRequest, TeacherListQuery, teacherListMessages } from '@ssb/contract';
import { authenticate, callerOf } from '../http/authenticate';
import { validated } from '../http/validate';
import { rateLimited } from '../rate-limit/rate-limited';
import { makeDraft } from '../teacher-lists/make-draft';
import { readTeacherList, submitTeacherList } from '../teacher-lists/submit-list';

// A list request's calls: the teacher's page (public, as the e-mailed link's token is the proof;
// counted per client before anything else runs) and the staff's draft.

export const listRequestsRouter = Router();

const limited = rateLimited({ action: 'teacherList', message: () => teacherListMessages.tooMany });

listRequestsRouter.get(
  '/:id',
  limited,
  validated({ params: IdParam, query: TeacherListQuery }, async ({ params, query }, _req, res) => {
    res.set('Cache-Control', 'no-store').json({ request: await readTeacherList(params.id, query.token) });
  }),
);

listRequestsRouter.post(
  '/:id/submission',
  limited,
  validated({ params: IdParam, body: ListSubmissionRequest }, async ({ params, body }, _req, res) => {
    res.set('Cache-Control', 'no-store').json({ listRequest: await submitTeacherList(params.id, body) });
  }),
);

listRequestsRouter.post(
  '/:id/draft',
  authenticate(),
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.status(201).json({ listRequest: await makeDraft(callerOf(req), params.id) });
  }),
);
