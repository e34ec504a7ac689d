import { Router } from 'express';
import type { UserResponse } from '@ssb/contract';
import { authenticate, callerOf } from '../http/authenticate';
import { notFound } from '../http/errors';
import { findSchool } from '../schools/repository';
import { toApiUser } from '../users/repository';

export const usersRouter = Router();

usersRouter.get('/profile', authenticate(), async (req, res) => {
  const caller = callerOf(req);
  if (!caller.user) throw notFound('User profile not found');
  const school = caller.user.schoolId ? await findSchool(caller.user.schoolId) : null;
  const body: UserResponse = { user: toApiUser(caller.uid, caller.user, school?.name ?? null) };
  res.json(body);
});
