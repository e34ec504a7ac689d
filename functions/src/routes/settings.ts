import { Router } from 'express';
import { ShippingSettingsRequest } from '@ssb/contract';
import { authenticate, callerOf } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { validated } from '../http/validate';
import { getShippingSettings } from '../settings/get-shipping-settings';
import { setShippingSettings } from '../settings/set-shipping-settings';

/** The shop's settings: the fee for shipping a box home. */
export const settingsRouter = Router();

// Public: the shop tells families the fee before they type anything. Not kept at the edge, so a
// new fee shows at once.
settingsRouter.get('/shipping', async (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ shipping: await getShippingSettings() });
});

settingsRouter.put(
  '/shipping',
  authenticate(),
  requireAdmin(),
  validated({ body: ShippingSettingsRequest }, async ({ body }, req, res) => {
    res.json({ shipping: await setShippingSettings(callerOf(req), body) });
  }),
);
