import { Router } from 'express';
import { CreateUserRequest, id, IdParam, UpdateUserRequest } from '@ssb/contract';
import { z } from 'zod/mini';
import { authenticate, callerOf } from '../http/authenticate';
import { forbidden, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { findUser, usersCollection } from '../users/repository';
import { assertSelfOrAdmin } from '../http/authorize';
import { apiUser, createOwnProfile, updateProfile } from '../users/service';

export const usersRouter = Router();
usersRouter.use(authenticate());

usersRouter.get('/profile', async (req, res) => {
  const caller = callerOf(req);
  if (!caller.user) throw notFound('User profile not found');
  res.json({ user: await apiUser(caller.uid, caller.user) });
});

usersRouter.post(
  '/',
  validated({ body: CreateUserRequest }, async ({ body }, req, res) => {
    res.status(201).json({ user: await createOwnProfile(callerOf(req), body) });
  }),
);

usersRouter.get(
  '/auth/:authId',
  validated({ params: z.object({ authId: id }) }, async ({ params }, req, res) => {
    const caller = callerOf(req);
    if (caller.uid !== params.authId && caller.role !== 'admin') throw forbidden('You can only see your own account');
    const snap = await usersCollection().where('authId', '==', params.authId).limit(1).get();
    const doc = snap.docs[0];
    if (!doc) throw notFound('User not found');
    res.json({ user: await apiUser(doc.id, doc.data()) });
  }),
);

usersRouter.get(
  '/:id',
  validated({ params: IdParam }, async ({ params }, req, res) => {
    assertSelfOrAdmin(callerOf(req), params.id);
    const user = await findUser(params.id);
    if (!user) throw notFound('User not found');
    res.json({ user: await apiUser(params.id, user) });
  }),
);

usersRouter.put(
  '/:id',
  validated({ params: IdParam, body: UpdateUserRequest }, async ({ params, body }, req, res) => {
    res.json({ user: await updateProfile(callerOf(req), params.id, body) });
  }),
);
