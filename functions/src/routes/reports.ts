import { Router } from 'express';
import { MarginsQuery } from '@ssb/contract';
import { authenticate } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { validated } from '../http/validate';
import { getMargins } from '../reports/get-margins';

/** Reports on the vendor's money: administrators only. */
export const reportsRouter = Router();
reportsRouter.use(authenticate(), requireAdmin());

reportsRouter.get(
  '/margins',
  validated({ query: MarginsQuery }, async ({ query }, _req, res) => {
    res.json({ margins: await getMargins(query) });
  }),
);
