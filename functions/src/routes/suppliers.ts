import { Router } from 'express';
import { SupplierRequest } from '@ssb/contract';
import { authenticate } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { validated } from '../http/validate';
import { createSupplier } from '../suppliers/create-supplier';
import { listSuppliers } from '../suppliers/list-suppliers';

/** Suppliers: administrators only. */
export const suppliersRouter = Router();
suppliersRouter.use(authenticate(), requireAdmin());

suppliersRouter.post(
  '/',
  validated({ body: SupplierRequest }, async ({ body }, _req, res) => {
    res.status(201).json({ supplier: await createSupplier(body) });
  }),
);

suppliersRouter.get('/', async (_req, res) => {
  res.json({ suppliers: await listSuppliers() });
});
