import { Router } from 'express';
import { CreateShipmentRequest, DayManifestQuery, IdParam, SetShipmentStatusRequest, ShipmentReceiptRequest, ShipmentsQuery } from '@ssb/contract';
import { authenticate, callerOf } from '../http/authenticate';
import { requireAdmin } from '../http/authorize';
import { validated } from '../http/validate';
import { sendCsv } from '../fulfilment/csv';
import { createShipment } from '../shipments/create-shipment';
import { getShipment, listShipments } from '../shipments/get-shipment';
import { exportDayManifest, exportManifest, getDayManifest, getManifest } from '../shipments/manifest';
import { listReadyToShip } from '../shipments/ready-to-ship';
import { receiveShipment } from '../shipments/receive-shipment';
import { shipShipment } from '../shipments/ship-shipment';

/** Shipments to a school: administrators make and ship them; the school's representatives read theirs and sign for them. */
export const shipmentsRouter = Router();
shipmentsRouter.use(authenticate());

shipmentsRouter.post(
  '/',
  requireAdmin(),
  validated({ body: CreateShipmentRequest }, async ({ body }, req, res) => {
    res.status(201).json({ shipment: await createShipment(callerOf(req), body) });
  }),
);

shipmentsRouter.get(
  '/',
  requireAdmin(),
  validated({ query: ShipmentsQuery }, async ({ query }, _req, res) => {
    res.json(await listShipments(query));
  }),
);

// Before '/:id': "ready" and "manifest" are no shipment's id.
shipmentsRouter.get('/ready', requireAdmin(), async (_req, res) => {
  res.json(await listReadyToShip());
});

shipmentsRouter.get(
  '/manifest.csv',
  requireAdmin(),
  validated({ query: DayManifestQuery }, async ({ query }, _req, res) => {
    await sendCsv(res, exportDayManifest(query.shipDate));
  }),
);

shipmentsRouter.get(
  '/manifest',
  requireAdmin(),
  validated({ query: DayManifestQuery }, async ({ query }, _req, res) => {
    res.json(await getDayManifest(query.shipDate));
  }),
);

shipmentsRouter.get(
  '/:id',
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ shipment: await getShipment(callerOf(req), params.id) });
  }),
);

// Before '/:id/manifest': an id never holds a dot.
shipmentsRouter.get(
  '/:id/manifest.csv',
  validated({ params: IdParam }, async ({ params }, req, res) => {
    await sendCsv(res, await exportManifest(callerOf(req), params.id));
  }),
);

shipmentsRouter.get(
  '/:id/manifest',
  validated({ params: IdParam }, async ({ params }, req, res) => {
    res.json({ manifest: await getManifest(callerOf(req), params.id) });
  }),
);

shipmentsRouter.put(
  '/:id/status',
  requireAdmin(),
  validated({ params: IdParam, body: SetShipmentStatusRequest }, async ({ params }, req, res) => {
    res.json({ shipment: await shipShipment(callerOf(req), params.id) });
  }),
);

shipmentsRouter.post(
  '/:id/receipt',
  validated({ params: IdParam, body: ShipmentReceiptRequest }, async ({ params, body }, req, res) => {
    res.status(201).json({ shipment: await receiveShipment(callerOf(req), params.id, body) });
  }),
);
