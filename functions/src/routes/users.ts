import { Router } from 'express';
import { AuthIdParam, CreateUserRequest, DailyDigestRequest, IdParam, UpdateUserRequest } from '@ssb/contract';
import { authenticate, callerOf } from '../http/authenticate';
import { validated } from '../http/validate';
import { setDailyDigest } from '../staff-digest/set-daily-digest';
import { getOwnProfile, getUser, getUserByAuthId } from '../users/get-user';
import { rememberedChildren } from '../users/remembered-children';
import { createOwnProfile, updateProfile } from '../users/service';

export const usersRouter = Router();
usersRouter.use(authenticate());

usersRouter.get('/profile', async (req, res) => {
  res.json({ user: await getOwnProfile(callerOf(req)) });
});

usersRouter.get('/profile/children', async (req, res) => {
  res.json({ children: await rememberedChildren(callerOf(req)) });
});

usersRouter.put(
  '/profile/daily-digest',
  validated({ body: DailyDigestRequest }, async ({ body }, req, res) => {
    res.json({ user: await setDailyDigest(callerOf(req), body.dailyDigest) });
  }),
);

usersRouter.post(
  '/',
  validated({ body: CreateUserRequest }, async ({ body }, req, res) => {
    res.status(201).json({ user: await createOwnProfile(callerOf(req), body) });
  }),
);

usersRouter.get(
  '/auth/:authId',
  validated({ params: AuthIdParam }, async ({ params }, req, res) => {
    res.json({ user: await getUserByAuthId(callerOf(req), params.authId) });
  }),
);

usersRouter.get(
  '/:id',
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ user: await getUser(callerOf(req), params.id) });
  }),
);

usersRouter.put(
  '/:id',
  validated({ params: IdParam, body: UpdateUserRequest }, async ({ params, body }, req, res) => {
    res.json({ user: await updateProfile(callerOf(req), params.id, body) });
  }),
);
