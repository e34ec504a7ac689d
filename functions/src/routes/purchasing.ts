import { Router } from 'express';
import { DemandQuery } from '@ssb/contract';
import { authenticate } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { validated } from '../http/validate';
import { readDemand } from '../purchasing/demand';

/** Purchasing: administrators only. */
export const purchasingRouter = Router();
purchasingRouter.use(authenticate(), requireAdmin());

purchasingRouter.get(
  '/demand',
  validated({ query: DemandQuery }, async ({ query }, _req, res) => {
    res.json({ demand: await readDemand(query) });
  }),
);
