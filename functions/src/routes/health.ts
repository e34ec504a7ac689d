import { Router } from 'express';
import type { ClientConfig, HealthResponse } from '@ssb/contract';
import { authEmulatorUrl, firestoreEmulatorHost, projectId } from '../config';

export const healthRouter = Router();

healthRouter.get('/health', (_req, res) => {
  const body: HealthResponse = { status: 'ok', service: 'school-supply-box-api', time: new Date().toISOString() };
  res.json(body);
});

healthRouter.get('/client-config', (_req, res) => {
  const body: ClientConfig = { projectId: projectId(), authEmulatorUrl: authEmulatorUrl(), firestoreEmulatorHost: firestoreEmulatorHost() };
  res.set('Cache-Control', 'no-store').json(body);
});
